// Per-user settings and state (spec §3): profile, preferences, onboarding, gamification, legal acceptances
// and subscription plan. One row per user (keyed by user_id) except legal_acceptances, which is a history.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  date,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { supportedLanguages } from '../../../shared/i18n/languages.js';
import { users } from './auth.js';
import { id, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

import { PROFILE_ROLES } from '../../../shared/domain/accounts.js';

export { PROFILE_ROLES, type ProfileRole } from '../../../shared/domain/accounts.js';

/** Subscription plans, in increasing order (spec §4: free < standard < premium). */
export const SUBSCRIPTION_PLANS = ['free', 'standard', 'premium'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** Onboarding tutorial steps, in order (spec §2). */
export const ONBOARDING_STEPS = [
  'language',
  'profile',
  'location',
  'stock',
  'shop',
  'redii',
  'production',
  'subscription',
  'voice-test',
  'legal-acceptance',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Owner key used as primary key by the one-row-per-user tables. */
const userIdPrimaryKey = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' });

export const profiles = pgTable(
  'profiles',
  {
    userId: userIdPrimaryKey(),
    // The own-rows policy lets a user write this row; changing `role` is reserved to a privileged user
    // (spec §2, §6), so the setup migration should grant the application role UPDATE on the other columns only.
    role: text('role', { enum: PROFILE_ROLES }).notNull().default('operator'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    companyName: text('company_name'),
    // Spec §5 profile form fields (display_name 1–100, bio max 500, French phone).
    displayName: text('display_name'),
    bio: text('bio'),
    phone: text('phone'),
    ...timestamps(),
  },
  (t) => [check('profiles_role_check', isOneOf(t.role, PROFILE_ROLES)), ownRowsPolicy('profiles', t.userId)],
);
export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfileRow = typeof profiles.$inferInsert;

export interface PreferencesData {
  tutorial_completed?: boolean;
  [key: string]: unknown;
}

export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: userIdPrimaryKey(),
    preferencesData: jsonb('preferences_data').$type<PreferencesData>().notNull().default({}),
    // NULL until the visitor chooses: the banner shows while there is no stored consent (spec §4).
    cookieConsent: jsonb('cookie_consent').$type<CookieConsent>(),
    timezone: text('timezone').notNull().default('Europe/Paris'),
    dailyResetHour: time('daily_reset_hour').notNull().default('05:00'),
    // Addition: language of server-written texts (e-mails, assistant); spec §9 default fr.
    language: text('language', { enum: supportedLanguages }).notNull().default('fr'),
    ...timestamps(),
  },
  (t) => [
    check(
      'user_preferences_cookie_consent_check',
      sql`${t.cookieConsent} is null or (${t.cookieConsent} -> 'necessary' = 'true'::jsonb and jsonb_typeof(${t.cookieConsent} -> 'analytics') = 'boolean' and jsonb_typeof(${t.cookieConsent} -> 'marketing') = 'boolean')`,
    ),
    check('user_preferences_language_check', isOneOf(t.language, supportedLanguages)),
    ownRowsPolicy('user_preferences', t.userId),
  ],
);
export type UserPreferencesRow = typeof userPreferences.$inferSelect;
export type NewUserPreferencesRow = typeof userPreferences.$inferInsert;

export interface OnboardingStepState {
  completed: boolean;
  completed_at: string;
  [extra: string]: unknown;
}
export type OnboardingStepsCompleted = Partial<Record<OnboardingStep, OnboardingStepState>>;

export const userOnboarding = pgTable(
  'user_onboarding',
  {
    userId: userIdPrimaryKey(),
    stepsCompleted: jsonb('steps_completed').$type<OnboardingStepsCompleted>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [ownRowsPolicy('user_onboarding', t.userId)],
);
export type UserOnboardingRow = typeof userOnboarding.$inferSelect;
export type NewUserOnboardingRow = typeof userOnboarding.$inferInsert;

export const gamificationProfile = pgTable(
  'gamification_profile',
  {
    userId: userIdPrimaryKey(),
    // award_xp(-10) must clamp at 0 (greatest(0, xp + amount)).
    xp: integer('xp').notNull().default(0),
    level: integer('level').notNull().default(1),
    streak: integer('streak').notNull().default(0),
    // Addition: business date of the last Done task, to extend or reset the streak.
    lastActivityDate: date('last_activity_date'),
    ...timestamps(),
  },
  (t) => [
    check('gamification_profile_xp_check', sql`${t.xp} >= 0`),
    check('gamification_profile_level_check', sql`${t.level} >= 1`),
    check('gamification_profile_streak_check', sql`${t.streak} >= 0`),
    ownRowsPolicy('gamification_profile', t.userId),
  ],
);
export type GamificationProfileRow = typeof gamificationProfile.$inferSelect;
export type NewGamificationProfileRow = typeof gamificationProfile.$inferInsert;

/** History of acceptances (append-only), so the proof survives a later change of the terms. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: id(),
    userId: ownerId(),
    termsAccepted: boolean('terms_accepted').notNull().default(false),
    privacyAccepted: boolean('privacy_accepted').notNull().default(false),
    purchaseTermsAccepted: boolean('purchase_terms_accepted').notNull().default(false),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    // Addition: which version of the legal texts was accepted (proof when the texts change).
    termsVersion: text('terms_version'),
    ...timestamps(),
  },
  (t) => [
    index('legal_acceptances_user_id_accepted_at_idx').on(t.userId, t.acceptedAt.desc()),
    ownRowsPolicy('legal_acceptances', t.userId),
  ],
);
export type LegalAcceptanceRow = typeof legalAcceptances.$inferSelect;
export type NewLegalAcceptanceRow = typeof legalAcceptances.$inferInsert;

/** The plan is stored and enforced by the server (architecture: "do better" than local storage). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: userIdPrimaryKey(),
    plan: text('plan', { enum: SUBSCRIPTION_PLANS }).notNull().default('free'),
    // Addition: when the current plan started (billing period, plan history in the activity log).
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // Addition: end of the 30-day free trial (spec §9), NULL when no trial runs.
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('subscriptions_plan_check', isOneOf(t.plan, SUBSCRIPTION_PLANS)),
    ownRowsPolicy('subscriptions', t.userId),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
