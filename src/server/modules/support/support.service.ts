import { randomUUID } from 'node:crypto';
import type {
  TCreateSupportMessageRequest,
  TCreateSupportMessageResponse,
} from '../../../shared/contracts/support.js';
import { defaultLanguage, type TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { Mailer, MailerLogger } from '../../integrations/mail/mailer.js';
import { translatorFor } from '../../lib/i18n.js';
import { insertSupportMessage } from './support.repository.js';

/** Runs work in a request transaction as the application role (request.withAnonymousDb). */
export type AnonymousDbRunner = <T>(work: (tx: DbTransaction) => Promise<T>) => Promise<T>;

export interface CreateSupportMessageInput {
  message: TCreateSupportMessageRequest;
  /** The request's language: the acknowledgement is written in it. */
  language: TLanguage;
  withAnonymousDb: AnonymousDbRunner;
  mailer: Mailer;
  /** SUPPORT_EMAIL: where the notification goes and where the sender may reply. */
  supportEmail: string;
  logger: MailerLogger;
}

/** A header value on one line: line breaks of a typed subject would otherwise end up folded or refused. */
function toSingleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Short reference quoted in both mails (the first block of the message id). */
function referenceOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * Stores the message (one transaction: committed whole or not at all, and nothing is mailed unless it is
 * committed), then queues the notification to support (Reply-To: the sender) and the acknowledgement to the
 * sender in their language. A mail that cannot even be queued is logged: the message itself is safe.
 */
export async function createSupportMessage(
  input: CreateSupportMessageInput,
): Promise<TCreateSupportMessageResponse> {
  const { message, language, mailer, supportEmail, logger } = input;
  const id = randomUUID();
  await input.withAnonymousDb((tx) =>
    insertSupportMessage(tx, {
      id,
      userId: null,
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      language,
    }),
  );

  const reference = referenceOf(id);
  const subject = toSingleLine(message.subject);
  const forSupport = translatorFor(defaultLanguage);
  const forSender = translatorFor(language);
  const receivedAt = new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(new Date());

  const mails = [
    mailer.send(
      {
        to: supportEmail,
        subject: forSupport('mail:supportNotification.subject', { subject }),
        text: forSupport('mail:supportNotification.text', {
          name: message.name,
          email: message.email,
          language,
          reference,
          receivedAt,
          subject,
          message: message.message,
        }),
      },
      { replyTo: message.email, isBackground: true },
    ),
    mailer.send(
      {
        to: message.email,
        subject: forSender('mail:supportAcknowledgement.subject', { subject }),
        text: forSender('mail:supportAcknowledgement.text', {
          name: message.name,
          reference,
          subject,
          message: message.message,
          supportEmail,
          signature: forSender('mail:signature'),
        }),
      },
      { replyTo: supportEmail, isBackground: true },
    ),
  ];
  const results = await Promise.allSettled(mails);
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error(
        { supportMessageId: id, err: result.reason as unknown },
        'support: a mail could not be queued',
      );
    }
  }
  return { id };
}
