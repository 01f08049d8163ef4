import { ZCheckoutRequest, type TCheckoutRequest } from '../../../../shared/contracts/shop';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

/** The checkout form's fields, in display order (the first invalid one gets the focus). */
export const checkoutFields = [
  'deliveryName',
  'deliveryCompany',
  'deliveryAddress',
  'deliveryPostalCode',
  'deliveryCity',
  'siret',
  'paymentMethod',
  'acceptTerms',
  'notes',
] as const;
export type TCheckoutField = (typeof checkoutFields)[number];
export type TCheckoutValues = Record<TCheckoutField, string>;

export const emptyCheckoutValues: TCheckoutValues = {
  deliveryName: '',
  deliveryCompany: '',
  deliveryAddress: '',
  deliveryPostalCode: '',
  deliveryCity: '',
  siret: '',
  paymentMethod: '',
  acceptTerms: '',
  notes: '',
};

/**
 * The body of POST /api/orders once the server's own contract accepts it, or each field's message. The body is
 * what the user typed (the server trims and reads empty optional fields as none itself).
 */
export function parseCheckoutValues(values: TCheckoutValues): TParsedForm<TCheckoutRequest, TCheckoutField> {
  const body = {
    ...values,
    paymentMethod: values.paymentMethod === '' ? undefined : values.paymentMethod,
    acceptTerms: values.acceptTerms === 'true',
  };
  const parsed = parseFormValues(ZCheckoutRequest, body, checkoutFields);
  return parsed.ok ? { ok: true, request: body as TCheckoutRequest } : parsed;
}
