import { describe, expect, it } from 'vitest';
import { skyOf } from './weather-sky.js';

describe('skyOf', () => {
  it('reads the WMO codes Open-Meteo gives', () => {
    expect([0, 2, 3, 45, 53, 56, 63, 75, 81, 86, 95].map(skyOf)).toEqual([
      'clear',
      'partly-cloudy',
      'overcast',
      'fog',
      'drizzle',
      'freezing-rain',
      'rain',
      'snow',
      'showers',
      'snow-showers',
      'thunderstorm',
    ]);
  });

  it('says "unknown" for a code outside the table', () => {
    expect(skyOf(4)).toBe('unknown');
    expect(skyOf(-1)).toBe('unknown');
  });
});
