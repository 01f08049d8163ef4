import type { TFunction } from '../../../shared/i18n/translate.js';
import {
  teamEventProblems,
  type TTeamEvent,
  type TUpdateTeamEventRequest,
} from '../../../shared/contracts/team.js';
import type { DbTransaction } from '../../db/user-context.js';
import { fieldsRefused, notFound } from '../../lib/http-error.js';
import type { TeamEventRow } from '../../db/schema/team.js';
import { insertRecordWithId, touchRecord } from '../records/record-repository.js';
import { recordExists } from '../records/record-writes.js';
import { checkExpectedVersion } from '../records/version-conflict.js';
import {
  deleteTeamEvent,
  findOwnMemberForEvent,
  findTeamEvent,
  findTeamEventForUpdate,
  insertTeamEvents,
  updateTeamEvent,
  type TeamMemberRef,
} from './team-events.repository.js';
import {
  teamEventChanges,
  teamEventsResource,
  toTeamEvent,
  type TCreateTeamEvent,
} from './team-events.resource.js';

/**
 * The user's own member, checked (and kept from deletion) inside the write's transaction. Another user's
 * member id is "not found" like an id that does not exist: the answer says nothing of other users' teams,
 * and the composite foreign key never has to refuse it (that would be a database error, a 500).
 */
async function requireOwnMember(
  tx: DbTransaction,
  userId: string,
  teamUserId: string,
  t: TFunction,
): Promise<TeamMemberRef> {
  const member = await findOwnMemberForEvent(tx, userId, teamUserId);
  if (!member) throw fieldsRefused({ teamUserId: 'team:validation.memberNotFound' }, t);
  return member;
}

/**
 * A new event. With `id` (an offline insert, whose id the browser chose) the row takes that id; an id already
 * taken is 409 `record_exists`.
 */
export async function createTeamEvent(
  tx: DbTransaction,
  userId: string,
  input: TCreateTeamEvent,
  t: TFunction,
  id?: string,
): Promise<TTeamEvent> {
  const problems = teamEventProblems(input);
  if (problems) throw fieldsRefused(problems, t);
  const member = input.teamUserId === null ? null : await requireOwnMember(tx, userId, input.teamUserId, t);
  const row =
    id === undefined
      ? (await insertTeamEvents(tx, userId, [input]))[0]
      : ((await insertRecordWithId(tx, teamEventsResource, userId, id, input)) as TeamEventRow | null);
  if (!row) {
    if (id !== undefined) throw recordExists();
    throw new Error('insert returned no row');
  }
  return toTeamEvent({ ...row, teamUserName: member?.name ?? null });
}

/** The event with its member's name, as answered (also the `current` of a version conflict). */
async function answeredEvent(tx: DbTransaction, userId: string, id: string): Promise<TTeamEvent> {
  const row = await findTeamEvent(tx, userId, id);
  if (!row) throw notFound();
  return toTeamEvent(row);
}

/** With an expected version, a row gone or at another version is a 409 conflict showing the event as it is. */
function checkEventVersion(
  tx: DbTransaction,
  userId: string,
  current: TeamEventRow | null,
  expectedVersion: number | undefined,
): Promise<void> {
  return checkExpectedVersion(
    expectedVersion,
    current,
    (row) => row.version,
    (row) => answeredEvent(tx, userId, row.id),
  );
}

/**
 * A partial update on the locked row (a conflict when `expectedVersion` is given and the row moved on). An
 * update that changes no field still raises the version.
 */
export async function updateTeamEventById(
  tx: DbTransaction,
  userId: string,
  id: string,
  input: TUpdateTeamEventRequest,
  t: TFunction,
  expectedVersion?: number,
): Promise<TTeamEvent> {
  const current = await findTeamEventForUpdate(tx, userId, id);
  await checkEventVersion(tx, userId, current, expectedVersion);
  if (!current) throw notFound();
  const changes = teamEventChanges(input, current);
  const problems = teamEventProblems({ ...current, ...changes });
  if (problems) throw fieldsRefused(problems, t);
  if (changes.teamUserId) await requireOwnMember(tx, userId, changes.teamUserId, t);
  // An empty PATCH rewrites the row as it is (an UPDATE with nothing to set is an SQL error): the version rises.
  const isWritten =
    Object.keys(changes).length > 0
      ? (await updateTeamEvent(tx, userId, id, changes)) !== null
      : (await touchRecord(tx, teamEventsResource, userId, id)) !== null;
  if (!isWritten) throw notFound();
  return answeredEvent(tx, userId, id);
}

/** Deletes the event; with `expectedVersion` the row is locked and checked first (409 when it moved on). */
export async function deleteTeamEventById(
  tx: DbTransaction,
  userId: string,
  id: string,
  expectedVersion?: number,
): Promise<void> {
  if (expectedVersion !== undefined) {
    await checkEventVersion(tx, userId, await findTeamEventForUpdate(tx, userId, id), expectedVersion);
  }
  if (!(await deleteTeamEvent(tx, userId, id))) throw notFound();
}
