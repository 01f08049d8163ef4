/**
 * What every advisory rule returns (issue 18 point 5): one advice per situation, with the figures that decided it
 * as typed data (the UI translates and formats them), the reference it rests on and where to act.
 *
 * Isomorphic and pure: no clock, no I/O. "Today" is always the caller's (the plant's calendar date).
 */
import type { TCalendarDate } from '../calendar.js';
import { MAIN_CROP_CAP_RULE_REFERENCE } from '../feedstock-analysis.js';

export const ADVICE_SEVERITIES = ['act', 'watch', 'info'] as const;
/** 'act': do something now; 'watch': keep an eye on it, plan; 'info': worth knowing. Most urgent first. */
export type TAdviceSeverity = (typeof ADVICE_SEVERITIES)[number];

export const ADVICE_RULE_CODES = [
  'fos-tac-drift',
  'ph-drift',
  'olr-change',
  'yield-gap',
  'carbon-saturation',
  'stock-run-out',
  'maintenance-overdue',
  'main-crop-budget',
  'spreading-window',
  'compliance-overdue',
] as const;
export type TAdviceRuleCode = (typeof ADVICE_RULE_CODES)[number];

/** The pages an advice sends the operator to. */
export const ADVICE_ACTION_PATHS = [
  '/dashboard/production',
  '/dashboard/stock',
  '/dashboard/maintenance',
  '/dashboard/raw-materials/analysis',
  '/dashboard/raw-materials/feed',
  '/dashboard/optimisation',
  '/dashboard/weather',
  '/dashboard/shop',
  '/dashboard/reglementation',
] as const;
export type TAdviceActionPath = (typeof ADVICE_ACTION_PATHS)[number];

/**
 * The references the rules rest on: a key naming the section of ../shared/design/domain.md (or `methapilot:` for
 * a rule of ours that no public source gives), and the public source that section cites. The citation is a
 * bibliographic reference, not a sentence to translate.
 */
export const ADVICE_SOURCES = {
  'domain:process-monitoring/fos-tac': 'Practitioner guides (smallops.eu, adhara-viveka); check',
  'domain:process-monitoring/ph': 'smallops.eu',
  'domain:digester-limits/olr': 'renewable-energy-concepts.com',
  'domain:feedstocks/plant-yield':
    'LfL Bayern, mast-lfl/Biogas-potential-paper-2022 (Dandikas et al. 2021; KTBL/LfL, Gas Yield in Agricultural Biogas Plants)',
  'domain:maintenance/activated-carbon':
    'Literature: carbon mass × capacity (60–500 g H2S/kg) ÷ daily H2S load',
  'domain:maintenance/programme': 'Arrêté du 17 juin 2021 modifiant l’arrêté du 12 août 2010 (ICPE 2781)',
  'domain:french-rules/main-crop-cap': MAIN_CROP_CAP_RULE_REFERENCE,
  'domain:weather/digestate-spreading':
    'Arrêté du 12 août 2010, annexe I ; arrêté du 19 décembre 2011, annexe I (programme d’actions nitrates)',
  'domain:french-rules/obligations':
    'Code de l’environnement (ICPE 2781), arrêtés du 12 août 2010 et du 17 juin 2021 ; directive (UE) 2018/2001',
  'methapilot:stock-run-out': null,
} as const satisfies Record<string, string | null>;
export type TAdviceSourceKey = keyof typeof ADVICE_SOURCES;

export interface AdviceSource {
  key: TAdviceSourceKey;
  /** The public source the domain.md section cites; null for a rule of ours. */
  cites: string | null;
}

export function adviceSource(key: TAdviceSourceKey): AdviceSource {
  return { key, cites: ADVICE_SOURCES[key] };
}

/**
 * Where a threshold comes from, so the UI can mark ours as defaults: 'cited' (the domain.md source gives it),
 * 'our-default' (MethaPilot's choice, argued beside its constant), 'plant-setting' (the operator's own value).
 */
export type TThresholdOrigin = 'cited' | 'our-default' | 'plant-setting';

export interface AdviceThreshold {
  value: number;
  origin: TThresholdOrigin;
}

export interface AdviceRange {
  min: number;
  max: number;
  origin: TThresholdOrigin;
}

export interface Advice<TRule extends TAdviceRuleCode, TEvidence> {
  /**
   * `<rule>:<situation>`: the same while the situation lasts (a dismissal sticks), new when it changes (a worse
   * finding, a new onset, a restock, a new carbon load...). Each rule documents what its situation is.
   */
  id: string;
  rule: TRule;
  severity: TAdviceSeverity;
  /** The day the advice is about (onset, predicted date, most overdue due date...): the second sort key. */
  date: TCalendarDate;
  evidence: TEvidence;
  source: AdviceSource;
  actionPath: TAdviceActionPath;
}

export function adviceId(rule: TAdviceRuleCode, ...situation: readonly (string | number)[]): string {
  return [rule, ...situation.map(String)].join(':');
}

/**
 * A short fingerprint of a set of situations (FNV-1a, 32 bits, base 36) for ids that depend on several records,
 * such as the overdue tasks: the same set gives the same id, without carrying every record id in it.
 */
export function fingerprint(parts: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const character of [...parts].sort().join('\u0000')) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function severityRank(severity: TAdviceSeverity): number {
  return ADVICE_SEVERITIES.indexOf(severity);
}

/** Act before watch before info, then the earlier date first, then the id (a total, stable order). */
export function compareAdvice(
  a: Pick<Advice<TAdviceRuleCode, unknown>, 'severity' | 'date' | 'id'>,
  b: Pick<Advice<TAdviceRuleCode, unknown>, 'severity' | 'date' | 'id'>,
): number {
  const bySeverity = severityRank(a.severity) - severityRank(b.severity);
  if (bySeverity !== 0) return bySeverity;
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
}
