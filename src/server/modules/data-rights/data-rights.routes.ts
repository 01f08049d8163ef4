// "Mes données" (issue 21): the overview, the GDPR export and its download, the data reset and the account
// deletion. The user is always the session's: ids in a body are not read (the contracts drop unknown keys).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountDeletionResponse,
  ZDataExport,
  ZDataExportIdParams,
  ZDataResetRequest,
  ZDataResetResponse,
  ZDataRightsOverview,
  ZIdentityConfirmation,
} from '../../../shared/contracts/data-rights.js';
import type { Db } from '../../db/client.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { notFound, unauthenticated } from '../../lib/http-error.js';
import type { SessionReader } from '../auth/session-reader.js';
import type { SecureLogVault } from '../secure-logs/secure-log-vault.js';
import { deleteAccount } from './account-deletion.service.js';
import { findExportContent, listLiveExports } from './data-export.repository.js';
import { createExportWriter, findNextExportAt, requestExport, toDataExport } from './data-export.service.js';
import { resetUserData } from './data-reset.service.js';
import { confirmIdentity, findPasswordHash } from './identity-confirmation.js';

export interface DataRightsRoutesOptions {
  db: Db;
  vault: SecureLogVault;
  sessionReader: SessionReader;
  /** Whether the session cookie carries the `__Secure-` prefix (behind TLS). */
  isCookieSecure: boolean;
}

export const dataRightsRoutes: FastifyPluginAsyncZod<DataRightsRoutesOptions> = (app, options) => {
  const { db, vault, sessionReader } = options;
  const writer = createExportWriter(db, app.log);
  app.addHook('onClose', () => writer.settle());

  /** The session's user after the password again (or a fresh sign-in for an account without one). */
  async function confirmedUserId(request: FastifyRequest, password: string | undefined): Promise<string> {
    const found = await sessionReader.readSession(request, { isActivity: true });
    if (!found) throw unauthenticated();
    const proof = {
      userId: found.user.id,
      sessionCreatedAt: found.session.createdAt,
      password,
      language: request.language,
    };
    await confirmIdentity(db, proof, new Date());
    return found.user.id;
  }

  function clearSessionCookies(reply: FastifyReply): void {
    const name = `${options.isCookieSecure ? '__Secure-' : ''}methapilot.session_token`;
    void reply.clearCookie(name, { path: '/' });
  }

  app.get('/api/data-rights', { schema: { response: { 200: ZDataRightsOverview } } }, async (request) => {
    const now = new Date();
    const overview = await request.withUserDb(async (tx, userId) => ({
      userId,
      nextExportAt: await findNextExportAt(tx, userId, now),
      exports: (await listLiveExports(tx, userId, now)).map(toDataExport),
    }));
    return {
      hasPassword: (await findPasswordHash(db, overview.userId)) !== null,
      nextExportAt: overview.nextExportAt?.toISOString() ?? null,
      exports: overview.exports,
    };
  });

  app.post(
    '/api/data-rights/exports',
    { schema: { body: ZIdentityConfirmation, response: { 202: ZDataExport } } },
    async (request, reply) => {
      const confirmedId = await confirmedUserId(request, request.body.password);
      const created = await request.withUserDb(async (tx, userId) => {
        if (userId !== confirmedId) throw unauthenticated();
        return requestExport(tx, userId, new Date(), request.language);
      });
      writer.start(created.id, confirmedId);
      return reply.status(202).send(created);
    },
  );

  app.get(
    '/api/data-rights/exports/:id/download',
    { schema: { params: ZDataExportIdParams, produces: ['application/zip'] } },
    async (request, reply) => {
      const found = await request.withUserDb((tx, userId) =>
        findExportContent(tx, userId, request.params.id, new Date()),
      );
      if (!found) throw notFound();
      const day = found.createdAt.toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', `methapilot-donnees-${day}.zip`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(found.content));
    },
  );

  app.post(
    '/api/data-rights/reset',
    { schema: { body: ZDataResetRequest, response: { 200: ZDataResetResponse } } },
    (request) => request.withUserDb((tx, userId) => resetUserData(tx, userId)),
  );

  app.post(
    '/api/data-rights/account-deletion',
    { schema: { body: ZIdentityConfirmation, response: { 200: ZAccountDeletionResponse } } },
    async (request, reply) => {
      const userId = await confirmedUserId(request, request.body.password);
      await deleteAccount(db, vault, userId);
      clearSessionCookies(reply);
      return { isDeleted: true as const };
    },
  );
  return Promise.resolve();
};
