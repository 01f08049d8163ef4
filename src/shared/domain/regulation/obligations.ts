/**
 * The obligations a French biogas plant lives by (domain.md "French rules", "RED II", "Registers and reports",
 * "Maintenance a plant lives by"), each with the rule it comes from, how often it comes back, and whether it
 * applies to this plant given its profile. The compliance follow-up (/dashboard/reglementation) is this list with
 * the operator's status, due date, notes and evidence on each.
 */
import { addMonths, type TCalendarDate } from '../calendar.js';
import {
  classifyPlant,
  ICPE_RULE_REFERENCE,
  REDII_RULE_REFERENCE,
  type PlantClassification,
} from './plant-classification.js';
import type { PlantRegulatoryProfile } from './plant-profile.js';

export const OBLIGATION_GROUPS = ['icpe', 'maintenance', 'spreading', 'main_crop', 'redii'] as const;
export type TObligationGroup = (typeof OBLIGATION_GROUPS)[number];

/** Spec §3 RED II item statuses. */
export const COMPLIANCE_STATUSES = ['pending_action', 'in_progress', 'completed', 'not_applicable'] as const;
export type TComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** once: done when done; continuous: kept up all the time; every N months: due again N months after it was done. */
export type TRecurrence = { kind: 'once' } | { kind: 'continuous' } | { kind: 'every'; months: number };

/** applies; not_applicable (the profile says so); to_confirm (the profile lacks what decides it: kept, shown). */
export type TApplicability = 'applies' | 'not_applicable' | 'to_confirm';

/** Where the work of an obligation is done in the app. */
export const OBLIGATION_LINK_PATHS = [
  '/dashboard/reglementation/register',
  '/dashboard/reglementation/ghg',
  '/dashboard/reglementation/mass-balance',
  '/dashboard/raw-materials/analysis',
  '/dashboard/maintenance',
  '/dashboard/weather',
  '/dashboard/library',
] as const;
export type TObligationLinkPath = (typeof OBLIGATION_LINK_PATHS)[number];

interface ObligationDefinition {
  group: TObligationGroup;
  reference: string;
  recurrence: TRecurrence;
  linkPath: TObligationLinkPath | null;
}

const MAINTENANCE_DECREE = 'Arrêté du 17 juin 2021 modifiant l’arrêté du 12 août 2010 (ICPE 2781)';
const SPREADING_DECREE = 'Arrêté du 12 août 2010, annexe I (épandage du digestat)';
const MAIN_CROP_DECREE = 'Décret 2016-929, Code de l’environnement D.543-291 et D.543-292';
const yearly: TRecurrence = { kind: 'every', months: 12 };

/** Every obligation by its code (the code is stored with the operator's status; never rename one). */
export const OBLIGATIONS = {
  icpe_file: { group: 'icpe', reference: ICPE_RULE_REFERENCE, recurrence: { kind: 'once' }, linkPath: null },
  admission_register: {
    group: 'icpe',
    reference: 'Arrêté du 12 août 2010 : registre d’admission conservé au moins 3 ans',
    recurrence: { kind: 'continuous' },
    linkPath: '/dashboard/reglementation/register',
  },
  exit_register: {
    group: 'icpe',
    reference: 'Arrêté du 12 août 2010 : registre de sortie du digestat conservé au moins 10 ans',
    recurrence: { kind: 'continuous' },
    linkPath: null,
  },
  digestate_storage_capacity: {
    group: 'icpe',
    reference:
      'Arrêté du 12 août 2010 : stockage du digestat d’au moins 4 mois (6 conseillés pour le liquide)',
    recurrence: { kind: 'once' },
    linkPath: null,
  },
  maintenance_programme: {
    group: 'maintenance',
    reference: MAINTENANCE_DECREE,
    recurrence: { kind: 'continuous' },
    linkPath: '/dashboard/maintenance',
  },
  gas_storage_check: {
    group: 'maintenance',
    reference: MAINTENANCE_DECREE,
    recurrence: { kind: 'every', months: 6 },
    linkPath: '/dashboard/maintenance',
  },
  relief_valves_and_sensors: {
    group: 'maintenance',
    reference: MAINTENANCE_DECREE,
    recurrence: yearly,
    linkPath: '/dashboard/maintenance',
  },
  methane_detection: {
    group: 'maintenance',
    reference: MAINTENANCE_DECREE,
    recurrence: yearly,
    linkPath: '/dashboard/maintenance',
  },
  spreading_plan: {
    group: 'spreading',
    reference: SPREADING_DECREE,
    recurrence: { kind: 'once' },
    linkPath: null,
  },
  spreading_log: {
    group: 'spreading',
    reference: SPREADING_DECREE,
    recurrence: { kind: 'continuous' },
    linkPath: '/dashboard/weather',
  },
  annual_agronomic_report: {
    group: 'spreading',
    reference: SPREADING_DECREE,
    recurrence: yearly,
    linkPath: null,
  },
  main_crop_cap: {
    group: 'main_crop',
    reference: MAIN_CROP_DECREE,
    recurrence: yearly,
    linkPath: '/dashboard/raw-materials/analysis',
  },
  redii_certificate: {
    group: 'redii',
    reference: REDII_RULE_REFERENCE,
    recurrence: yearly,
    linkPath: null,
  },
  supplier_declarations: {
    group: 'redii',
    reference: 'Directive (UE) 2018/2001 art. 29 et 30 ; règlement d’exécution (UE) 2022/996',
    recurrence: { kind: 'continuous' },
    linkPath: '/dashboard/reglementation/register',
  },
  mass_balance: {
    group: 'redii',
    reference: 'Directive (UE) 2018/2001 art. 30 (bilan massique) ; règlement d’exécution (UE) 2022/996',
    recurrence: { kind: 'every', months: 1 },
    linkPath: '/dashboard/reglementation/mass-balance',
  },
  ghg_calculation: {
    group: 'redii',
    reference: 'Directive (UE) 2018/2001 art. 29(10) et annexe VI',
    recurrence: yearly,
    linkPath: '/dashboard/reglementation/ghg',
  },
  redii_annual_declaration: {
    group: 'redii',
    reference: 'Arrêté du 1er février 2023',
    recurrence: yearly,
    linkPath: '/dashboard/library',
  },
} as const satisfies Record<string, ObligationDefinition>;

export type TObligationCode = keyof typeof OBLIGATIONS;
export const OBLIGATION_CODES = Object.keys(OBLIGATIONS) as TObligationCode[];

export function isObligationCode(value: string): value is TObligationCode {
  return Object.hasOwn(OBLIGATIONS, value);
}

/** Why an obligation applies or not (a key of the regulation catalog's `applicability` texts). */
export type TApplicabilityReason =
  | 'every_plant'
  | 'main_crop_applies'
  | 'main_crop_before_2017'
  | 'main_crop_date_unknown'
  | 'redii_in_scope'
  | 'redii_out_of_scope'
  | 'redii_capacity_unknown';

export interface ObligationStanding {
  code: TObligationCode;
  group: TObligationGroup;
  reference: string;
  recurrence: TRecurrence;
  linkPath: TObligationLinkPath | null;
  applicability: TApplicability;
  reason: TApplicabilityReason;
}

function applicabilityOf(
  group: TObligationGroup,
  classification: PlantClassification,
): Pick<ObligationStanding, 'applicability' | 'reason'> {
  if (group === 'main_crop') {
    switch (classification.mainCropRule) {
      case 'applies':
        return { applicability: 'applies', reason: 'main_crop_applies' };
      case 'before_2017':
        return { applicability: 'not_applicable', reason: 'main_crop_before_2017' };
      case 'date_unknown':
        return { applicability: 'to_confirm', reason: 'main_crop_date_unknown' };
    }
  }
  if (group === 'redii') {
    const { isInScope } = classification.redii;
    if (isInScope === null) return { applicability: 'to_confirm', reason: 'redii_capacity_unknown' };
    return isInScope
      ? { applicability: 'applies', reason: 'redii_in_scope' }
      : { applicability: 'not_applicable', reason: 'redii_out_of_scope' };
  }
  return { applicability: 'applies', reason: 'every_plant' };
}

/** Every obligation with whether it applies to the plant of this profile, in catalogue order. */
export function plantObligations(profile: PlantRegulatoryProfile): ObligationStanding[] {
  const classification = classifyPlant(profile);
  return OBLIGATION_CODES.map((code) => {
    const definition: ObligationDefinition = OBLIGATIONS[code];
    return { code, ...definition, ...applicabilityOf(definition.group, classification) };
  });
}

/** The operator's record of one obligation (stored), or none yet. */
export interface ObligationRecord {
  status: TComplianceStatus;
  dueDate: TCalendarDate | null;
  /** The day it was last marked completed. */
  completedOn: TCalendarDate | null;
}

export interface ObligationState {
  /** What the page shows: a recurring obligation done and due again is pending again. */
  status: TComplianceStatus;
  dueDate: TCalendarDate | null;
  isOverdue: boolean;
}

/** The due date after completing a recurring obligation on `completedOn`: one period later; none otherwise. */
export function nextDueDate(recurrence: TRecurrence, completedOn: TCalendarDate): TCalendarDate | null {
  return recurrence.kind === 'every' ? addMonths(completedOn, recurrence.months) : null;
}

/**
 * Where an obligation stands today. An obligation that does not apply is not applicable whatever was stored; a
 * recurring one completed is pending again from its next due date; an open one past its due date is overdue.
 */
export function obligationState(
  standing: Pick<ObligationStanding, 'applicability' | 'recurrence'>,
  record: ObligationRecord | null,
  today: TCalendarDate,
): ObligationState {
  if (standing.applicability === 'not_applicable') {
    return { status: 'not_applicable', dueDate: null, isOverdue: false };
  }
  const dueDate = record?.dueDate ?? null;
  let status = record?.status ?? 'pending_action';
  if (
    status === 'completed' &&
    standing.recurrence.kind === 'every' &&
    dueDate !== null &&
    dueDate <= today
  ) {
    status = 'pending_action';
  }
  const isOpen = status === 'pending_action' || status === 'in_progress';
  return { status, dueDate, isOverdue: isOpen && dueDate !== null && dueDate < today };
}
