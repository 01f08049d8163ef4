import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
import { gdprExports } from '../../db/schema/data-rights.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { ExportedRow } from './export-table-files.js';
import type { ExportTable } from './export-tables.js';

/** The user's exports not yet expired, newest first, without their zip. */
export function listLiveExports(tx: DbTransaction, userId: string, now: Date) {
  return tx
    .select({
      id: gdprExports.id,
      status: gdprExports.status,
      createdAt: gdprExports.createdAt,
      expiresAt: gdprExports.expiresAt,
      sizeBytes: gdprExports.sizeBytes,
    })
    .from(gdprExports)
    .where(and(eq(gdprExports.userId, userId), gt(gdprExports.expiresAt, now)))
    .orderBy(desc(gdprExports.createdAt));
}

/** When the user last asked for an export (whatever became of it), or null. */
export async function findLastExportRequest(tx: DbTransaction, userId: string): Promise<Date | null> {
  const [row] = await tx
    .select({ createdAt: gdprExports.createdAt })
    .from(gdprExports)
    .where(eq(gdprExports.userId, userId))
    .orderBy(desc(gdprExports.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** One export request at a time per user: two requests in the same instant cannot both pass the hourly check. */
export async function lockUserExports(tx: DbTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`gdpr-export:${userId}`}, 0))`);
}

export async function insertPendingExport(tx: DbTransaction, userId: string, expiresAt: Date) {
  const [row] = await tx.insert(gdprExports).values({ userId, status: 'pending', expiresAt }).returning({
    id: gdprExports.id,
    status: gdprExports.status,
    createdAt: gdprExports.createdAt,
    expiresAt: gdprExports.expiresAt,
    sizeBytes: gdprExports.sizeBytes,
  });
  if (!row) throw new Error('export not created');
  return row;
}

/** The zip of a ready, unexpired export of the user, or null. */
export async function findExportContent(
  tx: DbTransaction,
  userId: string,
  exportId: string,
  now: Date,
): Promise<{ content: Uint8Array; createdAt: Date } | null> {
  const [row] = await tx
    .select({ content: gdprExports.content, createdAt: gdprExports.createdAt })
    .from(gdprExports)
    .where(
      and(
        eq(gdprExports.id, exportId),
        eq(gdprExports.userId, userId),
        eq(gdprExports.status, 'ready'),
        gt(gdprExports.expiresAt, now),
      ),
    );
  return row?.content ? { content: row.content, createdAt: row.createdAt } : null;
}

/** The background writer's end: the zip stored (ready) or the failure noted. */
export async function completeExport(db: Db, exportId: string, content: Uint8Array | null): Promise<void> {
  await db
    .update(gdprExports)
    .set(
      content
        ? { status: 'ready', content, sizeBytes: content.byteLength, completedAt: new Date() }
        : { status: 'failed', completedAt: new Date() },
    )
    .where(and(eq(gdprExports.id, exportId), eq(gdprExports.status, 'pending')));
}

/** One table's rows of the user: the columns as JSON (secrets and files left out), the files' bytes apart. */
export async function readExportRows(
  executor: Db | DbTransaction,
  table: ExportTable,
  userId: string,
): Promise<ExportedRow[]> {
  const withoutLeftOut = table.leftOutOfJson.map((column) => sql` - ${column}::text`);
  const files = table.fileColumns.map(
    (column, index) => sql`, t.${sql.identifier(column)} as ${sql.identifier(`file_${String(index)}`)}`,
  );
  const rows = await queryRows<Record<string, unknown>>(
    executor,
    sql`select to_jsonb(t)${sql.join(withoutLeftOut)} as "values"${sql.join(files)}
        from ${sql.identifier(table.name)} t where t.${sql.identifier(table.ownerColumn)} = ${userId}`,
  );
  return rows.map((row) => ({
    values: (typeof row.values === 'string' ? JSON.parse(row.values) : row.values) as Record<string, unknown>,
    files: Object.fromEntries(
      table.fileColumns.map((column, index) => [
        column,
        (row[`file_${String(index)}`] as Uint8Array | null | undefined) ?? null,
      ]),
    ),
  }));
}
