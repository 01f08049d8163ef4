import type { DbTransaction } from '../../db/user-context.js';
import { supportMessages } from '../../db/schema/system.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';

export interface NewSupportMessage {
  /** Chosen by the caller: the application role may insert but not read back (no INSERT … RETURNING). */
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: TLanguage;
}

/** Stores a message of the support form (insert-only table for the application role). */
export async function insertSupportMessage(tx: DbTransaction, message: NewSupportMessage): Promise<void> {
  await tx.insert(supportMessages).values({
    id: message.id,
    userId: message.userId,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    language: message.language,
  });
}
