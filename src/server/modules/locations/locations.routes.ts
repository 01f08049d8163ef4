import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveLocation,
  ZCreateLocationRequest,
  ZLocation,
  ZLocationList,
  type TActiveLocation,
  type TLocation,
} from '../../../shared/contracts/locations.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import {
  DEFAULT_LOCATION,
  normaliseCoordinates,
  parseCoordinates,
} from '../../../shared/domain/locations.js';
import { fieldsRefused, notFound } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import type { TGeocode } from '../weather/fetch-open-meteo.js';
import type { Place } from '../weather/open-meteo-geocoding.js';
import {
  deleteLocation,
  findActiveLocation,
  listLocations,
  saveActiveLocation,
  type LocationRow,
} from './locations.repository.js';

/** "Vire (Normandie)": a town's name with its region, to tell two places of the same name apart. */
function placeName(place: Place | null): string | null {
  if (place === null) return null;
  return place.region ? `${place.name} (${place.region})` : place.name;
}

function toLocation(row: LocationRow): TLocation {
  return {
    id: row.id,
    locationType: row.locationType,
    locationValue: row.locationValue,
    displayName: row.displayName,
    latitude: row.latitude,
    longitude: row.longitude,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spec §9: Paris, when the user saved no location (or deleted them all). */
const defaultActiveLocation: TActiveLocation = {
  id: null,
  locationType: 'coordinates',
  locationValue: `${String(DEFAULT_LOCATION.latitude)},${String(DEFAULT_LOCATION.longitude)}`,
  displayName: null,
  latitude: DEFAULT_LOCATION.latitude,
  longitude: DEFAULT_LOCATION.longitude,
  isActive: true,
  createdAt: null,
  isDefault: true,
};

/**
 * The plant's locations (spec §3 unit_locations, §4, §7): the list, the active one, saving a new active one
 * and deleting one. Deleting the active location makes the newest remaining one active, in the same
 * transaction; with none left the active location is the default (Paris).
 */
export interface LocationsRoutesOptions {
  geocode: TGeocode;
}

/**
 * The coordinates and name of a typed city (Open-Meteo geocoding, places in France, French names): its best
 * match; a name the geocoder does not know is refused. While the geocoder is down the city is saved without
 * coordinates: the weather page geocodes it on its next read.
 */
async function geocodeCity(geocode: TGeocode, city: string) {
  const outcome = await geocode(city);
  if (outcome.kind === 'failed') return null;
  return outcome.places[0] ?? 'unknown';
}

export const locationsRoutes: FastifyPluginAsyncZod<LocationsRoutesOptions> = (app, { geocode }) => {
  app.get('/api/locations', { schema: { response: { 200: ZLocationList } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({ items: (await listLocations(tx, userId)).map(toLocation) })),
  );

  app.get('/api/locations/active', { schema: { response: { 200: ZActiveLocation } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const row = await findActiveLocation(tx, userId);
      return row ? { ...toLocation(row), isDefault: false } : defaultActiveLocation;
    }),
  );

  app.post(
    '/api/locations',
    { schema: { body: ZCreateLocationRequest, response: { 201: ZLocation } } },
    async (request, reply) => {
      const { locationType, locationValue, displayName } = request.body;
      const place = locationType === 'city' ? await geocodeCity(geocode, locationValue) : null;
      if (place === 'unknown') {
        throw fieldsRefused(
          { locationValue: 'locations:validation.cityUnknown' },
          translatorFor(request.language),
        );
      }
      const coordinates = locationType === 'coordinates' ? parseCoordinates(locationValue) : place;
      const row = await request.withUserDb((tx, userId) =>
        saveActiveLocation(tx, userId, {
          locationType,
          locationValue:
            locationType === 'coordinates'
              ? (normaliseCoordinates(locationValue) ?? locationValue)
              : locationValue,
          displayName: displayName ? displayName : placeName(place),
          latitude: coordinates?.latitude ?? null,
          longitude: coordinates?.longitude ?? null,
        }),
      );
      return reply.status(201).send(toLocation(row));
    },
  );

  app.delete('/api/locations/:id', { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const isDeleted = await request.withUserDb((tx, userId) => deleteLocation(tx, userId, request.params.id));
    if (!isDeleted) throw notFound();
    return reply.status(204).send();
  });
  return Promise.resolve();
};
