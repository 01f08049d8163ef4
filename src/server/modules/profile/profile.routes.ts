import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZIsNewUserResponse,
  ZPreferences,
  ZPreferencesUpdate,
  ZProfile,
  ZProfileUpdate,
} from '../../../shared/contracts/account.js';
import { defaultLanguage } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-error.js';
import {
  findPreferences,
  findProfile,
  hasCompletedOnboarding,
  upsertPreferences,
} from './profile.repository.js';
import { updateProfile } from './profile.service.js';

export interface ProfileRoutesOptions {
  db: Db;
}

/** "HH:MM:SS" as PostgreSQL gives a time -> "HH:MM". */
const toHoursMinutes = (time: string) => time.slice(0, 5);

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
      };
    }),
  );

  app.patch(
    '/api/preferences',
    { schema: { body: ZPreferencesUpdate, response: { 200: ZPreferences } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        await upsertPreferences(tx, userId, request.body);
        const row = await findPreferences(tx, userId);
        if (!row) throw notFound();
        return { ...row, dailyResetHour: toHoursMinutes(row.dailyResetHour) };
      }),
  );

  app.get('/api/users/me/is-new', { schema: { response: { 200: ZIsNewUserResponse } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({ isNewUser: !(await hasCompletedOnboarding(tx, userId)) })),
  );
  return Promise.resolve();
};
