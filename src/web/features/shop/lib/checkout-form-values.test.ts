import { describe, expect, it } from 'vitest';
import { emptyCheckoutValues, parseCheckoutValues } from './checkout-form-values';

const filled = {
  ...emptyCheckoutValues,
  deliveryName: 'Alice Martin',
  deliveryAddress: '12 route de la Ferme',
  deliveryPostalCode: '35000',
  deliveryCity: 'Rennes',
  paymentMethod: 'paypal',
  acceptTerms: 'true',
};

describe('the checkout form', () => {
  it('gives the order request as typed once the contract accepts it, the terms as a boolean', () => {
    const parsed = parseCheckoutValues({ ...filled, siret: '123 456 789 00012' });
    expect(parsed).toEqual({
      ok: true,
      request: { ...filled, siret: '123 456 789 00012', acceptTerms: true },
    });
  });

  it('names each wrong field with the keys of spec §5 and of the shop', () => {
    const parsed = parseCheckoutValues({
      ...emptyCheckoutValues,
      deliveryPostalCode: '3500',
      siret: '123',
      paymentMethod: 'bank_transfer',
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toMatchObject({
      deliveryName: 'validation.nameRequired',
      deliveryPostalCode: 'validation.postalCodeInvalid',
      siret: 'validation.siretInvalid',
      paymentMethod: 'shop:validation.paymentUnavailable',
      acceptTerms: 'shop:validation.termsRequired',
    });
  });

  it('asks for a payment method when none is chosen', () => {
    const parsed = parseCheckoutValues({ ...filled, paymentMethod: '' });
    expect(parsed.ok ? null : parsed.errors.paymentMethod).toBe('shop:validation.paymentInvalid');
  });
});
