import type { Database } from '../src/server/db/client.js';
import { stockItems, users } from './built-server-modules.js';

/** Two users; 200 stock items for the first (the one the bench signs in as), 20 for the second. */
export async function seedBenchData(database: Database): Promise<{ userA: string; userB: string }> {
  const [a, b] = await database.db
    .insert(users)
    .values([
      { name: 'Bench A', email: 'bench-a@example.test' },
      { name: 'Bench B', email: 'bench-b@example.test' },
    ])
    .returning({ id: users.id });
  if (!a || !b) throw new Error('seeding users failed');
  const now = Date.now();
  const createItem = (userId: string, index: number) => ({
    userId,
    name: `Article ${index}`,
    category: index % 2 === 0 ? ('consumables' as const) : ('spare_parts' as const),
    currentLevel: index % 100,
    maxLevel: 100,
    threshold: 20,
    createdAt: new Date(now - index * 60_000),
  });
  await database.db
    .insert(stockItems)
    .values(Array.from({ length: 200 }, (_, index) => createItem(a.id, index)));
  await database.db
    .insert(stockItems)
    .values(Array.from({ length: 20 }, (_, index) => createItem(b.id, index)));
  return { userA: a.id, userB: b.id };
}
