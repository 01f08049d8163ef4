import type { TFunction } from 'i18next';
import {
  teamEventProblems,
  type TTeamEvent,
  type TUpdateTeamEventRequest,
} from '../../../shared/contracts/team.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import {
  findOwnMemberForEvent,
  findTeamEvent,
  findTeamEventForUpdate,
  insertTeamEvents,
  updateTeamEvent,
  type TeamMemberRef,
} from './team-events.repository.js';
import { teamEventChanges, toTeamEvent, type TCreateTeamEvent } from './team-events.resource.js';

/** 400 naming each wrong field, in the request's language (as the shared record routes answer). */
export function fieldsRefused(problems: Record<string, string>, t: TFunction): HttpError {
  const fields = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
  return new HttpError(400, 'validation_failed', 'errors:validationFailed', {}, fields);
}

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

export async function createTeamEvent(
  tx: DbTransaction,
  userId: string,
  input: TCreateTeamEvent,
  t: TFunction,
): Promise<TTeamEvent> {
  const problems = teamEventProblems(input);
  if (problems) throw fieldsRefused(problems, t);
  const member = input.teamUserId === null ? null : await requireOwnMember(tx, userId, input.teamUserId, t);
  const [row] = await insertTeamEvents(tx, userId, [input]);
  if (!row) throw new Error('insert returned no row');
  return toTeamEvent({ ...row, teamUserName: member?.name ?? null });
}

export async function updateTeamEventById(
  tx: DbTransaction,
  userId: string,
  id: string,
  input: TUpdateTeamEventRequest,
  t: TFunction,
): Promise<TTeamEvent> {
  const current = await findTeamEventForUpdate(tx, userId, id);
  if (!current) throw notFound();
  const changes = teamEventChanges(input, current);
  const problems = teamEventProblems({ ...current, ...changes });
  if (problems) throw fieldsRefused(problems, t);
  if (changes.teamUserId) await requireOwnMember(tx, userId, changes.teamUserId, t);
  // An empty PATCH changes nothing (and an UPDATE with nothing to set is an SQL error).
  if (Object.keys(changes).length > 0 && !(await updateTeamEvent(tx, userId, id, changes))) throw notFound();
  const row = await findTeamEvent(tx, userId, id);
  if (!row) throw notFound();
  return toTeamEvent(row);
}
