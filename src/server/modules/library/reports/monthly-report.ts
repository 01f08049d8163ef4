// The monthly operations report (issue 19 point 5): production, feed, stock, maintenance done, budget and
// advice of one calendar month. Its figures are written with the pages' own words and formats (production,
// feedLog, budget, stock and advisory catalogs; shared/domain/display-formats.ts), so a figure reads the same in
// the PDF and on the page; a section without data says so rather than printing zeros.
import { adviceText } from '../../../../shared/domain/advisory/advice-text.js';
import { advisoryFormats } from '../../../../shared/domain/advisory/advisory-formats.js';
import { formatEuros } from '../../../../shared/domain/budget-summary.js';
import { formatFigure, formatQuantity } from '../../../../shared/domain/display-formats.js';
import type { TLanguage } from '../../../../shared/i18n/languages.js';
import type { TFunction } from '../../../../shared/i18n/translate.js';
import type { PdfBlock, PdfReportContent, PdfSection } from '../../../integrations/pdf/pdf-report.js';
import { translatorFor } from '../../../lib/i18n.js';
import { readMonthlyReport, type MonthlyReportData } from './monthly-report.reader.js';
import type { ReportDefinition } from './report-definition.js';
import { dayText, monthName, reportFooter } from './report-words.js';

interface Words {
  t: TFunction;
  language: TLanguage;
}

function productionSection({ t, language }: Words, data: MonthlyReportData): PdfSection {
  const { totals, anomalyCount } = data.production;
  const title = t('library:report.production.title');
  if (totals.daysLogged === 0)
    return { title, blocks: [{ kind: 'text', text: t('library:report.production.none') }] };
  const rows: [string, string][] = [
    [t('library:report.production.daysLogged'), formatFigure(totals.daysLogged, language)],
    [t('library:report.production.readings'), formatFigure(totals.readingCount, language)],
    [
      t('production:totals.biogas'),
      t('production:units.m3', { value: formatFigure(totals.biogasM3, language, 0) }),
    ],
  ];
  if (totals.averages.biomethaneNm3PerHour !== null) {
    rows.push([
      t('production:totals.biomethane'),
      t('production:units.nm3h', { value: formatFigure(totals.averages.biomethaneNm3PerHour, language, 1) }),
    ]);
  }
  if (totals.kwhProduced !== null) {
    rows.push([
      t('production:totals.kwh'),
      t('production:units.kwh', { value: formatFigure(totals.kwhProduced, language, 0) }),
    ]);
  }
  if (totals.measuredMethaneNm3 !== null) {
    rows.push([
      t('production:totals.methane'),
      t('production:units.nm3', { value: formatFigure(totals.measuredMethaneNm3, language, 0) }),
    ]);
  }
  if (totals.averages.methanePercent !== null) {
    rows.push([
      t('library:report.production.methanePercent'),
      t('production:units.percent', { value: formatFigure(totals.averages.methanePercent, language, 1) }),
    ]);
  }
  rows.push([t('library:report.production.anomalies'), formatFigure(anomalyCount, language)]);
  return { title, blocks: [{ kind: 'keyValues', rows }] };
}

function feedSection({ t, language }: Words, data: MonthlyReportData): PdfSection {
  const { totals, lots } = data.feed;
  const title = t('library:report.feed.title');
  if (totals.entryCount === 0)
    return { title, blocks: [{ kind: 'text', text: t('library:report.feed.none') }] };
  const kgVs = (value: number | null) =>
    value === null ? t('library:report.feed.unknown') : formatFigure(value, language, 0);
  return {
    title,
    blocks: [
      {
        kind: 'keyValues',
        rows: [
          [t('library:report.feed.daysFed'), formatFigure(totals.daysFed, language)],
          [t('feedLog:totals.tonnes'), formatFigure(totals.tonnes, language)],
          [t('feedLog:totals.volatileSolids'), formatFigure(totals.volatileSolidsKg, language, 0)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { header: t('library:report.feed.lot'), width: 0.5 },
          { header: t('library:report.feed.tonnes'), width: 0.25, align: 'right' },
          { header: t('library:report.feed.volatileSolids'), width: 0.25, align: 'right' },
        ],
        rows: lots.map((lot) => [lot.name, formatFigure(lot.tonnes, language), kgVs(lot.volatileSolidsKg)]),
        totalRow: [
          t('library:report.feed.total'),
          formatFigure(totals.tonnes, language),
          formatFigure(totals.volatileSolidsKg, language, 0),
        ],
      },
    ],
  };
}

function stockSection({ t, language }: Words, data: MonthlyReportData): PdfSection {
  const { lowItems, movements } = data.stock;
  const date = dayText(data.generatedOn, language);
  const unit = (value: number, unitKey: string) =>
    `${formatQuantity(value, language)} ${t(`stock:values.unit.${unitKey}`)}`;
  const blocks: PdfBlock[] = [];
  if (lowItems.length === 0) blocks.push({ kind: 'text', text: t('library:report.stock.noneLow', { date }) });
  else {
    blocks.push(
      { kind: 'text', text: t('library:report.stock.lowTitle', { date }) },
      {
        kind: 'table',
        columns: [
          { header: t('library:report.stock.item'), width: 0.5 },
          { header: t('library:report.stock.level'), width: 0.25, align: 'right' },
          { header: t('library:report.stock.threshold'), width: 0.25, align: 'right' },
        ],
        rows: lowItems.map((item) => [
          item.name,
          unit(item.currentLevel, item.unit),
          unit(item.threshold, item.unit),
        ]),
      },
    );
  }
  if (movements.length === 0) blocks.push({ kind: 'text', text: t('library:report.stock.noMovements') });
  else {
    blocks.push(
      { kind: 'text', text: t('library:report.stock.movementsTitle') },
      {
        kind: 'table',
        columns: [
          { header: t('library:report.stock.item'), width: 0.36 },
          { header: t('library:report.stock.added'), width: 0.22, align: 'right' },
          { header: t('library:report.stock.used'), width: 0.22, align: 'right' },
          { header: t('library:report.stock.count'), width: 0.2, align: 'right' },
        ],
        rows: movements.map((movement) => [
          movement.name,
          unit(movement.added, movement.unit),
          unit(movement.used, movement.unit),
          formatFigure(movement.count, language),
        ]),
      },
    );
  }
  return { title: t('library:report.stock.title'), blocks };
}

function maintenanceSection({ t, language }: Words, data: MonthlyReportData): PdfSection {
  const { completions } = data.maintenance;
  const title = t('library:report.maintenance.title');
  if (completions.length === 0) {
    return { title, blocks: [{ kind: 'text', text: t('library:report.maintenance.none') }] };
  }
  return {
    title,
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: t('library:report.maintenance.date'), width: 0.16 },
          { header: t('library:report.maintenance.equipment'), width: 0.28 },
          { header: t('library:report.maintenance.task'), width: 0.32 },
          { header: t('library:report.maintenance.performedBy'), width: 0.24 },
        ],
        rows: completions.map((completion) => [
          dayText(completion.completedOn, language),
          completion.equipmentName,
          completion.isRegulatory
            ? t('library:report.maintenance.regulatory', { task: completion.taskType })
            : completion.taskType,
          completion.performedBy,
        ]),
      },
    ],
  };
}

function budgetSection({ t, language }: Words, data: MonthlyReportData): PdfSection {
  const { summary, byCategory } = data.budget;
  const title = t('library:report.budget.title');
  if (summary.invoiceCount === 0)
    return { title, blocks: [{ kind: 'text', text: t('library:report.budget.none') }] };
  const euros = (amount: number) => formatEuros(amount, language);
  return {
    title,
    blocks: [
      {
        kind: 'keyValues',
        rows: [
          [t('library:report.budget.invoices'), formatFigure(summary.invoiceCount, language)],
          [t('budget:totals.income'), euros(summary.income)],
          [t('budget:totals.expense'), euros(summary.expense)],
          [t('budget:totals.balance'), euros(summary.balance)],
        ],
      },
      {
        kind: 'table',
        columns: [
          { header: t('library:report.budget.category'), width: 0.4 },
          { header: t('budget:totals.income'), width: 0.2, align: 'right' },
          { header: t('budget:totals.expense'), width: 0.2, align: 'right' },
          { header: t('budget:totals.balance'), width: 0.2, align: 'right' },
        ],
        rows: byCategory.map((category) => [
          t(`budget:values.category.${category.category}`),
          euros(category.income),
          euros(category.expense),
          euros(category.income - category.expense),
        ]),
        totalRow: [
          t('library:report.feed.total'),
          euros(summary.income),
          euros(summary.expense),
          euros(summary.balance),
        ],
      },
    ],
  };
}

function adviceSection({ t, language }: Words, data: MonthlyReportData): PdfSection {
  const date = dayText(data.generatedOn, language);
  const title = t('library:report.advice.title');
  if (data.advice.length === 0)
    return { title, blocks: [{ kind: 'text', text: t('library:report.advice.none', { date }) }] };
  const formats = advisoryFormats(language);
  const blocks: PdfBlock[] = [{ kind: 'text', text: t('library:report.advice.intro', { date }) }];
  for (const advice of data.advice) {
    const text = adviceText(advice, t, formats);
    blocks.push({
      kind: 'text',
      text: [`${t(`advisory:severity.${advice.severity}`)} — ${text.title}`, ...text.body].join('\n'),
    });
  }
  return { title, blocks };
}

/** The report's sections, in the order the issue lists them. */
export function monthlyReportSections(data: MonthlyReportData, language: TLanguage): PdfSection[] {
  const words = { t: translatorFor(language), language };
  return [
    productionSection(words, data),
    feedSection(words, data),
    stockSection(words, data),
    maintenanceSection(words, data),
    budgetSection(words, data),
    adviceSection(words, data),
  ];
}

function periodText(t: TFunction, data: MonthlyReportData, language: TLanguage): string {
  const values = {
    period: monthName(data.month, language),
    from: dayText(data.from, language),
    to: dayText(data.to, language),
  };
  return t(data.isMonthUnderWay ? 'library:report.periodUnderWay' : 'library:report.period', values);
}

export const monthlyReport: ReportDefinition<MonthlyReportData> = {
  category: 'monthly_report',
  read: readMonthlyReport,
  layout(data, language): PdfReportContent {
    const t = translatorFor(language);
    return {
      title: t('library:report.title'),
      owner: data.owner,
      period: periodText(t, data, language),
      sections: monthlyReportSections(data, language),
      language,
      ...reportFooter(t, language, data.generatedOn),
    };
  },
  documentTexts(data, language) {
    const t = translatorFor(language);
    const period = monthName(data.month, language);
    return {
      name: t('library:report.name', { period }),
      description: t('library:report.description', { period }),
      fileName: t('library:report.fileName', { month: data.month }),
    };
  },
};
