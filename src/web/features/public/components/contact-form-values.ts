import {
  ZCreateSupportMessageRequest,
  type TCreateSupportMessageRequest,
} from '../../../../shared/contracts/support';

export type TContactField = keyof TCreateSupportMessageRequest;
export type TContactValues = Record<TContactField, string>;
/** One message per field: an i18n key "validation.x" from the contract, or text the server already translated. */
export type TContactErrors = Partial<Record<TContactField, string>>;

/** In the order they appear on the form (the first invalid one gets the focus). */
export const contactFields: readonly TContactField[] = ['name', 'email', 'subject', 'message'];
export const emptyContactValues: TContactValues = { name: '', email: '', subject: '', message: '' };

export function isContactField(value: unknown): value is TContactField {
  return typeof value === 'string' && (contactFields as readonly string[]).includes(value);
}

/** First message per field of a failed parse (the contract's messages are i18n keys). */
export function validateContactValues(values: TContactValues): TContactErrors {
  const result = ZCreateSupportMessageRequest.safeParse(values);
  if (result.success) return {};
  const errors: TContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isContactField(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}
