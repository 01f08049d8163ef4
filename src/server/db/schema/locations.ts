// Plant location used for the weather forecast (spec §3 unit_locations). One active row per user,
// enforced in code (saving deactivates the previous ones first, spec §4).
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core';
import { id, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

export const LOCATION_TYPES = ['city', 'coordinates'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const unitLocations = pgTable(
  'unit_locations',
  {
    id: id(),
    userId: ownerId(),
    locationType: text('location_type', { enum: LOCATION_TYPES }).notNull(),
    // A city name, or "lat,lng" when location_type is coordinates.
    locationValue: text('location_value').notNull(),
    displayName: text('display_name'),
    // Addition: resolved coordinates (geocoded once for a city) so the forecast call needs no lookup.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('unit_locations_location_type_check', isOneOf(t.locationType, LOCATION_TYPES)),
    check(
      'unit_locations_coordinates_value_check',
      sql`${t.locationType} <> 'coordinates' or ${t.locationValue} ~ '^ *-?[0-9]+([.][0-9]+)? *, *-?[0-9]+([.][0-9]+)? *$'`,
    ),
    check('unit_locations_latitude_check', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check(
      'unit_locations_longitude_check',
      sql`${t.longitude} is null or ${t.longitude} between -180 and 180`,
    ),
    index('unit_locations_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    ownRowsPolicy('unit_locations', t.userId),
  ],
);
export type UnitLocationRow = typeof unitLocations.$inferSelect;
export type NewUnitLocationRow = typeof unitLocations.$inferInsert;
