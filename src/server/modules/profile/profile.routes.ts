import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIsNewUserResponse,
  ZPreferences,
  ZPreferencesUpdate,
  ZProfile,
  ZProfileUpdate,
} from '../../../shared/contracts/account.js';
import { resolveNotificationPreferences } from '../../../shared/domain/notifications.js';
import { defaultLanguage } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import { notFound } from '../../lib/http-error.js';
import {
  findPreferences,
  findProfile,
  findStoredNotificationPreferences,
  hasCompletedOnboarding,
  mergeNotificationPreferences,
  upsertPreferences,
} from './profile.repository.js';
import { updateProfile } from './profile.service.js';

export interface ProfileRoutesOptions {
  db: Db;
}

/** "HH:MM:SS" as PostgreSQL gives a time -> "HH:MM". */
const toHoursMinutes = (time: string) => time.slice(0, 5);

/** The notification choices once the user saved some (with the defaults filled in); none before. */
async function readNotifications(tx: DbTransaction, userId: string) {
  const stored = await findStoredNotificationPreferences(tx, userId);
  return stored === undefined || stored === null
    ? {}
    : { notifications: resolveNotificationPreferences(stored) };
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = (app, options) => {
  const { db } = options;

  app.get('/api/profile', { schema: { response: { 200: ZProfile } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const profile = await findProfile(tx, userId);
      if (!profile) throw notFound();
      return { ...profile, updatedAt: profile.updatedAt.toISOString() };
    }),
  );

  app.patch('/api/profile', { schema: { body: ZProfileUpdate, response: { 200: ZProfile } } }, (request) =>
    updateProfile(db, request, request.body),
  );

  app.get('/api/preferences', { schema: { response: { 200: ZPreferences } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const row = await findPreferences(tx, userId);
      return {
        language: row?.language ?? defaultLanguage,
        timezone: row?.timezone ?? 'Europe/Paris',
        dailyResetHour: toHoursMinutes(row?.dailyResetHour ?? '05:00'),
        ...(await readNotifications(tx, userId)),
      };
    }),
  );

  app.patch(
    '/api/preferences',
    { schema: { body: ZPreferencesUpdate, response: { 200: ZPreferences } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const { notifications, ...columns } = request.body;
        await upsertPreferences(tx, userId, columns);
        if (notifications) await mergeNotificationPreferences(tx, userId, notifications);
        const row = await findPreferences(tx, userId);
        if (!row) throw notFound();
        return {
          ...row,
          dailyResetHour: toHoursMinutes(row.dailyResetHour),
          ...(await readNotifications(tx, userId)),
        };
      }),
  );

  app.get('/api/users/me/is-new', { schema: { response: { 200: ZIsNewUserResponse } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({ isNewUser: !(await hasCompletedOnboarding(tx, userId)) })),
  );
  return Promise.resolve();
};
