// The RED II dossier (issue 19 points 5 and 6): what an auditor reads of a calendar year — the plant and its
// classification, the admission register, the sustainability proofs per lot, the 15 % main-crop share, the GHG
// calculation step by step, the mass balance and the RED II obligations. Written with the pages' own words and
// formats (regulation, registers, rawMaterials and ghg catalogs; shared formatters), so a figure reads the same
// in the PDF and on the page; a section without data says so in words, never zeros printed as facts.
import { formatEnergy, formatPercent, formatTonnes } from '../../../../shared/domain/analysis-format.js';
import { formatFigure } from '../../../../shared/domain/display-formats.js';
import {
  formatEmission,
  formatMonth,
  formatRatio,
  formatSavings,
  formatThreshold,
  formatTonnes as formatGhgTonnes,
} from '../../../../shared/domain/regulation/ghg/ghg-format.js';
import { GHG_TERM_KEYS } from '../../../../shared/domain/regulation/ghg/pathway-emissions.js';
import { registerLineTexts } from '../../../../shared/domain/regulation/register-format.js';
import type { TMassBalancePeriod } from '../../../../shared/contracts/registers.js';
import type { TGhgPeriodResult } from '../../../../shared/contracts/ghg.js';
import type { TLanguage } from '../../../../shared/i18n/languages.js';
import type { TFunction } from '../../../../shared/i18n/translate.js';
import type { PdfBlock, PdfReportContent, PdfSection } from '../../../integrations/pdf/pdf-report.js';
import { translatorFor } from '../../../lib/i18n.js';
import {
  readRediiDossier,
  SUPPLIER_DECLARATIONS_CODE,
  type RediiDossierData,
} from './redii-dossier.reader.js';
import type { ReportDefinition } from './report-definition.js';
import { dayText, reportFooter } from './report-words.js';

interface Words {
  t: TFunction;
  language: TLanguage;
}

const text = (value: string): PdfBlock => ({ kind: 'text', text: value });

function plantSection({ t, language }: Words, data: RediiDossierData): PdfSection {
  const { classification, isProfileSaved } = data.compliance;
  const { icpe, redii, mainCropRule } = classification;
  const gwh = redii.annualGwhPcs === null ? '' : formatFigure(redii.annualGwhPcs, language, 1);
  const lines = [
    icpe.regime === null
      ? t('regulation:summary.icpeUnknown', { rubrique: icpe.rubrique })
      : t('regulation:summary.icpe', {
          rubrique: icpe.rubrique,
          regime: t(`regulation:summary.regime.${icpe.regime}`),
        }),
    t(`regulation:summary.redii.${redii.reason}`, { gwh }),
    t(`regulation:summary.mainCrop.${mainCropRule}`),
  ];
  const { profile } = data.ghg;
  const blocks: PdfBlock[] = [];
  if (!isProfileSaved) blocks.push(text(t('library:dossier.plant.notSaved')));
  blocks.push(
    {
      kind: 'keyValues',
      rows: [
        [t('ghg:profile.endUse'), t(`ghg:profile.endUses.${profile.endUse}`)],
        [
          t('ghg:profile.commissioningDate'),
          profile.commissioningDate === null
            ? t('ghg:profile.unknownDate')
            : dayText(profile.commissioningDate, language),
        ],
        [t('ghg:profile.digestateStorage'), t(`ghg:profile.storages.${profile.digestateStorage}`)],
      ],
    },
    text(lines.join('\n')),
  );
  return { title: t('library:dossier.plant.title'), blocks };
}

function registerSection({ t, language }: Words, data: RediiDossierData): PdfSection {
  const { register } = data;
  const title = t('library:dossier.register.title');
  if (register.lines.length === 0) return { title, blocks: [text(t('library:dossier.register.none'))] };
  const blocks: PdfBlock[] = [
    text(
      [
        t('library:dossier.register.lineCount', { count: register.lines.length }),
        t('registers:register.admittedCount', { count: register.admittedCount }),
        t('registers:register.refusedCount', { count: register.refusedCount }),
      ].join(' · '),
    ),
  ];
  if (register.isTruncated)
    blocks.push(text(t('registers:register.truncated', { count: register.lineLimit })));
  blocks.push({
    kind: 'table',
    columns: [
      { header: t('registers:register.columns.date'), width: 0.11 },
      { header: t('registers:register.columns.designation'), width: 0.19 },
      { header: t('registers:register.columns.tonnage'), width: 0.1, align: 'right' },
      { header: t('registers:register.columns.sender'), width: 0.13 },
      { header: t('registers:register.columns.origin'), width: 0.13 },
      { header: t('registers:register.columns.distance'), width: 0.09, align: 'right' },
      { header: t('registers:register.columns.declaration'), width: 0.1 },
      { header: t('registers:register.columns.status'), width: 0.15 },
    ],
    rows: register.lines.map((line) => {
      const texts = registerLineTexts(line, t, language);
      return [
        dayText(line.deliveryDate, language),
        texts.designation,
        texts.tonnage,
        texts.sender,
        texts.origin,
        texts.distance,
        texts.declaration,
        texts.status,
      ];
    }),
  });
  return { title, blocks };
}

function proofsSection({ t, language }: Words, data: RediiDossierData): PdfSection {
  const { register, lotFiles } = data;
  const title = t('library:dossier.proofs.title');
  const admitted = register.lines.filter((line) => !line.refused);
  const blocks: PdfBlock[] = [];
  if (admitted.length === 0) blocks.push(text(t('library:dossier.proofs.noLots')));
  else {
    blocks.push(
      text(
        register.missingDeclarationCount > 0
          ? t('registers:register.missingDeclarations', { count: register.missingDeclarationCount })
          : t('registers:register.allDeclared'),
      ),
      {
        kind: 'table',
        columns: [
          { header: t('library:dossier.proofs.lot'), width: 0.34 },
          { header: t('registers:register.columns.declaration'), width: 0.16 },
          { header: t('library:dossier.proofs.files'), width: 0.5 },
        ],
        rows: admitted.map((line) => {
          const files = lotFiles[line.id] ?? [];
          return [
            `${line.name} (${dayText(line.deliveryDate, language)})`,
            line.isMissingDeclaration
              ? `${t('registers:register.no')} — ${t('registers:register.missingDeclarationBadge')}`
              : t('registers:register.yes'),
            files.length === 0
              ? t('library:dossier.proofs.noFile')
              : files.map((file) => file.fileName).join('\n'),
          ];
        }),
      },
    );
  }
  const declarations = data.compliance.items.find((item) => item.code === SUPPLIER_DECLARATIONS_CODE);
  const files = declarations?.evidence ?? [];
  const obligation = { title: t(`regulation:obligations.${SUPPLIER_DECLARATIONS_CODE}.title`) };
  blocks.push(
    text(
      files.length === 0
        ? t('library:dossier.proofs.noSupplierFiles', obligation)
        : [
            t('library:dossier.proofs.supplierFiles', obligation),
            ...files.map((file) => `• ${file.fileName}`),
          ].join('\n'),
    ),
  );
  return { title, blocks };
}

function mainCropSection({ t, language }: Words, data: RediiDossierData): PdfSection {
  const rule = data.register.mainCropRule;
  const title = t('library:dossier.mainCrop.title', { year: rule.year });
  const current = rule.years[rule.years.length - 1];
  if (!current || current.allFreshTonnes === 0) {
    return { title, blocks: [text(t('library:dossier.mainCrop.none', { year: rule.year }))] };
  }
  const cap = formatPercent(rule.capPercent, language);
  const share = (value: number | null, isOver: boolean) =>
    value === null
      ? t('rawMaterials:analysisPage.mainCrop.notComputable')
      : `${t('rawMaterials:analysisPage.mainCrop.share', { value: formatPercent(value, language), cap })} — ${t(
          isOver
            ? 'rawMaterials:analysisPage.mainCrop.overBadge'
            : 'rawMaterials:analysisPage.mainCrop.underBadge',
        )}`;
  const average = (pct: number | null, years: number) =>
    pct === null
      ? t('rawMaterials:analysisPage.mainCrop.notComputable')
      : t('library:dossier.mainCrop.averageValue', { value: formatPercent(pct, language), count: years });
  return {
    title,
    blocks: [
      text(t('rawMaterials:analysisPage.mainCrop.intro', { cap: rule.capPercent })),
      {
        kind: 'keyValues',
        rows: [
          [
            t('rawMaterials:analysis.mainCrop.shareOfAllInputs'),
            share(current.shareOfAllInputsPct, rule.isYearOverCapOfAllInputs),
          ],
          [
            t('rawMaterials:analysis.mainCrop.shareExcludingCive'),
            share(current.shareExcludingCivePct, rule.isYearOverCapExcludingCive),
          ],
          [
            t('library:dossier.mainCrop.averageAll'),
            average(rule.averageOfAllInputs.pct, rule.averageOfAllInputs.yearsCounted),
          ],
          [
            t('library:dossier.mainCrop.averageExcludingCive'),
            average(rule.averageExcludingCive.pct, rule.averageExcludingCive.yearsCounted),
          ],
        ],
      },
      text(
        t('rawMaterials:analysisPage.mainCrop.tonnes', {
          mainCrop: formatTonnes(current.mainCropFreshTonnes, language),
          exempt: formatTonnes(current.exemptFreshTonnes, language),
          all: formatTonnes(current.allFreshTonnes, language),
        }),
      ),
      text(
        rule.isCompliantOfAllInputs && rule.isCompliantExcludingCive
          ? t('rawMaterials:analysis.mainCrop.underCap', { cap: rule.capPercent })
          : t('rawMaterials:analysis.mainCrop.overCap', { cap: rule.capPercent, rule: rule.ruleReference }),
      ),
    ],
  };
}

function verdict(t: TFunction, result: TGhgPeriodResult): string {
  const declared = result[result.declaredBasis];
  if (declared === null || declared.meetsThreshold === null) return t('ghg:months.notApplicable');
  return t(declared.meetsThreshold ? 'ghg:months.met' : 'ghg:months.missed');
}

function ghgYearBlocks({ t, language }: Words, result: TGhgPeriodResult): PdfBlock[] {
  const basis = result.declaredBasis;
  const figures = result[basis];
  if (figures === null) return [];
  const emission = (value: number) => formatEmission(value, language);
  const blocks: PdfBlock[] = [
    text(t('ghg:steps.inputs')),
    {
      kind: 'table',
      columns: [
        { header: t('library:dossier.ghg.pathway'), width: 0.28 },
        { header: t('ghg:steps.tonnes'), width: 0.18, align: 'right' },
        { header: 'Wₙ', width: 0.18, align: 'right' },
        { header: 'Pₙ·Wₙ', width: 0.18, align: 'right' },
        { header: 'Sₙ', width: 0.18, align: 'right' },
      ],
      rows: result.weights.map((line) => [
        t(`ghg:pathways.${line.pathway}`),
        formatGhgTonnes(line.tonnes, language),
        formatRatio(line.weight, language),
        formatRatio(line.weightedYield, language),
        formatRatio(line.share, language),
      ]),
    },
    text(t('ghg:steps.emissions', { basis: t(`ghg:summary.basis.${basis}`) })),
    {
      kind: 'table',
      columns: [
        { header: '', width: 0.4 },
        ...figures.pathways.map((line) => ({
          header: t(`ghg:pathways.${line.pathway}`),
          width: 0.45 / figures.pathways.length,
          align: 'right' as const,
        })),
        { header: 'Σ Sₙ·…', width: 0.15, align: 'right' as const },
      ],
      rows: [
        ...GHG_TERM_KEYS.map((term) => [
          t(`ghg:steps.terms.${term}`),
          ...figures.pathways.map((line) => emission(line.terms[term])),
          emission(figures.weightedTerms[term]),
        ]),
        [t('ghg:steps.emission'), ...figures.pathways.map((line) => emission(line.emission)), ''],
        ['Sₙ', ...figures.pathways.map((line) => formatRatio(line.share, language)), ''],
        [
          t('ghg:steps.weightedEmission'),
          ...figures.pathways.map((line) => emission(line.weightedEmission)),
          emission(figures.gasEmission),
        ],
      ],
    },
    text(t('ghg:steps.zeroTerms')),
  ];
  const rows: [string, string][] = [[t('ghg:steps.gasEmission'), emission(figures.gasEmission)]];
  if (result.conversion.endUse !== 'biomethane_injection') {
    rows.push([t('ghg:steps.finalEmission'), `${emission(figures.emission)} gCO2eq/MJ`]);
  }
  rows.push(
    [t('ghg:steps.comparator'), `${emission(result.comparator)} gCO2eq/MJ`],
    [
      t('ghg:steps.savings'),
      `(${emission(result.comparator)} − (${emission(figures.emission)})) / ${emission(result.comparator)} = ${formatSavings(figures.savings, language)}`,
    ],
  );
  const threshold = result.threshold;
  if (threshold.status === 'applies') {
    rows.push([
      t('ghg:steps.threshold'),
      `${formatThreshold(threshold.minimumSavings, language)} (${t(`ghg:rules.${threshold.rule}`)}) — ${t(
        figures.meetsThreshold ? 'ghg:summary.met' : 'ghg:summary.missed',
      )}`,
    ]);
  } else {
    rows.push([
      t('ghg:steps.threshold'),
      t(
        threshold.status === 'none_before_2021'
          ? 'ghg:summary.noThresholdBefore2021'
          : 'ghg:summary.unknownDate',
      ),
    ]);
  }
  blocks.push({ kind: 'keyValues', rows });
  return blocks;
}

function ghgSection(words: Words, data: RediiDossierData): PdfSection {
  const { t, language } = words;
  const { ghg } = data;
  const title = t('library:dossier.ghg.title', { year: ghg.year });
  const total = ghg.total;
  const declared = total[total.declaredBasis];
  const basis = t(`ghg:summary.basis.${total.declaredBasis}`);
  const blocks: PdfBlock[] = [];
  if (declared === null) {
    blocks.push(
      text(
        total.status === 'no_energy'
          ? t('ghg:summary.noEnergy')
          : t('ghg:summary.noFeed', { year: ghg.year }),
      ),
    );
  } else {
    blocks.push({
      kind: 'keyValues',
      rows: [
        [t('ghg:summary.declared', { basis }), formatSavings(declared.savings, language)],
        [t('ghg:summary.tonnes', { value: formatGhgTonnes(total.totalTonnes, language) }), verdict(t, total)],
      ],
    });
  }
  blocks.push(text(t('library:dossier.ghg.monthsTitle', { basis })), {
    kind: 'table',
    columns: [
      { header: t('ghg:months.month'), width: 0.3 },
      { header: t('ghg:months.tonnes'), width: 0.2, align: 'right' },
      { header: t('library:dossier.ghg.savings'), width: 0.25, align: 'right' },
      { header: t('ghg:months.status'), width: 0.25 },
    ],
    rows: ghg.months.map(({ month, result }) => {
      const name = formatMonth(ghg.year, month, language);
      const figures = result[result.declaredBasis];
      if (figures === null) {
        return [name, '', t(result.status === 'no_energy' ? 'ghg:months.noEnergy' : 'ghg:months.noFeed'), ''];
      }
      return [
        name,
        formatGhgTonnes(result.totalTonnes, language),
        formatSavings(figures.savings, language),
        verdict(t, result),
      ];
    }),
  });
  if (declared !== null) {
    blocks.push(
      text(t('library:dossier.ghg.stepsTitle', { year: ghg.year })),
      ...ghgYearBlocks(words, total),
    );
  }
  return { title, blocks };
}

function balanceRow({ t, language }: Words, name: string, period: TMassBalancePeriod): string[] {
  const { inputs, outputs, gap, status } = period;
  return [
    name,
    t(`registers:massBalance.status.${status}`),
    inputs ? formatTonnes(inputs.freshTonnes, language) : '—',
    inputs ? formatEnergy(inputs.expectedEnergyKwhPcs, language) : '—',
    outputs?.energyKwhPcs != null ? formatEnergy(outputs.energyKwhPcs, language) : '—',
    gap ? formatPercent(gap.ratioPct, language) : '—',
  ];
}

function massBalanceSection(words: Words, data: RediiDossierData): PdfSection {
  const { t, language } = words;
  const balance = data.massBalance;
  const title = t('library:dossier.massBalance.title', { year: balance.year });
  if (balance.total.status === 'no_data') {
    return { title, blocks: [text(t('library:dossier.massBalance.none', { year: balance.year }))] };
  }
  const limits = {
    min: formatPercent(balance.minRatioPct, language),
    max: formatPercent(balance.maxRatioPct, language),
  };
  const month = (key: string) =>
    formatMonth(Number(key.slice(0, 4)), Number(key.slice(5, 7)), language) || key;
  const flagged = balance.months.filter(
    (period) => period.status === 'above_expected' || period.status === 'below_floor',
  );
  const blocks: PdfBlock[] = [
    text(
      t('library:dossier.massBalance.yearStatus', {
        year: balance.year,
        status: t(`registers:massBalance.status.${balance.total.status}`),
        detail: t(`registers:massBalance.statusDetail.${balance.total.status}`, limits),
      }),
    ),
  ];
  if (balance.isTruncated) blocks.push(text(t('registers:massBalance.truncated')));
  blocks.push({
    kind: 'table',
    columns: [
      { header: t('ghg:months.month'), width: 0.16 },
      { header: t('library:dossier.massBalance.status'), width: 0.24 },
      { header: t('library:dossier.massBalance.freshTonnes'), width: 0.14, align: 'right' },
      { header: t('library:dossier.massBalance.expected'), width: 0.16, align: 'right' },
      { header: t('library:dossier.massBalance.measured'), width: 0.16, align: 'right' },
      { header: t('registers:massBalance.gap'), width: 0.14, align: 'right' },
    ],
    rows: balance.months.map((period) => balanceRow(words, month(period.key), period)),
    totalRow: balanceRow(words, t('registers:massBalance.yearTitle', { year: balance.year }), balance.total),
  });
  blocks.push(
    text(
      flagged.length === 0
        ? t('library:dossier.massBalance.noFlag')
        : [
            t('library:dossier.massBalance.flagged'),
            ...flagged.map(
              (period) =>
                `• ${month(period.key)} — ${t(`registers:massBalance.statusDetail.${period.status}`, limits)}`,
            ),
          ].join('\n'),
    ),
  );
  return { title, blocks };
}

function obligationsSection({ t, language }: Words, data: RediiDossierData): PdfSection {
  const items = data.compliance.items.filter((item) => item.group === 'redii');
  const title = t('library:dossier.obligations.title');
  if (items.length === 0) return { title, blocks: [text(t('library:dossier.obligations.none'))] };
  return {
    title,
    blocks: [
      {
        kind: 'table',
        columns: [
          { header: t('library:dossier.obligations.obligation'), width: 0.46 },
          { header: t('regulation:item.status'), width: 0.22 },
          { header: t('library:dossier.obligations.dueDate'), width: 0.32 },
        ],
        rows: items.map((item) => [
          t(`regulation:obligations.${item.code}.title`),
          t(`regulation:statuses.${item.status}`),
          item.dueDate === null
            ? t('regulation:item.noDue')
            : item.isOverdue
              ? t('regulation:item.overdue', { date: dayText(item.dueDate, language) })
              : dayText(item.dueDate, language),
        ]),
      },
    ],
  };
}

/** The dossier's sections, in the order the issue lists them. */
export function rediiDossierSections(data: RediiDossierData, language: TLanguage): PdfSection[] {
  const words = { t: translatorFor(language), language };
  return [
    plantSection(words, data),
    registerSection(words, data),
    proofsSection(words, data),
    mainCropSection(words, data),
    ghgSection(words, data),
    massBalanceSection(words, data),
    obligationsSection(words, data),
  ];
}

export const rediiDossier: ReportDefinition<RediiDossierData> = {
  category: 'redii_dossier',
  read: readRediiDossier,
  layout(data, language): PdfReportContent {
    const t = translatorFor(language);
    return {
      title: t('library:dossier.title'),
      owner: data.owner,
      period: t('library:dossier.period', { year: data.year }),
      sections: rediiDossierSections(data, language),
      language,
      ...reportFooter(t, language, data.generatedOn),
    };
  },
  documentTexts(data, language) {
    const t = translatorFor(language);
    return {
      name: t('library:dossier.name', { year: data.year }),
      description: t('library:dossier.description', { year: data.year }),
      fileName: `dossier-redii-${String(data.year)}.pdf`,
    };
  },
};
