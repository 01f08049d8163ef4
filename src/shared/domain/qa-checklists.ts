/**
 * The QA checklists offered on the public /qa-downloads page (spec §2): one CSV file per product area,
 * served from public/qa/. The files are French documents built for French Excel: UTF-8 with a byte order mark,
 * `;` separator, CRLF line endings, one header row then one test case per row.
 *
 * qa-checklists.test.ts checks every file against this manifest (format, header, unique IDs, case count).
 * When a case is added to or removed from a file, update its `caseCount` here.
 */

/** Folder of the files, as served by the web app (public/qa/ in the repository). */
export const qaChecklistsBasePath = '/qa/';

/** Column separator of the files (French Excel expects `;`). */
export const qaCsvSeparator = ';';

/** The header row, in order. */
export const qaCsvColumns = [
  'ID',
  'Zone',
  'Scénario',
  'Étapes',
  'Résultat attendu',
  'Priorité',
  'Statut',
  'Commentaire',
] as const;

/** Allowed values of the "Priorité" column. */
export const qaPriorities = ['Haute', 'Moyenne', 'Basse'] as const;
export type TQaPriority = (typeof qaPriorities)[number];

/** Allowed values of the "Statut" column in the published files (the tester fills it in afterwards). */
export const qaInitialStatuses = ['', 'À tester'] as const;

export const qaChecklists = [
  {
    fileName: 'qa-01-authentification-sessions.csv',
    area: 'auth',
    idPrefix: 'AUTH',
    caseCount: 30,
    i18nKey: 'checklists.auth',
  },
  {
    fileName: 'qa-02-tableau-de-bord-navigation.csv',
    area: 'shell',
    idPrefix: 'NAV',
    caseCount: 30,
    i18nKey: 'checklists.shell',
  },
  {
    fileName: 'qa-03-agenda-taches.csv',
    area: 'agenda',
    idPrefix: 'AGENDA',
    caseCount: 23,
    i18nKey: 'checklists.agenda',
  },
  {
    fileName: 'qa-04-stock.csv',
    area: 'stock',
    idPrefix: 'STOCK',
    caseCount: 20,
    i18nKey: 'checklists.stock',
  },
  {
    fileName: 'qa-05-matieres-premieres-cive-analyse.csv',
    area: 'raw-materials',
    idPrefix: 'MAT',
    caseCount: 23,
    i18nKey: 'checklists.rawMaterials',
  },
  {
    fileName: 'qa-06-maintenance.csv',
    area: 'maintenance',
    idPrefix: 'MAINT',
    caseCount: 20,
    i18nKey: 'checklists.maintenance',
  },
  {
    fileName: 'qa-07-equipe-budget.csv',
    area: 'team-budget',
    idPrefix: 'EQB',
    caseCount: 18,
    i18nKey: 'checklists.teamBudget',
  },
  {
    fileName: 'qa-08-boutique-panier-devis-paiement.csv',
    area: 'shop',
    idPrefix: 'SHOP',
    caseCount: 26,
    i18nKey: 'checklists.shop',
  },
  {
    fileName: 'qa-09-reglementation-red-ii.csv',
    area: 'regulation',
    idPrefix: 'REG',
    caseCount: 24,
    i18nKey: 'checklists.regulation',
  },
  {
    fileName: 'qa-10-assistant-vocal-louise.csv',
    area: 'assistant',
    idPrefix: 'LOUISE',
    caseCount: 28,
    i18nKey: 'checklists.assistant',
  },
  {
    fileName: 'qa-11-hors-ligne-pwa-synchronisation.csv',
    area: 'offline',
    idPrefix: 'OFFLINE',
    caseCount: 18,
    i18nKey: 'checklists.offline',
  },
] as const;

export type TQaChecklist = (typeof qaChecklists)[number];
export type TQaChecklistArea = TQaChecklist['area'];

/** URL of a checklist file, e.g. "/qa/qa-04-stock.csv". */
export function qaChecklistUrl(checklist: Pick<TQaChecklist, 'fileName'>): string {
  return `${qaChecklistsBasePath}${checklist.fileName}`;
}

/** Total number of test cases over all checklists. */
export function qaTotalCaseCount(): number {
  return qaChecklists.reduce((total, checklist) => total + checklist.caseCount, 0);
}
