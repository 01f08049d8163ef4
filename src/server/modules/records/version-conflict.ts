// The 409 `version_conflict` of a write that names a version the row is no longer at (issue 6): the If-Match
// header of the REST routes and the base version of an offline action. Its body carries the row as it is now
// (null when it was deleted meanwhile) so the user can decide; the row is never silently overwritten.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from '../../../shared/i18n/translate.js';
import { HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';

export class VersionConflictError extends HttpError {
  constructor(
    /** The record's item as it is now, or null when the row is gone. */
    readonly current: unknown,
  ) {
    super(409, 'version_conflict', 'errors:versionConflict');
    this.name = 'VersionConflictError';
  }
}

/** `{ error, current }` in the reader's language (the shape of `versionConflictSchema`). */
export function versionConflictBody(error: VersionConflictError, t: TFunction) {
  return { error: { code: error.code, message: t(error.messageKey) }, current: error.current };
}

/**
 * When a version is expected, refuses a row that is gone or at another version. `itemOf` gives the item the
 * conflict shows (read in the same transaction, after the row was locked).
 */
export async function checkExpectedVersion<TRow>(
  expectedVersion: number | undefined,
  row: TRow | null,
  versionOf: (row: TRow) => number,
  itemOf: (row: TRow) => Promise<unknown>,
): Promise<void> {
  if (expectedVersion === undefined) return;
  if (row === null) throw new VersionConflictError(null);
  if (versionOf(row) !== expectedVersion) throw new VersionConflictError(await itemOf(row));
}

/**
 * Runs a REST write that sends its own answer; a version conflict is answered 409 with the current record
 * instead of the bare error.
 */
export async function answeringVersionConflicts<TReply>(
  request: FastifyRequest,
  reply: TReply,
  work: () => Promise<TReply>,
): Promise<TReply> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof VersionConflictError)) throw error;
    const body = versionConflictBody(error, translatorFor(request.language));
    // The route's typed reply knows its 409 schema (versionConflictSchema); the body has that shape.
    return (reply as unknown as FastifyReply).code(409).send(body) as unknown as TReply;
  }
}
