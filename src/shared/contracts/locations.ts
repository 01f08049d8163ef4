import { z } from './zod.js';
import {
  LOCATION_TYPES,
  MAX_CITY_LENGTH,
  MAX_COORDINATES_LENGTH,
  MAX_DISPLAY_NAME_LENGTH,
  coordinatesProblem,
} from '../domain/locations.js';

/** One saved location (spec §3 unit_locations). */
export const ZLocation = z.object({
  id: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  /** A city name, or "lat,lng" with dots. */
  locationValue: z.string(),
  displayName: z.string().nullable(),
  /** Filled for coordinates, and for a city once geocoded (null while the geocoder could not be reached). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TLocation = z.infer<typeof ZLocation>;

/** GET /api/locations: every saved location, newest first. */
export const ZLocationList = z.object({ items: z.array(ZLocation) });
export type TLocationList = z.infer<typeof ZLocationList>;

/**
 * GET /api/locations/active: the newest active location, or, when the user saved none, the default Paris
 * coordinates (spec §9) with `isDefault: true`, `id` and `createdAt` null.
 */
export const ZActiveLocation = ZLocation.extend({
  id: z.string().nullable(),
  createdAt: z.string().nullable(),
  isDefault: z.boolean(),
});
export type TActiveLocation = z.infer<typeof ZActiveLocation>;

const coordinatesMessages = {
  format: 'locations:validation.coordinatesFormat',
  latitude: 'locations:validation.latitudeRange',
  longitude: 'locations:validation.longitudeRange',
} as const;

/**
 * POST /api/locations (spec §4: saving deactivates the previous ones and inserts this one as active). A city is
 * 1 to 100 characters once trimmed; coordinates are "lat,lng" with dots (spaces allowed), latitude -90..90 and
 * longitude -180..180.
 */
export const ZCreateLocationRequest = z
  .object({
    locationType: z.enum(LOCATION_TYPES, { error: 'locations:validation.typeInvalid' }),
    locationValue: z.string({ error: 'locations:validation.valueRequired' }).trim(),
    displayName: z
      .string({ error: 'locations:validation.displayNameTooLong' })
      .trim()
      .max(MAX_DISPLAY_NAME_LENGTH, { error: 'locations:validation.displayNameTooLong' })
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const value = body.locationValue;
    if (body.locationType === 'city') {
      if (value.length === 0) {
        context.addIssue({
          code: 'custom',
          path: ['locationValue'],
          message: 'locations:validation.cityRequired',
        });
      } else if (value.length > MAX_CITY_LENGTH) {
        context.addIssue({
          code: 'custom',
          path: ['locationValue'],
          message: 'locations:validation.cityTooLong',
        });
      }
      return;
    }
    if (value.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['locationValue'],
        message: 'locations:validation.coordinatesRequired',
      });
      return;
    }
    const problem = value.length > MAX_COORDINATES_LENGTH ? 'format' : coordinatesProblem(value);
    if (problem !== null) {
      context.addIssue({ code: 'custom', path: ['locationValue'], message: coordinatesMessages[problem] });
    }
  });
export type TCreateLocationRequest = z.input<typeof ZCreateLocationRequest>;
