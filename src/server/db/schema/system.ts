// Server-side plumbing: the mail outbox (architecture: without SMTP_URL mail stays in an outbox read from a
// dev page; with it, the sender job delivers from here) and support messages from the public /support page.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { supportedLanguages } from '../../../shared/i18n/languages.js';
import { users } from './auth.js';
import { id, isOneOf, timestamps } from './columns.js';
import { appRole, currentUserId } from './rls.js';

/** queued: to deliver over SMTP; outbox: kept for the dev outbox page (no SMTP_URL); sent; failed (retried later). */
export const MAIL_STATUSES = ['queued', 'outbox', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Base64 of the file (e.g. the quote PDF of spec §7 send-quote-email). */
  contentBase64: string;
}

/** Server-only (RLS on, no policy): the application role can neither read nor write it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Addition: Reply-To (support notifications answer the visitor), kept so a retried mail still has it.
    replyTo: text('reply_to'),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    // Addition: files sent with the mail (the quote request carries its PDF).
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    // Addition: delivery attempts, so the sender job can give up after a few failures.
    attempts: integer('attempts').notNull().default(0),
    ...timestamps(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_status_check', isOneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_sent_at_check', sql`${t.status} <> 'sent' or ${t.sentAt} is not null`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    // Sender job: queued mail, oldest first; dev page: newest first.
    index('mail_outbox_status_created_at_idx').on(t.status, t.createdAt),
    index('mail_outbox_created_at_idx').on(t.createdAt.desc()),
  ],
).enableRLS();
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;

/**
 * Messages from the support form, signed in or not. The application role may only insert (no read back:
 * an INSERT … RETURNING would need a SELECT policy, so the caller generates the id itself).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    // The signed-in sender, NULL for a visitor; kept (set null) if the account is deleted.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    language: text('language', { enum: supportedLanguages }).notNull().default('fr'),
    ...timestamps(),
  },
  (t) => [
    check('support_messages_language_check', isOneOf(t.language, supportedLanguages)),
    index('support_messages_user_id_idx').on(t.userId),
    index('support_messages_created_at_idx').on(t.createdAt.desc()),
    // Insert only; a message may carry no user or the signed-in user, never someone else.
    pgPolicy('support_messages_insert', {
      as: 'permissive',
      to: appRole,
      for: 'insert',
      withCheck: sql`${t.userId} is null or ${t.userId} = ${currentUserId}`,
    }),
  ],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportMessageRow = typeof supportMessages.$inferInsert;

/**
 * Addition: fixed-window request counters of the rate limits (sign-in, sign-up, reset, second factor), kept in
 * the database so that every server instance counts the same attempts. Server-only (no policy).
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limit_buckets_window_started_at_idx').on(t.windowStartedAt)],
).enableRLS();
