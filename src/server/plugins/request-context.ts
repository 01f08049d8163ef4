import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { withAnonymousContext, withUserContext, type DbTransaction } from '../db/user-context.js';
import { unauthenticated } from '../lib/http-error.js';

/** Finds the signed-in user of a request (the accounts module provides the real one from the session). */
export type SessionUserResolver = (request: FastifyRequest) => Promise<string | null>;

/** `withUserDb` done by the accounts module, which can find the user in the transaction's first statement. */
export type UserTransaction = <T>(
  request: FastifyRequest,
  work: (tx: DbTransaction, userId: string) => Promise<T>,
) => Promise<T>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs `work` in a transaction bound to the signed-in user (row-level security on); 401 without one. */
    withUserDb<T>(work: (tx: DbTransaction, userId: string) => Promise<T>): Promise<T>;
    /** The signed-in user's id; 401 without one. */
    signedInUserId(): Promise<string>;
    /** Runs `work` as the application role with no user: only public policies apply. */
    withAnonymousDb<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T>;
  }
}

export interface RequestContextOptions {
  db: Db;
  resolveSessionUser: SessionUserResolver;
  /** Given, `withUserDb` goes through it (it must agree with `resolveSessionUser`). */
  withSessionUser?: UserTransaction;
}

export const requestContextPlugin = fp(
  (app: FastifyInstance, options: RequestContextOptions, done: () => void) => {
    const { db, resolveSessionUser, withSessionUser } = options;
    app.decorateRequest('withUserDb', async function withUserDb<
      T,
    >(this: FastifyRequest, work: (tx: DbTransaction, userId: string) => Promise<T>): Promise<T> {
      if (withSessionUser) return withSessionUser(this, work);
      const userId = await resolveSessionUser(this);
      if (!userId) throw unauthenticated();
      return withUserContext(db, userId, (tx) => work(tx, userId));
    });
    app.decorateRequest(
      'signedInUserId',
      async function signedInUserId(this: FastifyRequest): Promise<string> {
        const userId = await resolveSessionUser(this);
        if (!userId) throw unauthenticated();
        return userId;
      },
    );
    app.decorateRequest('withAnonymousDb', async function withAnonymousDb<
      T,
    >(this: FastifyRequest, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
      return withAnonymousContext(db, work);
    });
    done();
  },
  { name: 'request-context' },
);
