import { languageFromAcceptLanguage, type TLanguage } from '../../../shared/i18n/languages.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { translatorFor } from '../../lib/i18n.js';

/** Header our bridge sets on the request handed to the auth library: the language of the HTTP request. */
export const languageHeader = 'x-methapilot-language';

/** The language to write a mail in: the one of the request that caused it. */
export function mailLanguageOf(request: Request | undefined): TLanguage {
  return languageFromAcceptLanguage(request?.headers.get(languageHeader) ?? undefined);
}

type AuthMailKind = 'verifyEmail' | 'resetPassword';

interface AuthMailInput {
  kind: AuthMailKind;
  to: string;
  name: string;
  url?: string;
  language: TLanguage;
}

/** Queues one account mail (outbox first: nothing is lost if SMTP is down; the retry job resends). */
export async function sendAuthMail(mailer: Mailer, input: AuthMailInput): Promise<void> {
  const t = translatorFor(input.language);
  const values = { name: input.name, url: input.url ?? '', signature: t('mail:signature') };
  await mailer.send(
    { to: input.to, subject: t(`mail:${input.kind}.subject`), text: t(`mail:${input.kind}.text`, values) },
    { isBackground: true },
  );
}
