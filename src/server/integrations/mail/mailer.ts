// Outgoing mail (architecture "mail"): every mail is written to mail_outbox first, so nothing is lost; with
// SMTP_URL it is then delivered over SMTP and the row marked sent or failed; without it the row stays in the
// outbox (status 'outbox') and the dev page shows it.
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import type { MailAttachment, MailOutboxRow } from '../../db/schema/system.js';
import {
  claimRetryableOutboxMails,
  insertOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './mail-outbox.repository.js';

/** Connection timeout of the SMTP transport (brief: 10 s). */
const smtpConnectionTimeoutMs = 10_000;
/** Attempts after which the retry job gives a mail up (the row stays 'failed' with its last error). */
const defaultMaxAttempts = 5;
/** A queued row untouched this long was abandoned mid-delivery (longer than any SMTP timeout). */
const staleQueuedAfterMs = 5 * 60_000;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SendMailOptions {
  /** Reply-To header (e.g. the visitor who wrote to support); stored with the mail, so retries keep it. */
  replyTo?: string;
  attachments?: MailAttachment[];
  /**
   * true: resolve as soon as the mail is in the outbox and deliver in the background (an HTTP request does not
   * wait for the SMTP server); `whenIdle()` waits for such deliveries. Default false: resolve after the attempt.
   */
  isBackground?: boolean;
}

export type SendMailStatus = 'sent' | 'failed' | 'outbox' | 'queued';

export interface SendMailResult {
  /** The mail_outbox row. */
  id: string;
  /** 'queued' only for a background delivery still under way. */
  status: SendMailStatus;
}

export interface RetryMailResult {
  sent: number;
  failed: number;
}

/** The subset of a pino / Fastify logger the mailer writes to. */
export interface MailerLogger {
  info(object: Record<string, unknown>, message: string): void;
  warn(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface Mailer {
  /** Whether mails leave the server (SMTP_URL set) or stay in the outbox. */
  readonly isDeliveryEnabled: boolean;
  /** Queues the mail, then delivers it; never throws because of the SMTP server (only if the outbox write fails). */
  send(message: MailMessage, options?: SendMailOptions): Promise<SendMailResult>;
  /** Delivers again failed rows and abandoned queued rows (for the job scheduler); nothing without SMTP_URL. */
  retryFailedMail(options?: { limit?: number; maxAttempts?: number }): Promise<RetryMailResult>;
  /** Resolves when every background delivery started so far has finished. */
  whenIdle(): Promise<void>;
  /** Waits for background deliveries and closes the SMTP transport. */
  close(): Promise<void>;
}

export interface CreateMailerOptions {
  /** The owner connection: the outbox is server-only, so no request transaction. */
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  logger: MailerLogger;
}

interface OutgoingMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  replyTo: string | null;
}

type Transport = ReturnType<typeof createSmtpTransport>;

/** One SMTP transport per mailer, from smtp:// (STARTTLS when offered) or smtps:// (TLS from the start). */
function createSmtpTransport(smtpUrl: string) {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: smtpConnectionTimeoutMs,
    greetingTimeout: smtpConnectionTimeoutMs,
    socketTimeout: 3 * smtpConnectionTimeoutMs,
  });
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return typeof code === 'string' && !error.message.includes(code)
      ? `${code}: ${error.message}`
      : error.message;
  }
  return String(error);
}

/** "smtp://user:secret@host:587" -> "smtp://host:587" for the log. */
function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'the configured SMTP server';
  }
}

function outgoingFromRow(row: MailOutboxRow): OutgoingMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: row.replyTo,
    attachments: row.attachments,
  };
}

export function createMailer(options: CreateMailerOptions): Mailer {
  const { db, from, logger, smtpUrl } = options;
  const transport: Transport | undefined = smtpUrl ? createSmtpTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<unknown>>();

  if (smtpUrl) logger.info({ smtp: describeSmtpUrl(smtpUrl) }, 'mail: delivering over SMTP');
  else logger.info({}, 'mail: SMTP_URL not set, mails stay in the outbox');

  /** One delivery attempt; the row ends 'sent' or 'failed'. Never throws. */
  async function deliver(activeTransport: Transport, mail: OutgoingMail): Promise<'sent' | 'failed'> {
    try {
      await activeTransport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.contentBase64, 'base64'),
        })),
      });
    } catch (error) {
      const reason = describeError(error);
      logger.warn({ mailId: mail.id, reason }, 'mail: delivery failed, kept for a retry');
      try {
        await markOutboxMailFailed(db, mail.id, reason);
      } catch (markError) {
        logger.error({ mailId: mail.id, err: markError }, 'mail: could not mark the mail failed');
      }
      return 'failed';
    }
    try {
      await markOutboxMailSent(db, mail.id);
    } catch (markError) {
      // Delivered but still 'queued' in the table: the retry would send it twice, which beats losing it.
      logger.error({ mailId: mail.id, err: markError }, 'mail: delivered but could not mark the mail sent');
    }
    return 'sent';
  }

  async function whenIdle(): Promise<void> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  }

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  }

  return {
    isDeliveryEnabled: transport !== undefined,

    async send(message, sendOptions = {}) {
      const attachments = sendOptions.attachments ?? [];
      const id = await insertOutboxMail(db, {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: sendOptions.replyTo ?? null,
        attachments,
        status: transport ? 'queued' : 'outbox',
      });
      if (!transport) return { id, status: 'outbox' };
      const delivery = track(
        deliver(transport, {
          id,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          replyTo: sendOptions.replyTo ?? null,
          attachments,
        }),
      );
      if (sendOptions.isBackground) return { id, status: 'queued' };
      return { id, status: await delivery };
    },

    async retryFailedMail(retryOptions = {}) {
      const result: RetryMailResult = { sent: 0, failed: 0 };
      if (!transport) return result;
      const rows = await claimRetryableOutboxMails(db, {
        maxAttempts: retryOptions.maxAttempts ?? defaultMaxAttempts,
        staleQueuedAfterMs,
        limit: retryOptions.limit ?? 50,
      });
      for (const row of rows) {
        const status = await track(deliver(transport, outgoingFromRow(row)));
        result[status] += 1;
      }
      if (rows.length > 0) logger.info({ ...result }, 'mail: retried failed mail');
      return result;
    },

    whenIdle,

    async close() {
      await whenIdle();
      transport?.close();
    },
  };
}
