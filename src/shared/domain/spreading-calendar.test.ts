import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import {
  DIGESTATE_FERTILISER_TYPE,
  FERTILISER_TYPES,
  LAND_USES,
  spreadingBanOn,
  type TFertiliserType,
  type TLandUse,
} from './spreading-calendar.js';

/** domain.md's table, as written there: each ban's first and last day ("dd/mm"). */
const expectedBans: Record<
  Exclude<TLandUse, 'not-cultivated'>,
  Record<TFertiliserType, [string, string][]>
> = {
  'autumn-crops': {
    'type-1': [['15/11', '15/01']],
    'type-2': [['01/10', '31/01']],
    'type-3': [['01/09', '31/01']],
  },
  'autumn-rapeseed': {
    'type-1': [['15/11', '15/01']],
    'type-2': [['15/10', '31/01']],
    'type-3': [['01/09', '31/01']],
  },
  'spring-crops-without-catch-crop': {
    'type-1': [
      ['01/07', '31/08'],
      ['15/11', '15/01'],
    ],
    'type-2': [['01/07', '31/01']],
    'type-3': [['01/07', '15/02']],
  },
  'grassland-over-6-months': {
    'type-1': [['15/12', '15/01']],
    'type-2': [['15/11', '15/01']],
    'type-3': [['01/10', '31/01']],
  },
};

/** "15/11" in the season that starts in 2026 (January to August fall in 2027). */
function seasonDate(dayMonth: string): string {
  const [day = '', month = ''] = dayMonth.split('/');
  const year = Number(month) >= 9 ? 2026 : 2027;
  return `${year}-${month}-${day}`;
}

const isBanned = (date: string, landUse: TLandUse, type: TFertiliserType) =>
  spreadingBanOn(date, landUse, type).isBanned;

describe('the nitrates calendar (domain.md)', () => {
  it('bans every fertiliser all year on land that is not cultivated', () => {
    for (const type of FERTILISER_TYPES) {
      for (const date of ['2026-01-01', '2026-06-15', '2026-12-31', '2028-02-29']) {
        expect(spreadingBanOn(date, 'not-cultivated', type)).toEqual({ isBanned: true, ban: 'all-year' });
      }
    }
  });

  for (const landUse of LAND_USES.filter((use) => use !== 'not-cultivated')) {
    for (const type of FERTILISER_TYPES) {
      it(`${landUse}, ${type}: banned from the first to the last day of each period, allowed the day around`, () => {
        const bans = expectedBans[landUse][type];
        for (const [first, last] of bans) {
          const from = seasonDate(first);
          const to = seasonDate(last);
          expect(isBanned(from, landUse, type), `${first} banned`).toBe(true);
          expect(isBanned(to, landUse, type), `${last} banned`).toBe(true);
          expect(isBanned(addDays(from, 1), landUse, type), `the day after ${first} banned`).toBe(true);
          const before = addDays(from, -1);
          const after = addDays(to, 1);
          const insideAnother = (date: string) =>
            bans.some(([otherFirst, otherLast]) => {
              const otherFrom = seasonDate(otherFirst);
              return otherFrom !== from && date >= otherFrom && date <= seasonDate(otherLast);
            });
          if (!insideAnother(before))
            expect(isBanned(before, landUse, type), `the day before ${first}`).toBe(false);
          if (!insideAnother(after))
            expect(isBanned(after, landUse, type), `the day after ${last}`).toBe(false);
        }
      });
    }
  }

  it('counts the days banned in a year as the table says, leap day included', () => {
    const bannedDays = (landUse: TLandUse, type: TFertiliserType, year: number) => {
      let count = 0;
      for (let date = `${year}-01-01`; date.startsWith(String(year)); date = addDays(date, 1)) {
        if (isBanned(date, landUse, type)) count += 1;
      }
      return count;
    };
    // Digestate on autumn crops: 1 Oct – 31 Jan, 92 days in the autumn and 31 in January.
    expect(bannedDays('autumn-crops', DIGESTATE_FERTILISER_TYPE, 2026)).toBe(123);
    // Type III on spring crops: 1 Jul – 15 Feb; 29 February is after the ban.
    expect(bannedDays('spring-crops-without-catch-crop', 'type-3', 2028)).toBe(31 + 15 + 184);
    expect(isBanned('2028-02-29', 'spring-crops-without-catch-crop', 'type-3')).toBe(false);
  });

  it('says which period bans a day', () => {
    expect(spreadingBanOn('2026-07-14', 'spring-crops-without-catch-crop', 'type-1')).toEqual({
      isBanned: true,
      ban: { from: { month: 7, day: 1 }, to: { month: 8, day: 31 } },
    });
    expect(spreadingBanOn('2026-09-15', 'spring-crops-without-catch-crop', 'type-1')).toEqual({
      isBanned: false,
    });
  });
});
