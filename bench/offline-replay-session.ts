// The offline session row group (l) replays: a day of an operator without coverage in the digester hall, as
// the browser queues it (newQueuedAction of src/web/lib/offline/submit-action.ts): 400 new stock items, 500
// edits (levels, thresholds, renames, capacity; many chained on the same record, each at the version the user
// saw) and 100 deletions, on top of the 200 items the user had before going offline. The same structure for
// every user (a seeded generator), fresh ids each time (record ids, action ids). Also gives the rows the user
// must have once the session is applied: what the bench checks after every replay.
import { randomUUID } from 'node:crypto';
import type { TStockCategory, TStockUnit } from '../src/shared/domain/stock-levels.js';
import type { QueuedAction } from '../src/web/lib/offline/queued-action.js';
import { newQueuedAction } from '../src/web/lib/offline/submit-action.js';

export const existingItemCount = 200;
const insertCount = 400;
const updateCount = 500;
const deleteCount = 100;
export const sessionActionCount = insertCount + updateCount + deleteCount;
/** The session is cut in rounds of 4 inserts, 5 updates and 1 delete, shuffled within the round. */
const rounds = 100;
const generatorSeed = 20_260_406;
/** How often an edit goes to one of the records touched last (the operator adjusts the same items again). */
const recentTargetShare = 0.6;
const recentWindow = 8;

export interface StockValues {
  name: string;
  category: TStockCategory;
  currentLevel: number;
  maxLevel: number;
  unit: TStockUnit;
  threshold: number;
}

/** A row as the server must hold it once the session is applied. */
export interface ExpectedStockItem extends StockValues {
  version: number;
}

export interface OfflineSession {
  /** The user's items before going offline (written by the bench, version 1). */
  existingItems: (StockValues & { id: string })[];
  /** The queue, oldest first. */
  actions: QueuedAction[];
  /** Record id → the row the actions leave. */
  expected: Map<string, ExpectedStockItem>;
  /** Records edited more than once, and the longest run of edits on one record. */
  chainedRecords: number;
  longestChain: number;
}

const equipment = [
  'Filtre à charbon',
  'Joint de pompe',
  'Courroie agitateur',
  'Sonde H2S',
  'Huile moteur cogénération',
  'Chlorure ferrique',
  'Bougie cogénérateur',
  'Roulement trémie',
  'Antimousse',
  'Vanne guillotine DN150',
];
const categories: readonly TStockCategory[] = [
  'spare_parts',
  'consumables',
  'chemical',
  'maintenance',
  'other',
];
const units: readonly TStockUnit[] = ['unités', 'L', 'kg', 'm3', 't', 'g'];

/** mulberry32: a small seeded generator, so that every user gets the same session. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface ModelRecord {
  id: string;
  /** The name without its revision suffix (unique: it carries the record's serial). */
  baseName: string;
  values: StockValues;
  version: number;
  edits: number;
}

export function planOfflineSession(): OfflineSession {
  const random = seededRandom(generatorSeed);
  const below = (bound: number) => Math.floor(random() * bound);
  const pick = <T>(list: readonly T[]): T => list[below(list.length)] as T;
  const newValues = (baseName: string): StockValues => {
    const maxLevel = pick([50, 100, 200, 500]);
    return {
      name: baseName,
      category: pick(categories),
      currentLevel: below(maxLevel + 1),
      maxLevel,
      unit: pick(units),
      threshold: 5 + below(36),
    };
  };

  /** A record as it is when created: version 1, never edited. */
  const newRecord = (baseName: string): ModelRecord => ({
    id: randomUUID(),
    baseName,
    values: newValues(baseName),
    version: 1,
    edits: 0,
  });
  const live: ModelRecord[] = [];
  const recent: ModelRecord[] = [];
  const gone: ModelRecord[] = [];
  const existingItems: OfflineSession['existingItems'] = [];
  for (let serial = 1; serial <= existingItemCount; serial += 1) {
    const record = newRecord(`${pick(equipment)} E-${String(serial).padStart(3, '0')}`);
    live.push(record);
    existingItems.push({ id: record.id, ...record.values });
  }

  // The queue's clock: one action every 20 s from the start of the shift.
  let clock = Date.now() - sessionActionCount * 20_000;
  const now = () => new Date((clock += 20_000));
  const actions: QueuedAction[] = [];
  const touch = (record: ModelRecord) => {
    const index = recent.indexOf(record);
    if (index >= 0) recent.splice(index, 1);
    recent.push(record);
    if (recent.length > recentWindow) recent.shift();
  };
  const editTarget = () => (recent.length > 0 && random() < recentTargetShare ? pick(recent) : pick(live));
  let insertSerial = 0;

  const queueInsert = () => {
    insertSerial += 1;
    const record = newRecord(`${pick(equipment)} HL-${String(insertSerial).padStart(3, '0')}`);
    live.push(record);
    touch(record);
    actions.push(
      newQueuedAction(
        { table: 'stock_items', action: 'insert', recordId: record.id, data: { ...record.values } },
        randomUUID,
        now,
      ),
    );
  };

  const queueUpdate = () => {
    const record = editTarget();
    const { values } = record;
    const kind = random();
    let data: Partial<StockValues>;
    if (kind < 0.55) data = { currentLevel: below(values.maxLevel + 1) };
    else if (kind < 0.75) data = { currentLevel: below(values.maxLevel + 1), threshold: 5 + below(36) };
    else if (kind < 0.9) data = { name: `${record.baseName} rév. ${String(record.version + 1)}` };
    else {
      const maxLevel = pick([50, 100, 200, 500, 1000]);
      data = { maxLevel, currentLevel: Math.min(values.currentLevel, maxLevel) };
    }
    actions.push(
      newQueuedAction(
        { table: 'stock_items', action: 'update', recordId: record.id, data, baseVersion: record.version },
        randomUUID,
        now,
      ),
    );
    record.values = { ...values, ...data };
    record.version += 1;
    record.edits += 1;
    touch(record);
  };

  const queueDelete = () => {
    const record = editTarget();
    actions.push(
      newQueuedAction(
        { table: 'stock_items', action: 'delete', recordId: record.id, baseVersion: record.version },
        randomUUID,
        now,
      ),
    );
    live.splice(live.indexOf(record), 1);
    const recentIndex = recent.indexOf(record);
    if (recentIndex >= 0) recent.splice(recentIndex, 1);
    gone.push(record);
  };

  const perRound = [
    ...Array<() => void>(insertCount / rounds).fill(queueInsert),
    ...Array<() => void>(updateCount / rounds).fill(queueUpdate),
    ...Array<() => void>(deleteCount / rounds).fill(queueDelete),
  ];
  for (let round = 0; round < rounds; round += 1) {
    const order = [...perRound];
    for (let index = order.length - 1; index > 0; index -= 1) {
      const other = below(index + 1);
      [order[index], order[other]] = [order[other] as () => void, order[index] as () => void];
    }
    for (const queueAction of order) queueAction();
  }

  const everyRecord = [...live, ...gone];
  return {
    existingItems,
    actions,
    expected: new Map(live.map((record) => [record.id, { ...record.values, version: record.version }])),
    chainedRecords: everyRecord.filter((record) => record.edits > 1).length,
    longestChain: Math.max(...everyRecord.map((record) => record.edits)),
  };
}
