// Authentication tables, shaped after better-auth 1.x's core schema (models user, session, account,
// verification; plural table names, so its Drizzle adapter runs with `usePlural: true`) and uuid ids.
// This file defines its columns inline: columns.ts imports `users` from here.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownRowsPolicy } from './rls.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // better-auth requires a name (sign-up sends one); the profile holds first and last names.
    name: text('name').notNull(),
    // Unique as stored: better-auth lower-cases e-mails before writing them.
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    // Field of better-auth's twoFactor plugin: spec §6 makes admin rights depend on a verified TOTP factor.
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [ownRowsPolicy('users', t.id)],
);
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Server-only (no policy): read and written by the auth layer, never by the application role. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    // Purging expired sessions (job) scans by expiry.
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
).enableRLS();
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

/** Server-only (no policy): credentials (password hash) and OAuth tokens. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    // One external identity (e.g. a Google subject) links to one user only.
    uniqueIndex('accounts_provider_account_unique').on(t.providerId, t.accountId),
  ],
).enableRLS();
export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

/** Server-only (no policy): e-mail verification and password-reset tokens. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // better-auth looks verifications up by identifier.
    index('verifications_identifier_idx').on(t.identifier),
    index('verifications_expires_at_idx').on(t.expiresAt),
  ],
).enableRLS();
export type VerificationRow = typeof verifications.$inferSelect;
export type NewVerificationRow = typeof verifications.$inferInsert;

/**
 * Addition: better-auth twoFactor plugin table (model `twoFactor`), needed for TOTP (architecture: admin
 * = role admin AND a verified TOTP factor). Server-only (no policy): holds the encrypted TOTP secret.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    // Set once the user has typed a first valid code: spec §6 admin rights need a *verified* factor.
    verified: boolean('verified').notNull().default(true),
    // better-auth's account lockout after consecutive wrong codes.
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
).enableRLS();
export type TwoFactorRow = typeof twoFactors.$inferSelect;
export type NewTwoFactorRow = typeof twoFactors.$inferInsert;

/**
 * Addition: TOTP codes already accepted, so a code works once within its window (architecture: "TOTP codes
 * single-use"). Server-only; rows older than the window are purged.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.code] }), index('used_totp_codes_used_at_idx').on(t.usedAt)],
).enableRLS();
export type UsedTotpCodeRow = typeof usedTotpCodes.$inferSelect;
