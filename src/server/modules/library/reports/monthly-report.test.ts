// The monthly report's data into its sections and PDF: every section without data says so in words (never
// zeros printed as facts), figures are written as the pages write them (French and English), and the PDF's
// text carries them with the accents, €, œ and the narrow no-break space of Intl's French numbers.
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { runAdvisoryRules } from '../../../../shared/domain/advisory/advisory-rules.js';
import { monthlySummary } from '../../../../shared/domain/budget-summary.js';
import { feedTotals } from '../../../../shared/domain/feed-log.js';
import { productionTotals } from '../../../../shared/domain/production-days.js';
import { renderPdfReport } from '../../../integrations/pdf/pdf-report.js';
import type { MonthlyReportData } from './monthly-report.reader.js';
import { monthlyReport, monthlyReportSections } from './monthly-report.js';

const emptyMonth: MonthlyReportData = {
  month: '2026-10',
  from: '2026-10-01',
  to: '2026-10-31',
  isMonthUnderWay: false,
  generatedOn: '2026-11-27',
  owner: 'GAEC des Œillets',
  production: { totals: productionTotals([]), anomalyCount: 0 },
  feed: { totals: feedTotals([]), lots: [] },
  stock: { lowItems: [], movements: [] },
  maintenance: { completions: [] },
  budget: { summary: monthlySummary([], '2026-10'), byCategory: [] },
  advice: [],
};

const busyMonth: MonthlyReportData = {
  ...emptyMonth,
  production: {
    totals: productionTotals([
      {
        date: '2026-10-03',
        readingCount: 2,
        biogasM3: 12345.6,
        kwhProduced: 21000,
        biomethaneNm3PerHour: 250.04,
        temperatureC: 39,
        ph: 7.4,
        fosTac: 0.32,
        methanePercent: 55.25,
        h2sPpm: 120,
        measuredMethaneNm3: 6820.94,
      },
    ]),
    anomalyCount: 2,
  },
  feed: {
    totals: {
      daysFed: 2,
      entryCount: 3,
      tonnes: 1234.5,
      volatileSolidsKg: 98765.4,
      expectedMethaneNm3: 30000,
      meanOlrKgVsPerM3Day: null,
      incompleteEntryCount: 1,
    },
    lots: [
      { name: 'Ensilage de maïs', tonnes: 1200, volatileSolidsKg: 98765.4 },
      { name: 'Fumier bovin', tonnes: 34.5, volatileSolidsKg: null },
    ],
  },
  stock: {
    lowItems: [{ name: 'Charbon actif', currentLevel: 12.5, threshold: 20, unit: 'kg' }],
    movements: [{ name: 'Charbon actif', unit: 'kg', added: 50, used: 37.5, count: 3 }],
  },
  maintenance: {
    completions: [
      {
        completedOn: '2026-10-14',
        equipmentName: 'Soupape de sécurité',
        taskType: 'Contrôle',
        performedBy: 'Camille Martin',
        isRegulatory: true,
      },
    ],
  },
  budget: {
    summary: monthlySummary(
      [
        { amount: 23456.78, type: 'income', category: 'biomethane_sales', invoiceDate: '2026-10-10' },
        { amount: 1987.65, type: 'expense', category: 'electricity', invoiceDate: '2026-10-12' },
      ],
      '2026-10',
    ),
    byCategory: [
      { category: 'electricity', income: 0, expense: 1987.65 },
      { category: 'biomethane_sales', income: 23456.78, expense: 0 },
    ],
  },
  advice: runAdvisoryRules({
    today: '2026-11-27',
    maintenanceTasks: [
      {
        id: 'task-1',
        equipmentName: 'Torchère',
        taskType: 'Contrôle annuel',
        status: 'pending',
        priority: 'high',
        frequency: 'annual',
        nextDueDate: '2026-11-10',
        intervalHours: null,
        lastServiceRunningHours: null,
        meterHours: null,
        isRegulatory: true,
      },
    ],
  }),
};

/** Every text of the sections, blocks flattened, one line per key-value row or table row. */
function sectionTexts(data: MonthlyReportData, language: 'fr' | 'en'): string[] {
  return monthlyReportSections(data, language).flatMap((section) => [
    `# ${section.title}`,
    ...section.blocks.flatMap((block) => {
      if (block.kind === 'text') return [block.text];
      if (block.kind === 'keyValues') return block.rows.map(([key, value]) => `${key}: ${value}`);
      return [
        block.columns.map((column) => column.header).join(' | '),
        ...[...block.rows, ...(block.totalRow ? [block.totalRow] : [])].map((row) => row.join(' | ')),
      ];
    }),
  ]);
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('monthly report sections', () => {
  it('says each empty section in words, in French and English, without a zero printed as a fact', () => {
    expect(sectionTexts(emptyMonth, 'fr')).toEqual([
      '# Production',
      'Aucune relève de production ce mois-ci.',
      '# Alimentation',
      "Aucune entrée d'alimentation ce mois-ci.",
      '# Stocks',
      "Aucun article sous son seuil d'alerte au 27/11/2026.",
      'Aucun mouvement de stock ce mois-ci.',
      '# Maintenance réalisée',
      'Aucune intervention de maintenance enregistrée ce mois-ci.',
      '# Budget',
      'Aucune facture ce mois-ci.',
      '# Conseils',
      'Aucun conseil en cours au 27/11/2026.',
    ]);
    const english = sectionTexts(emptyMonth, 'en');
    expect(english).toContain('No production reading this month.');
    expect(english).toContain('No feed entry this month.');
    expect(english).toContain('No invoice this month.');
    expect(english).toContain('No advice under way on 27/11/2026.');
  });

  it('writes the figures with the pages’ words and French formats', () => {
    const texts = sectionTexts(busyMonth, 'fr').map(plain);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Jours relevés: 1',
        'Relevés: 2',
        'Biogaz produit: 12 346 m³',
        'Biométhane moyen: 250 Nm³/h',
        'Électricité produite: 21 000 kWh',
        'Méthane mesuré: 6 821 Nm³',
        'CH4 moyen: 55,3 %',
        'Anomalies détectées: 2',
        'Jours alimentés: 2',
        'Tonnes brutes: 1 234,5',
        'Matières volatiles (kg MV): 98 765',
        'Ensilage de maïs | 1 200 | 98 765',
        'Fumier bovin | 34,5 | MV inconnues',
        'Total | 1 234,5 | 98 765',
        "Articles sous leur seuil d'alerte au 27/11/2026",
        'Charbon actif | 12,5 kg | 20 kg',
        'Charbon actif | 50 kg | 37,5 kg | 3',
        '14/10/2026 | Soupape de sécurité | Contrôle (réglementaire) | Camille Martin',
        'Factures: 2',
        'Recettes: 23 456,78 €',
        'Dépenses: 1 987,65 €',
        'Solde: 21 469,13 €',
        'Électricité | 0,00 € | 1 987,65 € | -1 987,65 €',
        'Vente de biométhane | 23 456,78 € | 0,00 € | 23 456,78 €',
        'Conseils en cours au 27/11/2026 :',
      ]),
    );
    expect(texts.some((text) => text.startsWith('À faire — ') && text.includes('Torchère'))).toBe(true);
  });

  it('writes English figures the English way', () => {
    const texts = sectionTexts(busyMonth, 'en');
    expect(texts).toEqual(
      expect.arrayContaining([
        'Biogas produced: 12,346 m³',
        'Income: €23,456.78',
        '14/10/2026 | Soupape de sécurité | Contrôle (regulatory) | Camille Martin',
      ]),
    );
  });
});

describe('monthly report PDF', () => {
  it('draws the title block, the sections and the footer, French characters intact', async () => {
    const content = monthlyReport.layout(busyMonth, 'fr');
    expect(content.period).toBe('octobre 2026 (du 01/10/2026 au 31/10/2026)');
    expect(monthlyReport.documentTexts(busyMonth, 'fr')).toEqual({
      name: "Rapport mensuel d'exploitation — octobre 2026",
      description: 'Production, alimentation, stocks, maintenance, budget et conseils de octobre 2026',
      fileName: 'rapport-mensuel-2026-10.pdf',
    });
    const pdf = await renderPdfReport(content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    // pdf.js reads the narrow no-break space U+202F the file holds as a space.
    const read = plain(text);
    for (const expected of [
      "Rapport mensuel d'exploitation",
      'GAEC des Œillets',
      'Biogaz produit 12 346 m³',
      'Recettes 23 456,78 €',
      'Soupape de sécurité',
      'Généré le 27/11/2026 par MethaPilot',
    ]) {
      expect(read).toContain(expected);
    }
    expect(read).toMatch(/Page 1 sur \d/);
  });

  it('breaks a long table across pages, repeating its header, and numbers every page', async () => {
    const lots = Array.from({ length: 90 }, (_, index) => ({
      name: `Lot n° ${String(index + 1)} — œillette`,
      tonnes: 10 + index,
      volatileSolidsKg: 1000 + index,
    }));
    const pdf = await renderPdfReport(
      monthlyReport.layout({ ...busyMonth, feed: { ...busyMonth.feed, lots } }, 'fr'),
    );
    const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: false });
    expect(totalPages).toBeGreaterThanOrEqual(3);
    const pagesWithLots = text.filter((page) => page.includes('Lot n°'));
    expect(pagesWithLots.length).toBeGreaterThanOrEqual(2);
    for (const page of pagesWithLots) expect(page).toContain('Lot Tonnes brutes kg MV');
    text.forEach((page, index) => {
      expect(page).toContain(`Page ${String(index + 1)} sur ${String(totalPages)}`);
    });
    expect(text.join('\n')).toContain('Lot n° 90 — œillette');
  });
});
