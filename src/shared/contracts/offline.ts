import { z } from './zod.js';

/**
 * GET /api/offline/key: the signed-in user's random key for the browser's encrypted offline queue and cache
 * (AES-GCM 256, spec §9). The browser imports it as a non-extractable WebCrypto key and never stores it.
 */
export const ZLocalKeyResponse = z.object({
  algorithm: z.literal('AES-GCM'),
  length: z.literal(256),
  /** The 32 key bytes, base64. */
  key: z.string().regex(/^[A-Za-z0-9+/]{43}=$/),
});
export type TLocalKeyResponse = z.infer<typeof ZLocalKeyResponse>;

/**
 * The tables an offline action may name (spec §3 "Offline action": table, action, data): the records modules'
 * tables, the daily checklist, the restock needs (insert: "Commander" on a stock item; delete: cancel one) and
 * the equipment hour meters (update: a reading, the record being the equipment's name) and the shop's cart lines
 * (insert: add a product; update: set a line's quantity; delete: remove a line) the production log's readings and the feed log's entries.
 */
export const OFFLINE_TABLES = [
  'stock_items',
  'maintenance_tasks',
  'raw_materials',
  'invoices',
  'agenda_tasks',
  'team_users',
  'team_events',
  'daily_checklist',
  'restock_requests',
  'equipment_meters',
  'cart_items',
  'production_logs',
  'feed_logs',
] as const;
export type TOfflineTable = (typeof OFFLINE_TABLES)[number];

export const OFFLINE_ACTION_KINDS = ['insert', 'update', 'delete'] as const;
export type TOfflineActionKind = (typeof OFFLINE_ACTION_KINDS)[number];

/**
 * What an `update` may do besides a plain edit of fields, each standing for its REST route: `adjust` (stock
 * items, POST /api/stock-items/:id/adjust, data `{delta}`), `complete` (maintenance tasks, POST
 * /api/maintenance-tasks/:id/complete, data `{completedOn?, meterHours?}`; agenda tasks, POST
 * /api/agenda-tasks/:id/complete, data `{}`) and `reopen` (agenda tasks, data `{}`). A command is not checked
 * against `baseVersion`: a stock change adds to whatever level the server holds, a completion applies to the
 * task as it is.
 */
export const OFFLINE_COMMANDS = ['adjust', 'complete', 'reopen'] as const;
export type TOfflineCommand = (typeof OFFLINE_COMMANDS)[number];

/** Most actions one POST /api/offline/actions carries. */
export const MAX_OFFLINE_BATCH = 200;

/**
 * One action as sent to POST /api/offline/actions (spec §3: id, table, data, action, timestamp). `id` is the
 * action's own id and its idempotency key: the server applies an id once and answers a replay with the stored
 * result. `recordId` is the record's id (chosen by the browser for an insert, so that later offline edits can
 * name it; the task code for the daily checklist). `baseVersion` is the record's
 * version when the user read it (update and delete): a row changed or deleted since is a conflict, never
 * overwritten.
 */
export const ZOfflineAction = z.object({
  id: z.uuid(),
  table: z.enum(OFFLINE_TABLES),
  action: z.enum(OFFLINE_ACTION_KINDS),
  /** Only with `update`, on the tables that take it (OFFLINE_COMMANDS); anything else is refused (400). */
  command: z.enum(OFFLINE_COMMANDS).optional(),
  recordId: z.string().min(1).max(100),
  data: z.record(z.string(), z.unknown()).default({}),
  baseVersion: z.number().int().positive().optional(),
  /** When the user made the change (ISO). */
  timestamp: z.iso.datetime({ offset: true }),
});
export type TOfflineAction = z.infer<typeof ZOfflineAction>;

/**
 * POST /api/offline/actions: the actions of one browser (`clientId`, which belongs to one user), applied in
 * order, each on its own (a refused action does not undo the others).
 */
export const ZOfflineActionsRequest = z.object({
  clientId: z.uuid(),
  actions: z.array(ZOfflineAction).min(1).max(MAX_OFFLINE_BATCH),
});
export type TOfflineActionsRequest = z.infer<typeof ZOfflineActionsRequest>;

/**
 * What one action gave, as the matching REST call would have answered: 201 and the item (insert), 200 and the
 * item (update), 204 and null (delete); 400 (validation, body `{error}`), 404 (not found), 409
 * (`version_conflict`: body `{error, current}` with the row as it is now, or `current: null` when it was
 * deleted), 422 (`idempotency_mismatch`: the id was already applied with another body).
 */
export const ZOfflineActionResult = z.object({
  /** The action's id. */
  id: z.uuid(),
  status: z.number().int(),
  body: z.unknown(),
  /** True when the id had been applied before and this is the stored answer. */
  replayed: z.boolean(),
});
export type TOfflineActionResult = z.infer<typeof ZOfflineActionResult>;

export const ZOfflineActionsResponse = z.object({ results: z.array(ZOfflineActionResult) });
export type TOfflineActionsResponse = z.infer<typeof ZOfflineActionsResponse>;
