import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveSessionsResponse,
  ZCurrentSession,
  ZSessionIdParams,
  ZSessionPresence,
  ZSessionStatus,
  type TSessionStatus,
} from '../../../shared/contracts/account.js';
import { sessionTimings } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/client.js';
import { notFound, unauthenticated } from '../../lib/http-error.js';
import { readAccessFacts } from '../admin/admin-access.repository.js';
import type { RequestSession, SessionReader } from '../auth/session-reader.js';
import { extendSession, listActiveSessions, revokeSession } from './sessions.repository.js';

export interface SessionRoutesOptions {
  db: Db;
  sessionReader: SessionReader;
}

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = (app, options) => {
  const { db, sessionReader } = options;

  async function requireSession(request: FastifyRequest, isActivity: boolean): Promise<RequestSession> {
    const found = await sessionReader.readSession(request, { isActivity });
    if (!found) throw unauthenticated();
    return found;
  }

  async function statusOf(found: RequestSession, expiresAt: Date): Promise<TSessionStatus> {
    const access = await readAccessFacts(db, found.user.id);
    const absoluteEnd = new Date(found.session.createdAt.getTime() + sessionTimings.absoluteLifetimeMs);
    return {
      user: found.user,
      session: {
        id: found.session.id,
        expiresAt: expiresAt.toISOString(),
        absoluteExpiresAt: absoluteEnd.toISOString(),
      },
      role: access.role,
      isAdmin: access.isAdmin,
      serverTime: new Date().toISOString(),
    };
  }

  // Status poll (every 30 s): reading it is not activity, so it never keeps an idle session alive.
  app.get('/api/session', { schema: { response: { 200: ZSessionStatus } } }, async (request) => {
    const found = await requireSession(request, false);
    return statusOf(found, found.session.expiresAt);
  });

  // The app's first read: 200 with null when signed out, so a signed-out visit logs no failed request.
  app.get('/api/session/current', { schema: { response: { 200: ZCurrentSession } } }, async (request) => {
    const found = await sessionReader.readSession(request, { isActivity: false });
    return { status: found ? await statusOf(found, found.session.expiresAt) : null };
  });

  app.get('/api/session/presence', { schema: { response: { 200: ZSessionPresence } } }, async (request) => ({
    isSignedIn: (await sessionReader.readSession(request, { isActivity: false })) !== null,
  }));

  // "Prolonger" and the activity heartbeat.
  app.post('/api/session/refresh', { schema: { response: { 200: ZSessionStatus } } }, async (request) => {
    const found = await requireSession(request, false);
    const expiresAt = await extendSession(db, found.session.id);
    if (!expiresAt) throw unauthenticated();
    return statusOf(found, expiresAt);
  });

  app.get('/api/sessions', { schema: { response: { 200: ZActiveSessionsResponse } } }, async (request) => {
    const found = await requireSession(request, true);
    const rows = await listActiveSessions(db, found.user.id);
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        isCurrent: row.id === found.session.id,
      })),
    };
  });

  app.delete('/api/sessions/:id', { schema: { params: ZSessionIdParams } }, async (request, reply) => {
    const found = await requireSession(request, true);
    // Another user's session id answers exactly like an unknown one.
    if (!(await revokeSession(db, found.user.id, request.params.id))) throw notFound();
    return reply.status(204).send();
  });
  return Promise.resolve();
};
