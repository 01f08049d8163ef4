import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, type MailStatus } from '../../db/schema/system.js';

export interface OutboxMailSummary {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: MailStatus;
  createdAt: Date;
}

/** The newest outbox mails (owner connection: the table is server-only). */
export async function findRecentOutboxMails(db: Db, limit: number): Promise<OutboxMailSummary[]> {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
