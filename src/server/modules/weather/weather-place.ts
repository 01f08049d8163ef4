import { DEFAULT_LOCATION } from '../../../shared/domain/locations.js';
import type { LocationRow } from '../locations/locations.repository.js';
import type { TGeocode } from './fetch-open-meteo.js';
import type { Coordinates } from './open-meteo-forecast.js';

/** Where the forecast is for, or why there is no such place. */
export type TWeatherPlace =
  | { kind: 'place'; name: string | null; coordinates: Coordinates; isDefault: boolean; geocoded: boolean }
  | { kind: 'unknown'; name: string }
  | { kind: 'unresolved'; name: string };

/**
 * The place of the user's active location: its stored coordinates; a city saved while the geocoder was down is
 * geocoded now (`geocoded`: the caller stores the coordinates); no location is Paris (spec §9).
 */
export async function resolveWeatherPlace(
  location: LocationRow | null,
  geocode: TGeocode,
): Promise<TWeatherPlace> {
  if (location === null) {
    return { kind: 'place', name: null, coordinates: DEFAULT_LOCATION, isDefault: true, geocoded: false };
  }
  const name = location.displayName ?? location.locationValue;
  if (location.latitude !== null && location.longitude !== null) {
    return {
      kind: 'place',
      name,
      coordinates: { latitude: location.latitude, longitude: location.longitude },
      isDefault: false,
      geocoded: false,
    };
  }
  const outcome = await geocode(location.locationValue);
  if (outcome.kind === 'failed') return { kind: 'unresolved', name };
  const [best] = outcome.places;
  if (!best) return { kind: 'unknown', name };
  return {
    kind: 'place',
    name,
    coordinates: { latitude: best.latitude, longitude: best.longitude },
    isDefault: false,
    geocoded: true,
  };
}
