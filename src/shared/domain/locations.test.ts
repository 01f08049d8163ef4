import { describe, expect, it } from 'vitest';
import { coordinatesProblem, normaliseCoordinates, parseCoordinates } from './locations';

describe('location coordinates', () => {
  it('accepts "lat,lng" with dots and spaces around the comma', () => {
    expect(coordinatesProblem('48.8566,2.3522')).toBeNull();
    expect(coordinatesProblem(' 48.8566 , 2.3522 ')).toBeNull();
    expect(coordinatesProblem('-33.9,-70')).toBeNull();
    expect(parseCoordinates('48.8566 , 2.3522')).toEqual({ latitude: 48.8566, longitude: 2.3522 });
    expect(normaliseCoordinates(' 48.8566 , 2.3522 ')).toBe('48.8566,2.3522');
  });

  it('refuses decimal commas, missing parts and text', () => {
    expect(coordinatesProblem('48,8566 , 2,3522')).toBe('format');
    expect(coordinatesProblem('48.8566')).toBe('format');
    expect(coordinatesProblem('Paris')).toBe('format');
    expect(coordinatesProblem('')).toBe('format');
    expect(parseCoordinates('48,8566 , 2,3522')).toBeNull();
    expect(normaliseCoordinates('abc')).toBeNull();
  });

  it('keeps the latitude within -90..90 and the longitude within -180..180', () => {
    expect(coordinatesProblem('90,180')).toBeNull();
    expect(coordinatesProblem('-90,-180')).toBeNull();
    expect(coordinatesProblem('90.5,2')).toBe('latitude');
    expect(coordinatesProblem('-91,2')).toBe('latitude');
    expect(coordinatesProblem('45,180.01')).toBe('longitude');
    expect(coordinatesProblem('45,-200')).toBe('longitude');
  });
});
