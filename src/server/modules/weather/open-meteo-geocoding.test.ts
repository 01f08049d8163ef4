import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { geocodingUrl, readPlaces } from './open-meteo-geocoding.js';

describe('geocodingUrl', () => {
  it('asks for up to 10 places in France, named in French', () => {
    const url = geocodingUrl('https://geocoding-api.open-meteo.com/v1', '  Saint-Brieuc ');
    expect(url.origin + url.pathname).toBe('https://geocoding-api.open-meteo.com/v1/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Saint-Brieuc',
      count: '10',
      language: 'fr',
      countryCode: 'FR',
    });
    expect(
      geocodingUrl('https://customer-geocoding-api.open-meteo.com/v1', 'Vire', 'k3y').searchParams.get(
        'apikey',
      ),
    ).toBe('k3y');
  });
});

describe('readPlaces', () => {
  it('reads the places of a documented answer, best match first', () => {
    const answer = {
      results: [
        {
          id: 2981280,
          name: 'Saint-Brieuc',
          latitude: 48.51513,
          longitude: -2.76838,
          country_code: 'FR',
          admin1: 'Bretagne',
          postcodes: ['22000'],
          timezone: 'Europe/Paris',
        },
        { id: 1, name: 'Saint-Brieuc-de-Mauron', latitude: 47.9, longitude: -2.36 },
      ],
      generationtime_ms: 0.8,
    };
    expect(readPlaces(answer)).toEqual([
      {
        name: 'Saint-Brieuc',
        latitude: 48.51513,
        longitude: -2.76838,
        region: 'Bretagne',
        postcodes: ['22000'],
      },
      { name: 'Saint-Brieuc-de-Mauron', latitude: 47.9, longitude: -2.36, region: null, postcodes: [] },
    ]);
  });

  it('tells a name that matched nothing (no results) from an answer that makes no sense', () => {
    expect(readPlaces({ generationtime_ms: 0.3 })).toEqual([]);
    expect(readPlaces({ results: 'none' })).toBeNull();
    expect(readPlaces('<html>503</html>')).toBeNull();
    expect(readPlaces([])).toBeNull();
    expect(readPlaces({ results: [{ name: 'Nulle part', latitude: 123, longitude: 0 }] })).toEqual([]);
  });

  it('never throws on garbage, and keeps only places with a name and valid coordinates', () => {
    fc.assert(
      fc.property(fc.anything(), (results) => {
        for (const place of readPlaces({ results }) ?? []) {
          expect(place.name.trim()).not.toBe('');
          expect(Math.abs(place.latitude)).toBeLessThanOrEqual(90);
          expect(Math.abs(place.longitude)).toBeLessThanOrEqual(180);
        }
      }),
    );
  });
});
