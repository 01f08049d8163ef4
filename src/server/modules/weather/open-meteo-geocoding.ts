import { underBase, type Coordinates } from './open-meteo-forecast.js';

/**
 * Open-Meteo's geocoding (domain.md "Weather and digestate spreading"): a city typed in Paramètres becomes
 * coordinates once, so the forecast needs no lookup. French names, places in France only. An answer without
 * `results` means the name matched nothing; anything malformed is dropped place by place.
 */

export interface Place extends Coordinates {
  name: string;
  /** The region (admin1), to tell two towns of the same name apart. */
  region: string | null;
  postcodes: string[];
}

/** GET {base}/search for a typed name, up to 10 places in France, named in French (with a key: the customer's). */
export function geocodingUrl(baseUrl: string, name: string, apiKey?: string): URL {
  const url = underBase(baseUrl, 'search');
  url.searchParams.set('name', name.trim());
  url.searchParams.set('count', '10');
  url.searchParams.set('language', 'fr');
  url.searchParams.set('countryCode', 'FR');
  if (apiKey) url.searchParams.set('apikey', apiKey);
  return url;
}

function readPlace(value: unknown): Place | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, latitude, longitude, admin1, postcodes } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return null;
  if (typeof latitude !== 'number' || !(latitude >= -90 && latitude <= 90)) return null;
  if (typeof longitude !== 'number' || !(longitude >= -180 && longitude <= 180)) return null;
  return {
    name,
    latitude,
    longitude,
    region: typeof admin1 === 'string' && admin1 !== '' ? admin1 : null,
    postcodes: Array.isArray(postcodes)
      ? postcodes.filter((code): code is string => typeof code === 'string')
      : [],
  };
}

/** The places of an answer, best match first; an empty list when the name matched nothing; null when malformed. */
export function readPlaces(body: unknown): Place[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { results } = body as Record<string, unknown>;
  if (results === undefined) return [];
  if (!Array.isArray(results)) return null;
  return results.map(readPlace).filter((place): place is Place => place !== null);
}
