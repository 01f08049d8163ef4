/**
 * Plant locations (spec §3 unit_locations, §9 default 48.8566,2.3522): a city name, or coordinates stored as
 * "lat,lng" with dots.
 */
export const LOCATION_TYPES = ['city', 'coordinates'] as const;
export type TLocationType = (typeof LOCATION_TYPES)[number];

/** Spec §9: the forecast's place when the user saved none (Paris). */
export const DEFAULT_LOCATION = { latitude: 48.8566, longitude: 2.3522 } as const;

export const MAX_CITY_LENGTH = 100;
export const MAX_DISPLAY_NAME_LENGTH = 100;
/** Longest coordinates text accepted ("-89.123456789, -179.123456789" with room for spaces). */
export const MAX_COORDINATES_LENGTH = 60;

/** "48.8566,2.3522" or "48.8566 , 2.3522": two decimal numbers with dots, a comma between, spaces allowed. */
const coordinatesPattern = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export type TCoordinatesProblem = 'format' | 'latitude' | 'longitude';

/** What is wrong with a coordinates text, or null when it is a valid "lat,lng". */
export function coordinatesProblem(value: string): TCoordinatesProblem | null {
  const match = coordinatesPattern.exec(value);
  if (!match) return 'format';
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (latitude < -90 || latitude > 90) return 'latitude';
  if (longitude < -180 || longitude > 180) return 'longitude';
  return null;
}

/** The latitude and longitude of a valid coordinates text (null when it is not one). */
export function parseCoordinates(value: string): { latitude: number; longitude: number } | null {
  if (coordinatesProblem(value) !== null) return null;
  const match = coordinatesPattern.exec(value);
  if (!match) return null;
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

/** The stored form of coordinates: "lat,lng" without spaces (same numbers as typed). */
export function normaliseCoordinates(value: string): string | null {
  const match = coordinatesPattern.exec(value);
  if (!match || coordinatesProblem(value) !== null) return null;
  return `${String(match[1])},${String(match[2])}`;
}
