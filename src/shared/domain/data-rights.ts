// The user's data rights (issue 21): export, reset and account deletion. Shared by the server and the web app.

/** An export's life: written in the background (pending), then downloadable (ready) or failed. */
export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** At most one export per user in this window (a second request is a 429 saying when the next is possible). */
export const DATA_EXPORT_INTERVAL_MS = 60 * 60_000;

/**
 * The phrase a user types to reset their data, per language. Compared after trimming and ignoring case, and
 * either language's phrase is accepted (a user may switch the language between reading and typing).
 */
export const DATA_RESET_PHRASES = { fr: 'SUPPRIMER MES DONNÉES', en: 'DELETE MY DATA' } as const;

export function isDataResetPhrase(typed: string): boolean {
  const folded = typed.trim().toLocaleUpperCase('fr-FR');
  return Object.values(DATA_RESET_PHRASES).some((phrase) => phrase === folded);
}

/** A Google-only account (no password) confirms a deletion or export with a sign-in at most this old. */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

/**
 * Spec reset-data (§3, §7): the tables the reset empties for the user, exactly these. Their dependants follow
 * their foreign keys (docs/ARCHITECTURE.md "Data rights"); a lot used by the feed log stops the reset.
 */
export const DATA_RESET_TABLES = [
  'agenda_tasks',
  'stock_items',
  'raw_materials',
  'invoices',
  'maintenance_tasks',
  'team_users',
  'team_events',
  'cive_ensilages',
  'user_onboarding',
] as const;
export type DataResetTable = (typeof DATA_RESET_TABLES)[number];
