import { describe, expect, it } from 'vitest';
import { stockMovementOf } from './stock-movement';

describe('stockMovementOf: the quantity entry of a stock card', () => {
  it('reads comma or point decimals as an entry or a removal', () => {
    expect(stockMovementOf('12,5', 'in', 0)).toEqual({ ok: true, delta: 12.5 });
    expect(stockMovementOf(' 0.25 ', 'out', 3.75)).toEqual({ ok: true, delta: -0.25 });
    expect(stockMovementOf('3,75', 'out', 3.75)).toEqual({ ok: true, delta: -3.75 });
  });

  it('refuses an empty, zero, negative, too precise or too large quantity, and a removal beyond the stock', () => {
    expect(stockMovementOf('', 'in', 10)).toEqual({ ok: false, errorKey: 'stock:movement.quantityRequired' });
    expect(stockMovementOf('0', 'in', 10)).toEqual({ ok: false, errorKey: 'stock:movement.quantityInvalid' });
    expect(stockMovementOf('-2', 'in', 10)).toEqual({
      ok: false,
      errorKey: 'stock:movement.quantityInvalid',
    });
    expect(stockMovementOf('douze', 'in', 10)).toEqual({
      ok: false,
      errorKey: 'stock:movement.quantityInvalid',
    });
    expect(stockMovementOf('1,0001', 'in', 10)).toEqual({
      ok: false,
      errorKey: 'stock:movement.tooManyDecimals',
    });
    expect(stockMovementOf('2000000000', 'in', 10)).toEqual({
      ok: false,
      errorKey: 'stock:validation.quantityTooBig',
    });
    expect(stockMovementOf('10,5', 'out', 10)).toEqual({
      ok: false,
      errorKey: 'stock:movement.moreThanStock',
    });
  });
});
