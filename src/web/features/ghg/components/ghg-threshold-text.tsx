import type { TGhgPeriodResult } from '../../../../shared/contracts/ghg';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The rule a threshold comes from, in words ("65 % (biométhane, mise en service à partir du 01/01/2021)"). */
export function GhgThresholdText({ threshold }: { threshold: TGhgPeriodResult['threshold'] }) {
  const { t } = useTranslation('ghg');
  if (threshold.status !== 'applies') return null;
  return <span className="text-slate-600">({t(`rules.${threshold.rule}`)})</span>;
}
