import { ZDevOutboxResponse, type TDevOutboxMail } from '../../../../shared/contracts/dev-outbox';

/** What GET /api/dev/outbox answered: 404 means the outbox page is switched off on this server. */
export type TDevOutboxResult =
  { kind: 'disabled' } | { kind: 'error' } | { kind: 'loaded'; mails: TDevOutboxMail[] };

export async function getDevOutbox(language: string, signal: AbortSignal): Promise<TDevOutboxResult> {
  const response = await fetch('/api/dev/outbox', {
    headers: { 'x-app-language': language, accept: 'application/json' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 404) return { kind: 'disabled' };
  if (!response.ok) return { kind: 'error' };
  const parsed = ZDevOutboxResponse.safeParse(await response.json());
  return parsed.success ? { kind: 'loaded', mails: parsed.data.mails } : { kind: 'error' };
}
