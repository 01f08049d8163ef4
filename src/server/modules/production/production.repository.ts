import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { IdentifiedReading } from '../../../shared/domain/production-anomalies.js';
import { productionLogs } from '../../db/schema/production.js';
import type { DbTransaction } from '../../db/user-context.js';

/** Most readings one summary reads: a year and two weeks at a dozen readings a day stays far below it. */
export const MAX_SUMMARY_READINGS = 20_000;

/** The user's readings dated `from` to `to` (both included), oldest first. */
export async function findReadingsBetween(
  tx: DbTransaction,
  userId: string,
  from: string,
  to: string,
): Promise<IdentifiedReading[]> {
  const rows = await tx
    .select({
      id: productionLogs.id,
      readingDate: productionLogs.readingDate,
      readingTime: productionLogs.readingTime,
      biogasM3: productionLogs.biogasM3,
      biomethaneNm3PerHour: productionLogs.biomethaneNm3PerHour,
      kwhProduced: productionLogs.kwhProduced,
      temperatureC: productionLogs.temperatureC,
      ph: productionLogs.ph,
      fosTac: productionLogs.fosTac,
      methanePercent: productionLogs.methanePercent,
      h2sPpm: productionLogs.h2sPpm,
    })
    .from(productionLogs)
    .where(
      and(
        eq(productionLogs.userId, userId),
        gte(productionLogs.readingDate, from),
        lte(productionLogs.readingDate, to),
      ),
    )
    .orderBy(desc(productionLogs.readingDate), desc(productionLogs.readingTime))
    .limit(MAX_SUMMARY_READINGS);
  return rows.reverse();
}

/** The date of the user's latest reading up to `today`, or null before the first one. */
export async function findLatestReadingDate(
  tx: DbTransaction,
  userId: string,
  today: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ readingDate: productionLogs.readingDate })
    .from(productionLogs)
    .where(and(eq(productionLogs.userId, userId), lte(productionLogs.readingDate, today)))
    .orderBy(desc(productionLogs.readingDate))
    .limit(1);
  return row?.readingDate ?? null;
}
