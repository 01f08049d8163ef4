/** Spec §3/§9 defaults of user_preferences. */
export const defaultTimeZone = 'Europe/Paris';
export const defaultDailyResetHour = '05:00';

/**
 * The time zones to offer: those the browser knows, plus the stored one and the default if the browser does
 * not list them (a stored value must stay visible), sorted.
 */
export function listTimeZones(current: string, known: readonly string[] = getKnownTimeZones()): string[] {
  const zones = new Set(known);
  zones.add(defaultTimeZone);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b, 'en'));
}

function getKnownTimeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** "America/Port_of_Spain" -> "America / Port of Spain". */
export function formatTimeZoneLabel(timeZone: string): string {
  return timeZone.replace(/_/g, ' ').replace(/\//g, ' / ');
}
