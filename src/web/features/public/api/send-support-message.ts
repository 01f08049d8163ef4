import {
  ZCreateSupportMessageResponse,
  type TCreateSupportMessageRequest,
} from '../../../../shared/contracts/support';
import { isContactField, type TContactErrors } from '../components/contact-form-values';

export type TSendSupportMessageResult =
  { isSent: true } | { isSent: false; message: string | undefined; fieldErrors: TContactErrors };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The message of an error body, whatever its exact shape ({ message } or { error }). */
function readServerMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  if (typeof body.error === 'string' && body.error.trim()) return body.error;
  if (isRecord(body.error) && typeof body.error.message === 'string') return body.error.message;
  return undefined;
}

/** Per-field messages the server may send with a 400 ({ fieldErrors: { email: "…" } }). */
function readServerFieldErrors(body: unknown): TContactErrors {
  const errors: TContactErrors = {};
  if (!isRecord(body) || !isRecord(body.fieldErrors)) return errors;
  for (const [field, message] of Object.entries(body.fieldErrors)) {
    if (!isContactField(field)) continue;
    if (typeof message === 'string') errors[field] = message;
    else if (Array.isArray(message) && typeof message[0] === 'string') errors[field] = message[0];
  }
  return errors;
}

/** POST /api/support/messages; rejects only when the request fails on the network. */
export async function sendSupportMessage(
  request: TCreateSupportMessageRequest,
  language: string,
): Promise<TSendSupportMessageResult> {
  const response = await fetch('/api/support/messages', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': language,
    },
    body: JSON.stringify(request),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    return { isSent: false, message: readServerMessage(body), fieldErrors: readServerFieldErrors(body) };
  }
  // A 2xx means the message is stored; the id is only checked so a contract drift shows up in the console.
  if (!ZCreateSupportMessageResponse.safeParse(body).success) {
    console.error('Unexpected response from POST /api/support/messages');
  }
  return { isSent: true };
}
