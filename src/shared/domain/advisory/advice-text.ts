import type { TFunction } from '../../i18n/translate.js';
import type { AdviceRange, AdviceThreshold } from './advice.js';
import type { TAdvice } from './advisory-rules.js';
import { adviceTitle } from './advice-title.js';
import type { AdvisoryFormats } from './advisory-formats.js';

/** What an advice says: its title, its sentences built from the evidence, and the thresholds it used. */
export interface AdviceText {
  title: string;
  body: string[];
  thresholds: string[];
}

function thresholdText(t: TFunction, value: string, origin: AdviceThreshold['origin']): string {
  return t('advisory:threshold', { value, origin: t(`advisory:origin.${origin}`) });
}

function rangeText(t: TFunction, f: AdvisoryFormats, range: AdviceRange, digits: 'ratio' | 'one' = 'ratio') {
  return thresholdText(t, `${f[digits](range.min)}–${f[digits](range.max)}`, range.origin);
}

/** The plain words of an advice, one text per rule and finding (advisory namespace), its figures formatted. */
export function adviceText(advice: TAdvice, t: TFunction, f: AdvisoryFormats): AdviceText {
  switch (advice.rule) {
    case 'fos-tac-drift': {
      const e = advice.evidence;
      const key = `advisory:rules.fos-tac-drift.${e.finding}`;
      const values = {
        value: f.ratio(e.latest.value),
        date: f.date(e.latest.date),
        since: f.date(e.since),
        min: f.ratio(e.stableRange.min),
        max: f.ratio(e.stableRange.max),
        slope: f.fine(e.trend.slopePerDay ?? 0),
        days: e.trend.daysUsed,
        projected: e.projectedToReachMaxOn === null ? '' : f.date(e.projectedToReachMaxOn),
      };
      const thresholds = [rangeText(t, f, e.stableRange)];
      if (e.finding === 'rising') {
        thresholds.push(
          thresholdText(t, `+${f.fine(e.risingSlopePerDay.value)}/j`, e.risingSlopePerDay.origin),
        );
      }
      return { title: adviceTitle(advice, t, f.date), body: [t(`${key}.body`, values)], thresholds };
    }
    case 'ph-drift': {
      const e = advice.evidence;
      const key = `advisory:rules.ph-drift.${e.finding}`;
      const values = {
        value: f.ratio(e.latest.value),
        date: f.date(e.latest.date),
        since: f.date(e.since),
        min: f.one(e.healthyRange.min),
        max: f.one(e.healthyRange.max),
        slope: f.fine(Math.abs(e.trend.slopePerDay ?? 0)),
        days: e.trend.daysUsed,
      };
      const body = [t(`${key}.body`, values)];
      if (e.isAcidosisPattern) body.push(t('advisory:rules.ph-drift.acidosis'));
      const thresholds = [rangeText(t, f, e.healthyRange, 'one')];
      if (e.finding === 'falling') {
        thresholds.push(
          thresholdText(t, `${f.fine(e.fallingSlopePerDay.value)}/j`, e.fallingSlopePerDay.origin),
        );
      }
      return { title: adviceTitle(advice, t, f.date), body, thresholds };
    }
    case 'olr-change': {
      const e = advice.evidence;
      const key = `advisory:rules.olr-change.${e.finding}`;
      const values = {
        olr: e.recent.olrKgVsPerM3Day === null ? '' : f.ratio(e.recent.olrKgVsPerM3Day),
        limit: f.ratio(e.olrLimit.value),
        change: e.changePercent === null ? '' : f.whole(Math.abs(e.changePercent)),
      };
      const thresholds =
        e.finding === 'above-limit'
          ? [thresholdText(t, f.ratio(e.olrLimit.value), e.olrLimit.origin)]
          : e.finding === 'digester-volume-missing'
            ? []
            : [thresholdText(t, `± ${f.whole(e.changeThreshold.value)} %`, e.changeThreshold.origin)];
      return { title: adviceTitle(advice, t, f.date), body: [t(`${key}.body`, values)], thresholds };
    }
    case 'yield-gap': {
      const e = advice.evidence;
      const key = 'advisory:rules.yield-gap.below-expected';
      const values = {
        measured: f.whole(e.measuredMethaneNm3),
        expected: f.whole(e.expectedMethaneNm3),
        start: f.date(e.periodStart),
        end: f.date(e.periodEnd),
        ratio: f.whole(e.ratio * 100),
      };
      return {
        title: adviceTitle(advice, t, f.date),
        body: [t(`${key}.body`, values)],
        thresholds: [thresholdText(t, `${f.whole(e.minRatio.value * 100)} %`, e.minRatio.origin)],
      };
    }
    case 'carbon-saturation': {
      const e = advice.evidence;
      const key = `advisory:rules.carbon-saturation.${e.finding}`;
      const values = {
        count: e.daysLeft,
        changedOn: f.date(e.changedOn),
        mass: f.whole(e.carbonMassKg),
        capacity: f.whole(e.capacityGramsPerKg.value),
        capacityKg: f.one(e.capacityKgH2s),
        load: f.ratio(e.dailyH2sLoadKg),
        ppm: f.whole(e.h2sPpm),
        flow: f.whole(e.biogasNm3PerDay),
        saturation: f.date(e.saturationDate),
      };
      return {
        title: adviceTitle(advice, t, f.date),
        body: [t(`${key}.body`, values)],
        thresholds: [
          thresholdText(t, `${f.whole(e.capacityGramsPerKg.value)} g/kg`, e.capacityGramsPerKg.origin),
          thresholdText(t, `${f.whole(e.warningDays.value)} j`, e.warningDays.origin),
        ],
      };
    }
    case 'stock-run-out': {
      const e = advice.evidence;
      const key = `advisory:rules.stock-run-out.${e.finding}`;
      const values = {
        item: e.itemName,
        count: Math.floor(e.daysOfStockLeft),
        level: f.ratio(e.currentLevel),
        unit: t(`stock:values.unit.${e.unit}`),
        daily: f.ratio(e.dailyConsumption),
        used: f.ratio(e.quantityUsed),
        decreases: e.decreasesUsed,
        days: e.daysCounted,
        runOut: f.date(e.runOutDate),
        leadTime: e.leadTimeDays ?? 0,
      };
      return {
        title: adviceTitle(advice, t, f.date),
        body: [t(`${key}.body`, values)],
        thresholds: [thresholdText(t, `${f.whole(e.horizonDays.value)} j`, e.horizonDays.origin)],
      };
    }
    case 'maintenance-overdue': {
      const e = advice.evidence;
      const key = 'advisory:rules.maintenance-overdue.overdue';
      const [first] = e.tasks;
      const body = first ? [t(`${key}.body`, { task: first.taskType, equipment: first.equipmentName })] : [];
      if (first?.daysLate !== null && first?.daysLate !== undefined) {
        body.push(t(`${key}.daysLate`, { count: first.daysLate }));
      } else if (first?.hoursLate !== null && first?.hoursLate !== undefined) {
        body.push(t(`${key}.hoursLate`, { hours: f.whole(first.hoursLate) }));
      }
      if (e.regulatoryCount > 0) body.push(t(`${key}.regulatory`, { count: e.regulatoryCount }));
      return { title: adviceTitle(advice, t, f.date), body, thresholds: [] };
    }
    case 'compliance-overdue': {
      const key = 'advisory:rules.compliance-overdue.overdue';
      const [first] = advice.evidence.obligations;
      const body = first
        ? [
            t(`${key}.body`, {
              obligation: t(`regulation:obligations.${first.code}.title`),
              date: f.date(first.dueDate),
            }),
            t(`${key}.daysLate`, { count: first.daysLate }),
          ]
        : [];
      return { title: adviceTitle(advice, t, f.date), body, thresholds: [] };
    }
    case 'main-crop-budget': {
      const e = advice.evidence;
      const basis = e.excludingCive;
      const key = `advisory:rules.main-crop-budget.${e.finding}`;
      const average = basis.threeYearAverage.pct;
      const values = {
        year: e.year,
        share: basis.shareSoFarPct === null ? '' : f.one(basis.shareSoFarPct),
        mainCrop: f.one(e.mainCropFreshTonnes),
        average: average === null ? t('advisory:rules.main-crop-budget.averageNone') : `${f.one(average)} %`,
        left: f.one(Math.max(0, basis.allowanceLeftTonnes)),
        leftPct: basis.allowanceLeftPct === null ? '' : f.one(Math.max(0, basis.allowanceLeftPct)),
        allowance: f.one(basis.yearAllowanceTonnes),
      };
      return {
        title: adviceTitle(advice, t, f.date),
        body: [t(`${key}.body`, values)],
        thresholds: [
          thresholdText(t, `${f.whole(e.cap.value)} %`, e.cap.origin),
          ...(e.finding === 'allowance-nearly-spent'
            ? [
                thresholdText(
                  t,
                  `${f.whole(e.allowanceLeftWarningPct.value)} %`,
                  e.allowanceLeftWarningPct.origin,
                ),
              ]
            : []),
        ],
      };
    }
    case 'spreading-window': {
      const e = advice.evidence;
      const key = `advisory:rules.spreading-window.${e.finding}`;
      if (e.finding === 'next-window') {
        return {
          title: adviceTitle(advice, t, f.date),
          body: [
            t(`${key}.body`, {
              count: e.spreadingDayCount,
              days: e.forecastDays,
              end: f.date(e.forecastEnd),
            }),
          ],
          thresholds: [],
        };
      }
      return {
        title: adviceTitle(advice, t, f.date),
        body: [
          t(`${key}.body`, {
            days: e.forecastDays,
            reason: t(`${key}.${e.blockedBy ?? 'weather'}`),
            minimum: e.storageMonths.minimum,
            advised: e.storageMonths.advisedForLiquid,
          }),
        ],
        thresholds: [],
      };
    }
  }
}
