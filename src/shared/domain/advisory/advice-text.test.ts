import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAdvisoryRules } from './advisory-rules.js';
import { CARBON_FINDINGS } from './carbon-saturation.js';
import { FOS_TAC_FINDINGS } from './fos-tac-drift.js';
import { MAIN_CROP_FINDINGS } from './main-crop-budget.js';
import { OLR_FINDINGS } from './olr-change.js';
import { PH_FINDINGS } from './ph-drift.js';
import { SPREADING_FINDINGS } from './spreading-window.js';
import { STOCK_FINDINGS } from './stock-run-out.js';
import { addDays } from '../calendar.js';
import type { TLanguage } from '../../i18n/languages.js';
import { createTranslator } from '../../i18n/translate.js';
import { adviceText } from './advice-text.js';
import { advisoryFormats } from './advisory-formats.js';

type Catalog = Record<string, unknown>;
const folder = join(new URL('.', import.meta.url).pathname, '../../i18n');
const readCatalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as Catalog;
const catalogs: Record<string, Record<string, Catalog>> = {
  fr: {
    advisory: readCatalog('fr', 'advisory'),
    adviceTitles: readCatalog('fr', 'adviceTitles'),
    stock: readCatalog('fr', 'stock'),
  },
  en: {
    advisory: readCatalog('en', 'advisory'),
    adviceTitles: readCatalog('en', 'adviceTitles'),
    stock: readCatalog('en', 'stock'),
  },
};
const translatorIn = (language: TLanguage) =>
  createTranslator({
    lookup: (code, namespace) => catalogs[code]?.[namespace],
    languages: [language],
    namespaces: ['advisory'],
  });

const today = '2026-11-27';

/** A rising FOS/TAC, a stock item running out, an overdue regulatory task and a carbon nearly saturated. */
const advice = runAdvisoryRules({
  today,
  fosTac: {
    readings: Array.from({ length: 14 }, (_, index) => ({
      date: addDays(today, index - 13),
      value: 0.3 + (0.08 * index) / 13,
    })),
  },
  stockItems: [
    {
      id: 'item-1',
      name: 'Antimousse',
      unit: 'kg',
      currentLevel: 10,
      consumption: [
        { date: addDays(today, -20), quantity: 45 },
        { date: addDays(today, -5), quantity: 45 },
      ],
    },
  ],
  maintenanceTasks: [
    {
      id: 'task-1',
      equipmentName: 'Soupapes',
      taskType: 'Contrôle',
      status: 'pending',
      priority: 'high',
      frequency: 'monthly',
      nextDueDate: addDays(today, -10),
      intervalHours: null,
      lastServiceRunningHours: null,
      meterHours: null,
      isRegulatory: true,
    },
  ],
  carbon: { carbonMassKg: 500, h2sPpm: 300, biogasNm3PerDay: 4800, changedOn: addDays(today, -13) },
});
const textOf = (rule: string, language: TLanguage) => {
  const found = advice.find((item) => item.rule === rule);
  if (!found) throw new Error(`no ${rule} advice`);
  return adviceText(found, translatorIn(language), advisoryFormats(language));
};

describe('adviceText', () => {
  it('writes the figures the French way: decimal comma, jj/mm/aaaa, plural counts', () => {
    expect(textOf('fos-tac-drift', 'fr')).toEqual({
      title: 'FOS/TAC en hausse',
      body: [
        // +0,0062 a day from 0,38: 0,4 in 4 days.
        'Le FOS/TAC monte de 0,006 par jour sur 14 jours (dernier : 0,38 le 27/11/2026). À ce rythme il atteindra 0,4 vers le 01/12/2026. Surveillez la ration.',
      ],
      thresholds: [
        'Seuil : 0,3–0,4 (valeur de la source)',
        'Seuil : +0,005/j (valeur par défaut MethaPilot)',
      ],
    });
    expect(textOf('stock-run-out', 'fr').title).toBe('Antimousse : rupture dans 3 jours');
    expect(textOf('stock-run-out', 'fr').body).toEqual([
      '10 kg restants, 90 kg sortis en 2 fois sur 30 jours (3 kg par jour) : rupture prévue le 30/11/2026.',
    ]);
    expect(textOf('maintenance-overdue', 'fr')).toMatchObject({
      title: '1 tâche de maintenance en retard',
      body: [
        'La plus urgente : Contrôle (Soupapes).',
        '10 jours de retard',
        'Dont 1 du programme réglementaire (ICPE 2781).',
      ],
    });
    expect(textOf('carbon-saturation', 'fr').title).toBe('Charbon actif saturé dans 21 jours');
    expect(textOf('carbon-saturation', 'fr').body[0]).toContain('500 kg à 150 g/kg retiennent 75 kg d’H2S');
    expect(textOf('carbon-saturation', 'fr').body[0]).toContain('À 2,19 kg d’H2S par jour');
  });

  it('writes them the English way too', () => {
    expect(textOf('stock-run-out', 'en').title).toBe('Antimousse: runs out in 3 days');
    expect(textOf('maintenance-overdue', 'en').title).toBe('1 maintenance task overdue');
    expect(textOf('fos-tac-drift', 'en').body[0]).toContain('rising by 0.006 a day over 14 days');
  });

  it('has a title (adviceTitles) and a body (advisory) for every rule and finding, in French and in English', () => {
    const findings: Record<string, readonly string[]> = {
      'fos-tac-drift': FOS_TAC_FINDINGS,
      'ph-drift': PH_FINDINGS,
      'olr-change': OLR_FINDINGS,
      'yield-gap': ['below-expected'],
      'carbon-saturation': CARBON_FINDINGS,
      'stock-run-out': STOCK_FINDINGS,
      'maintenance-overdue': ['overdue'],
      'main-crop-budget': MAIN_CROP_FINDINGS,
      'spreading-window': SPREADING_FINDINGS,
    };
    for (const language of ['fr', 'en'] as const) {
      const rules = (catalogs[language]?.advisory?.rules ?? {}) as Record<string, Record<string, Catalog>>;
      for (const [rule, list] of Object.entries(findings)) {
        for (const finding of list) {
          const texts = Object.keys(rules[rule]?.[finding] ?? {});
          const titles = Object.keys(catalogs[language]?.adviceTitles?.[rule] ?? {});
          expect(
            titles.some((key) => key === finding || key.startsWith(`${finding}_`)),
            `${language} ${rule} ${finding}`,
          ).toBe(true);
          expect(
            texts.some((key) => key.startsWith('body')),
            `${language} ${rule} ${finding}`,
          ).toBe(true);
        }
      }
    }
  });
});
