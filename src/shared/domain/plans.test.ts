import { describe, expect, it } from 'vitest';
import {
  defaultPlanId,
  getAllPlanFeatureKeys,
  getPlan,
  getPlanRank,
  getPriceIncludingVat,
  getRequiredPlan,
  isFeatureIncluded,
  isPlanAtLeast,
  isPlanId,
  paymentMethods,
  planFeatureKeys,
  planIds,
  plans,
  trialDays,
  type TPlanId,
} from './plans.js';

describe('isPlanAtLeast', () => {
  const cases: [TPlanId, TPlanId, boolean][] = [
    ['free', 'free', true],
    ['free', 'standard', false],
    ['free', 'premium', false],
    ['standard', 'free', true],
    ['standard', 'standard', true],
    ['standard', 'premium', false],
    ['premium', 'free', true],
    ['premium', 'standard', true],
    ['premium', 'premium', true],
  ];
  it.each(cases)('%s is at least %s: %s', (current, required, expected) => {
    expect(isPlanAtLeast(current, required)).toBe(expected);
  });

  it('follows the order free < standard < premium', () => {
    expect(getPlanRank('free')).toBeLessThan(getPlanRank('standard'));
    expect(getPlanRank('standard')).toBeLessThan(getPlanRank('premium'));
  });
});

describe('plans', () => {
  it('lists the three plans in order with the prices of the spec', () => {
    expect(plans.map((plan) => plan.id)).toEqual(['free', 'standard', 'premium']);
    expect(plans.map((plan) => plan.monthlyPriceEur)).toEqual([59, 89, 119]);
    expect(plans.map((plan) => plan.id)).toEqual([...planIds]);
  });

  it('marks only Standard as popular', () => {
    expect(plans.filter((plan) => plan.isPopular).map((plan) => plan.id)).toEqual(['standard']);
  });

  it('puts every feature in exactly one plan', () => {
    const listed = plans.flatMap((plan) => plan.featureKeys);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...planFeatureKeys].sort());
  });

  it('gives a higher plan every feature of the lower ones', () => {
    const free = getAllPlanFeatureKeys('free');
    const standard = getAllPlanFeatureKeys('standard');
    const premium = getAllPlanFeatureKeys('premium');
    expect(standard).toEqual(expect.arrayContaining(free));
    expect(premium).toEqual(expect.arrayContaining(standard));
    expect(premium).toHaveLength(planFeatureKeys.length);
  });

  it('gates features by the lowest plan that includes them', () => {
    expect(getRequiredPlan('stock')).toBe('free');
    expect(getRequiredPlan('budget')).toBe('standard');
    expect(getRequiredPlan('redii')).toBe('premium');
    expect(isFeatureIncluded('free', 'budget')).toBe(false);
    expect(isFeatureIncluded('premium', 'budget')).toBe(true);
    expect(isFeatureIncluded('standard', 'redii')).toBe(false);
  });

  it('finds a plan by id and recognises plan ids', () => {
    expect(getPlan('standard').monthlyPriceEur).toBe(89);
    expect(isPlanId('premium')).toBe(true);
    expect(isPlanId('basic')).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
    expect(defaultPlanId).toBe('free');
  });

  it('offers a 30-day trial, PayPal and card, bank transfer not yet', () => {
    expect(trialDays).toBe(30);
    expect(paymentMethods.filter((method) => method.isAvailable).map((method) => method.id)).toEqual([
      'paypal',
      'card',
    ]);
    expect(paymentMethods.find((method) => method.id === 'bankTransfer')?.isAvailable).toBe(false);
  });
});

describe('getPriceIncludingVat', () => {
  it('adds 20 % VAT to the cent', () => {
    expect(getPriceIncludingVat(59)).toBe(70.8);
    expect(getPriceIncludingVat(89)).toBe(106.8);
    expect(getPriceIncludingVat(119)).toBe(142.8);
    expect(getPriceIncludingVat(349.99)).toBe(419.99);
    expect(getPriceIncludingVat(100, 5.5)).toBe(105.5);
  });
});
