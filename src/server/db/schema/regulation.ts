// RED II certification follow-up (spec §3 RED II item statuses). The spec does not show the item fields;
// these follow domain.md "RED II": what an operator keeps and what an auditor checks.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { id, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

export const REDII_STATUSES = ['pending_action', 'in_progress', 'completed', 'not_applicable'] as const;
export type RediiStatus = (typeof REDII_STATUSES)[number];

export const rediiItems = pgTable(
  'redii_items',
  {
    id: id(),
    userId: ownerId(),
    // Code of a standard checklist item (e.g. supplier_self_declarations, ghg_calculation), NULL for an
    // item the operator added; lets the app seed the standard list once per user.
    code: text('code'),
    title: text('title').notNull(),
    description: text('description'),
    // e.g. sustainability, ghg, mass_balance, traceability, audit.
    category: text('category'),
    status: text('status', { enum: REDII_STATUSES }).notNull().default('pending_action'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Where the proof is kept (document, register, link).
    evidence: text('evidence'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('redii_items_status_check', isOneOf(t.status, REDII_STATUSES)),
    check('redii_items_completed_at_check', sql`${t.status} <> 'completed' or ${t.completedAt} is not null`),
    unique('redii_items_user_id_code_unique').on(t.userId, t.code),
    index('redii_items_user_id_status_idx').on(t.userId, t.status),
    ownRowsPolicy('redii_items', t.userId),
  ],
);
export type RediiItemRow = typeof rediiItems.$inferSelect;
export type NewRediiItemRow = typeof rediiItems.$inferInsert;
