import { describe, expect, it } from 'vitest';
import { matchPath } from './match-path';

describe('matchPath', () => {
  it('matches a fixed path whatever its letter case or trailing slash', () => {
    expect(matchPath('/dashboard/stock', '/dashboard/stock')).toEqual({});
    expect(matchPath('/dashboard/stock', '/Dashboard/STOCK/')).toEqual({});
    expect(matchPath('/', '/')).toEqual({});
  });

  it('does not match a path with more or fewer segments, or another segment', () => {
    expect(matchPath('/dashboard/stock', '/dashboard/stock/add')).toBeNull();
    expect(matchPath('/dashboard/stock/add', '/dashboard/stock')).toBeNull();
    expect(matchPath('/dashboard/stock', '/dashboard/agenda')).toBeNull();
    expect(matchPath('/', '/about')).toBeNull();
  });

  it('gives the decoded value of each parameter segment', () => {
    expect(matchPath('/dashboard/shop/:productId', '/dashboard/shop/charbon%20actif')).toEqual({
      productId: 'charbon actif',
    });
    expect(matchPath('/dashboard/shop/:productId', '/dashboard/shop/')).toBeNull();
  });

  it('keeps a segment that is not valid percent-encoding as it is', () => {
    expect(matchPath('/dashboard/shop/:productId', '/dashboard/shop/100%')).toEqual({ productId: '100%' });
  });
});
