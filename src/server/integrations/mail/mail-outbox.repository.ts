// SQL of the mail outbox. Server-only table (RLS on, no policy for the application role): every function
// here runs on the owner connection (system context), never inside a request's user transaction.
import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mailOutbox, type MailAttachment, type MailOutboxRow } from '../../db/schema/system.js';

/** Longest error text kept on a failed row (SMTP answers can be long). */
const maxErrorLength = 1000;

export interface NewOutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  attachments: MailAttachment[];
  /** 'queued' when an SMTP server will deliver it now; 'outbox' when none is configured (dev page only). */
  status: 'queued' | 'outbox';
}

/** Writes a mail to the outbox and returns its id. */
export async function insertOutboxMail(db: Db, mail: NewOutboxMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo,
      attachments: mail.attachments,
      status: mail.status,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox: insert returned no row');
  return row.id;
}

/** Records a successful delivery. */
export async function markOutboxMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), error: null, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed delivery with the error text (the retry job picks it up later). */
export async function markOutboxMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'failed',
      error: error.slice(0, maxErrorLength),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(eq(mailOutbox.id, id));
}

export interface ClaimRetryableMailsOptions {
  /** Rows that already had this many attempts are left alone for good. */
  maxAttempts: number;
  /** A queued row untouched for this long was abandoned (process stopped mid-delivery). */
  staleQueuedAfterMs: number;
  limit: number;
}

/**
 * Takes failed rows and abandoned queued rows for a new delivery attempt, oldest first. Claiming sets them
 * back to 'queued' with a fresh updated_at, and the rows are locked with SKIP LOCKED while claimed, so two
 * concurrent runs (or a request still delivering its own mail) never send the same row twice.
 */
export async function claimRetryableOutboxMails(
  db: Db,
  options: ClaimRetryableMailsOptions,
): Promise<MailOutboxRow[]> {
  const staleBefore = new Date(Date.now() - options.staleQueuedAfterMs);
  const candidates = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        or(
          eq(mailOutbox.status, 'failed'),
          and(eq(mailOutbox.status, 'queued'), lt(mailOutbox.updatedAt, staleBefore)),
        ),
        lt(mailOutbox.attempts, options.maxAttempts),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', updatedAt: new Date() })
    .where(inArray(mailOutbox.id, candidates))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
