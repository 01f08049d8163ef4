import type { TAdvice } from './advisory-rules.js';
import type { TFunction } from '../../i18n/translate.js';

/**
 * The title of an advice (namespace `adviceTitles`, one per rule and finding): what the advisory page heads each
 * advice with and the dashboard's card shows. Its own small namespace, so the dashboard does not load the page's
 * texts; the few values a title carries (a count, an item, a date) come with it.
 */
export function adviceTitle(advice: TAdvice, t: TFunction, formatDate: (iso: string) => string): string {
  switch (advice.rule) {
    case 'yield-gap':
      return t('adviceTitles:yield-gap.below-expected');
    case 'maintenance-overdue':
      return t('adviceTitles:maintenance-overdue.overdue', { count: advice.evidence.overdueCount });
    case 'compliance-overdue':
      return t('adviceTitles:compliance-overdue.overdue', { count: advice.evidence.overdueCount });
    case 'carbon-saturation':
      return t(`adviceTitles:carbon-saturation.${advice.evidence.finding}`, {
        count: advice.evidence.daysLeft,
      });
    case 'stock-run-out':
      return t(`adviceTitles:stock-run-out.${advice.evidence.finding}`, {
        item: advice.evidence.itemName,
        count: Math.floor(advice.evidence.daysOfStockLeft),
      });
    case 'spreading-window': {
      const { evidence } = advice;
      return evidence.finding === 'next-window'
        ? t('adviceTitles:spreading-window.next-window', {
            date: formatDate(evidence.nextSpreadingDate ?? evidence.forecastStart),
          })
        : t('adviceTitles:spreading-window.no-window', { end: formatDate(evidence.forecastEnd) });
    }
    case 'fos-tac-drift':
    case 'ph-drift':
    case 'olr-change':
    case 'main-crop-budget':
      return t(`adviceTitles:${advice.rule}.${advice.evidence.finding}`);
  }
}
