import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { unitLocations } from '../../db/schema/locations.js';
import type { DbTransaction } from '../../db/user-context.js';

export type LocationRow = typeof unitLocations.$inferSelect;

const newestFirst = [desc(unitLocations.createdAt), desc(unitLocations.id)] as const;

/**
 * Two saves or deletes of the same user at once wait for each other, so the user never ends up with two active
 * locations (the rows alone cannot be locked when there are none yet).
 */
async function lockUserLocations(tx: DbTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unit-locations:${userId}`}, 0))`);
}

/** "unit_locations all newest first" (spec §7). */
export function listLocations(tx: DbTransaction, userId: string): Promise<LocationRow[]> {
  return tx
    .select()
    .from(unitLocations)
    .where(eq(unitLocations.userId, userId))
    .orderBy(...newestFirst);
}

/** "unit_locations active newest first limit 1" (spec §7). */
export async function findActiveLocation(tx: DbTransaction, userId: string): Promise<LocationRow | null> {
  const [row] = await tx
    .select()
    .from(unitLocations)
    .where(and(eq(unitLocations.userId, userId), eq(unitLocations.isActive, true)))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

export interface NewLocation {
  locationType: LocationRow['locationType'];
  locationValue: string;
  displayName: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** Spec §4: deactivates every previous location of the user, then inserts the new one as the active one. */
export async function saveActiveLocation(
  tx: DbTransaction,
  userId: string,
  location: NewLocation,
): Promise<LocationRow> {
  await lockUserLocations(tx, userId);
  await tx
    .update(unitLocations)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(unitLocations.userId, userId), eq(unitLocations.isActive, true)));
  const [row] = await tx
    .insert(unitLocations)
    // Stamped after the lock (clock time, not the transaction's start): of saves sent at once, the one that
    // ends active is also the newest, so "newest first" and "active" agree.
    .values({ userId, ...location, isActive: true, createdAt: sql`clock_timestamp()` })
    .returning();
  if (!row) throw new Error('location not inserted');
  return row;
}

/**
 * Deletes one location of the user; when it was the active one, the newest remaining location becomes active
 * (the forecast keeps a place the user chose rather than falling back to the default). False when the user has
 * no such location.
 */
export async function deleteLocation(tx: DbTransaction, userId: string, id: string): Promise<boolean> {
  await lockUserLocations(tx, userId);
  const [deleted] = await tx
    .delete(unitLocations)
    .where(and(eq(unitLocations.id, id), eq(unitLocations.userId, userId)))
    .returning({ isActive: unitLocations.isActive });
  if (!deleted) return false;
  if (!deleted.isActive) return true;
  const [newest] = await tx
    .select({ id: unitLocations.id })
    .from(unitLocations)
    .where(and(eq(unitLocations.userId, userId), ne(unitLocations.id, id)))
    .orderBy(...newestFirst)
    .limit(1);
  if (newest) {
    await tx
      .update(unitLocations)
      .set({ isActive: true, updatedAt: new Date() })
      .where(and(eq(unitLocations.id, newest.id), eq(unitLocations.userId, userId)));
  }
  return true;
}

/** Stores the coordinates a city was geocoded to after it was saved (the geocoder was down at the time). */
export async function storeGeocodedCoordinates(
  tx: DbTransaction,
  userId: string,
  id: string,
  coordinates: { latitude: number; longitude: number },
): Promise<void> {
  await tx
    .update(unitLocations)
    .set({ ...coordinates, updatedAt: new Date() })
    .where(and(eq(unitLocations.id, id), eq(unitLocations.userId, userId)));
}
