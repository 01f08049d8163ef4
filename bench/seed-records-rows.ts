// The records tables of the list rows: 10,000 rows per user for two users in each of stock_items,
// raw_materials, maintenance_tasks, agenda_tasks, team_users, team_events and invoices, written straight
// through database.db (no RLS, no API) in statements of 1,000 rows. Values are varied and deterministic (a
// seeded generator): names from a plant's vocabulary, enums spread over their codes, creation times over three
// years with some rows sharing one instant (a CSV import writes many rows at once, so the id tie-break matters).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/server/db/client.js';
import {
  agendaTasks,
  equipmentMeters,
  invoices,
  maintenanceTasks,
  rawMaterials,
  stockItems,
  teamEvents,
  teamUsers,
  users,
} from './built-server-modules.js';

export const rowsPerUser = 10_000;
const rowsPerStatement = 1_000;
const dayMs = 86_400_000;

export interface RecordsUsers {
  /** The user every list request is made for. */
  measured: string;
  /** The other owner of as many rows: RLS and the user_id filter have to leave them out. */
  other: string;
}

/** mulberry32: small, fast and the same sequence on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(values: readonly T[]): T => {
      const value = values[Math.floor(next() * values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    chance: (probability: number) => next() < probability,
    /** Rounded to `decimals` so that the numeric column stores exactly what was generated. */
    decimal: (min: number, max: number, decimals: number) =>
      Math.round((min + next() * (max - min)) * 10 ** decimals) / 10 ** decimals,
  };
}
export type Random = ReturnType<typeof createRandom>;

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Creation times, newest first, spread over about three years: most rows alone, one in ten in a group of up
 * to 50 sharing the same instant.
 */
function creationTimes(random: Random, count: number, now: number): Date[] {
  const times: Date[] = [];
  let time = now - random.int(1, 600) * 1000;
  while (times.length < count) {
    const groupSize = random.chance(0.1) ? random.int(5, 50) : 1;
    for (let index = 0; index < groupSize && times.length < count; index += 1) times.push(new Date(time));
    time -= random.int(60, 18_000) * 1000;
  }
  return times;
}

async function insertInChunks(database: Database, table: PgTable, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    await database.db.insert(table).values(rows.slice(start, start + rowsPerStatement));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Stock items. Three names in twenty contain "arti" (particules, article, artisanale): the search row's matches.

const stockNames: readonly { name: string; category: string; unit: string; max: [number, number] }[] = [
  { name: 'Filtre à huile moteur', category: 'spare_parts', unit: 'unités', max: [4, 40] },
  { name: 'Filtre à air cogénération', category: 'spare_parts', unit: 'unités', max: [2, 20] },
  { name: 'Filtre à particules', category: 'spare_parts', unit: 'unités', max: [2, 12] },
  { name: "Bougie d'allumage", category: 'spare_parts', unit: 'unités', max: [8, 60] },
  { name: 'Courroie trapézoïdale', category: 'spare_parts', unit: 'unités', max: [2, 10] },
  { name: 'Charbon actif', category: 'consumables', unit: 'kg', max: [500, 4000] },
  { name: 'Antimousse', category: 'chemical', unit: 'L', max: [200, 1000] },
  { name: 'Chlorure ferrique', category: 'chemical', unit: 't', max: [2, 30] },
  { name: 'Graisse roulement', category: 'maintenance', unit: 'kg', max: [10, 50] },
  { name: 'Huile moteur gaz', category: 'maintenance', unit: 'L', max: [200, 2000] },
  { name: 'Joint de trappe', category: 'spare_parts', unit: 'unités', max: [4, 20] },
  { name: 'Article de nettoyage', category: 'consumables', unit: 'unités', max: [10, 100] },
  { name: 'Gants nitrile', category: 'consumables', unit: 'unités', max: [100, 1000] },
  { name: 'Sonde pH', category: 'spare_parts', unit: 'unités', max: [1, 4] },
  { name: 'Membrane gazomètre', category: 'spare_parts', unit: 'm3', max: [1, 3] },
  { name: 'Couteau broyeur', category: 'spare_parts', unit: 'unités', max: [4, 24] },
  { name: 'Pièce artisanale inox', category: 'other', unit: 'unités', max: [1, 10] },
  { name: 'Électrovanne', category: 'spare_parts', unit: 'unités', max: [1, 6] },
  { name: 'Oligo-éléments', category: 'chemical', unit: 'kg', max: [100, 1500] },
  { name: 'Kit capteur H2S', category: 'maintenance', unit: 'unités', max: [1, 5] },
];

function stockRows(random: Random, userId: string, times: Date[]) {
  return times.map((createdAt) => {
    const kind = random.pick(stockNames);
    const maxLevel = random.int(kind.max[0], kind.max[1]);
    const currentLevel = kind.unit === 'unités' ? random.int(0, maxLevel) : random.decimal(0, maxLevel, 3);
    return {
      userId,
      name: `${kind.name} – réf. ${random.int(100, 9999)}`,
      category: kind.category as (typeof stockItems.$inferInsert)['category'],
      currentLevel,
      maxLevel,
      unit: kind.unit as (typeof stockItems.$inferInsert)['unit'],
      threshold: Math.round(maxLevel * random.pick([0.1, 0.2, 0.25, 0.3])),
      createdAt,
      lastUpdated: new Date(createdAt.getTime() + random.int(0, 90) * dayMs),
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Raw materials: the feedstocks of a French farm plant, each with the reference of its type (or none).

type RawMaterialInsert = typeof rawMaterials.$inferInsert;
interface FeedstockKind {
  name: string;
  type: RawMaterialInsert['type'];
  category: RawMaterialInsert['category'];
  referenceKey: string | null;
  tonnes: [number, number];
  /** Typical DM % and VS % of DM and BMP, around which lab values are drawn. */
  dm: number;
  vs: number;
  bmp: number;
  /** Share of lots with lab values (a by-product without a default needs them). */
  labShare: number;
}

export const feedstockKinds: readonly FeedstockKind[] = [
  {
    name: 'Ensilage de maïs',
    type: 'silage',
    category: 'main_crop',
    referenceKey: 'maize-silage',
    tonnes: [300, 6000],
    dm: 35,
    vs: 96.5,
    bmp: 357,
    labShare: 0.4,
  },
  {
    name: 'Ensilage de seigle CIVE',
    type: 'silage',
    category: 'cive',
    referenceKey: 'green-rye-cive',
    tonnes: [200, 3000],
    dm: 22,
    vs: 92,
    bmp: 372,
    labShare: 0.3,
  },
  {
    name: 'Ensilage céréales plante entière',
    type: 'silage',
    category: 'cive',
    referenceKey: 'cereal-whole-plant-silage',
    tonnes: [200, 2500],
    dm: 35,
    vs: 94,
    bmp: 351,
    labShare: 0.3,
  },
  {
    name: 'Lisier bovin',
    type: 'slurry',
    category: 'effluent',
    referenceKey: 'cattle-slurry',
    tonnes: [500, 12000],
    dm: 8.9,
    vs: 79,
    bmp: 230,
    labShare: 0.2,
  },
  {
    name: 'Lisier porcin',
    type: 'slurry',
    category: 'effluent',
    referenceKey: 'pig-slurry',
    tonnes: [500, 9000],
    dm: 4.8,
    vs: 73,
    bmp: 230,
    labShare: 0.5,
  },
  {
    name: 'Fumier bovin',
    type: 'manure',
    category: 'effluent',
    referenceKey: 'cattle-solid-manure',
    tonnes: [100, 4000],
    dm: 23,
    vs: 82,
    bmp: 202,
    labShare: 0.3,
  },
  {
    name: 'Fientes de volailles',
    type: 'other',
    category: 'effluent',
    referenceKey: 'poultry-manure',
    tonnes: [50, 800],
    dm: 48,
    vs: 75,
    bmp: 286,
    labShare: 0.3,
  },
  {
    name: 'Pulpes de betterave',
    type: 'other',
    category: 'by_product',
    referenceKey: 'sugar-beet',
    tonnes: [100, 2000],
    dm: 22.5,
    vs: 82,
    bmp: 349,
    labShare: 0.3,
  },
  {
    name: 'Paille de blé',
    type: 'other',
    category: 'other',
    referenceKey: 'cereal-straw',
    tonnes: [20, 500],
    dm: 86,
    vs: 94,
    bmp: 240,
    labShare: 0.2,
  },
  {
    name: 'Issues de céréales',
    type: 'cereal',
    category: 'by_product',
    referenceKey: 'cereal-grain',
    tonnes: [10, 300],
    dm: 88,
    vs: 94.5,
    bmp: 351,
    labShare: 0.3,
  },
  {
    name: 'Herbe de prairie',
    type: 'fodder',
    category: 'permanent_grassland',
    referenceKey: 'grass-clover-grass',
    tonnes: [100, 1500],
    dm: 32,
    vs: 89.5,
    bmp: 318.5,
    labShare: 0.3,
  },
  {
    name: 'Luzerne',
    type: 'legume',
    category: 'main_crop',
    referenceKey: 'legume-whole-crop',
    tonnes: [50, 800],
    dm: 25,
    vs: 90,
    bmp: 245,
    labShare: 0.3,
  },
  {
    name: "Graisses d'abattoir",
    type: 'by-product',
    category: 'by_product',
    referenceKey: 'agro-industrial-by-product',
    tonnes: [20, 400],
    dm: 30,
    vs: 92,
    bmp: 700,
    labShare: 0.6,
  },
  {
    name: 'Marc de raisin',
    type: 'other',
    category: 'by_product',
    referenceKey: null,
    tonnes: [20, 600],
    dm: 40,
    vs: 90,
    bmp: 280,
    labShare: 0.6,
  },
];

const suppliers = [
  'GAEC des Prés',
  'EARL du Moulin',
  'SCEA La Fontaine',
  'Coopérative Agrial',
  'Abattoir de Vitré',
  'Sucrerie de Chevrières',
  'Distillerie Vinicole',
  null,
] as const;

/** One lot: its fresh tonnes (m³ for some slurries), and lab values for a share of the lots. */
export function rawMaterialRow(random: Random, userId: string, createdAt: Date) {
  const kind = random.pick(feedstockKinds);
  const hasLab = random.chance(kind.labShare);
  const around = (value: number, spread: number, max: number) =>
    Math.min(max, random.decimal(value * (1 - spread), value * (1 + spread), 1));
  const unit: 't' | 'm3' = kind.type === 'slurry' && random.chance(0.2) ? 'm3' : 't';
  return {
    id: randomUUID(),
    userId,
    name: `${kind.name} ${random.int(2022, 2025)} – lot ${random.int(1, 400)}`,
    type: kind.type,
    category: kind.category,
    supplier: random.pick(suppliers),
    quantity: random.decimal(kind.tonnes[0], kind.tonnes[1], 1),
    unit,
    humidityRate: hasLab ? Math.round((100 - around(kind.dm, 0.2, 99)) * 10) / 10 : null,
    volatileSolidsRate: hasLab && random.chance(0.8) ? around(kind.vs, 0.04, 100) : null,
    methanePotential: hasLab && random.chance(0.8) ? around(kind.bmp, 0.1, 1000) : null,
    carbonNitrogenRatio: hasLab && random.chance(0.5) ? random.decimal(8, 45, 1) : null,
    referenceKey: kind.referenceKey,
    createdAt,
    updatedAt: createdAt,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Maintenance tasks, with the equipment meters the due state reads.

const equipmentNames = [
  'Moteur cogénération',
  'Pompe de recirculation',
  'Agitateur digesteur 1',
  'Agitateur digesteur 2',
  'Séparateur de phase',
  "Trémie d'incorporation",
  'Torchère',
  'Compresseur biogaz',
  'Sécheur biogaz',
  'Filtre à charbon actif',
  'Soupape de sécurité',
  'Chaudière',
] as const;
const maintenanceTaskTypes = [
  'Vidange',
  'Contrôle visuel',
  'Graissage',
  'Remplacement filtre',
  'Étalonnage sonde',
  'Nettoyage',
  'Contrôle réglementaire',
  'Changement bougies',
] as const;
type MaintenanceInsert = typeof maintenanceTasks.$inferInsert;
const calendarFrequencies = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
  'once',
] as const;
const maintenanceStatuses = [
  'pending',
  'pending',
  'pending',
  'in_progress',
  'completed',
  'cancelled',
] as const;
const maintenancePriorities = ['low', 'medium', 'medium', 'high', 'critical'] as const;

function maintenanceRows(random: Random, userId: string, times: Date[], now: number): MaintenanceInsert[] {
  return times.map((createdAt) => {
    const isRunningHours = random.chance(0.15);
    const completed = random.chance(0.5);
    return {
      userId,
      equipmentName: random.pick(equipmentNames),
      taskType: random.pick(maintenanceTaskTypes),
      status: random.pick(maintenanceStatuses),
      priority: random.pick(maintenancePriorities),
      notes: random.chance(0.3) ? `Voir le carnet d'entretien, page ${random.int(1, 120)}` : null,
      frequency: isRunningHours ? 'running_hours' : random.pick(calendarFrequencies),
      intervalHours: isRunningHours ? random.pick([500, 1000, 2000, 4000]) : null,
      nextDueDate: isRunningHours ? null : isoDate(now + random.int(-120, 365) * dayMs),
      estimatedDuration: random.chance(0.8) ? random.int(1, 32) * 15 : null,
      lastCompletedAt: completed ? new Date(now - random.int(1, 365) * dayMs) : null,
      lastServiceRunningHours: isRunningHours && completed ? random.int(0, 60_000) : null,
      isRegulatory: random.chance(0.15),
      createdAt,
      updatedAt: createdAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Agenda tasks.

const agendaTitles = [
  'Relever les compteurs',
  'Commander le charbon actif',
  'Appeler le contrôleur ICPE',
  'Vérifier la torchère',
  'Analyse du digestat',
  'Réunion avec le fournisseur',
  'Préparer le bilan mensuel',
  'Nettoyer la trémie',
  'Tester les alarmes',
  'Mettre à jour le registre des intrants',
] as const;
type AgendaInsert = typeof agendaTasks.$inferInsert;

function agendaRows(random: Random, userId: string, times: Date[], now: number): AgendaInsert[] {
  return times.map((createdAt) => {
    const completed = random.chance(0.4);
    return {
      userId,
      title: `${random.pick(agendaTitles)} (${random.int(1, 999)})`,
      description: random.chance(0.4)
        ? 'Noter le résultat dans le cahier de suivi et prévenir le responsable.'
        : null,
      priority: random.pick(['critical', 'important', 'standard', 'standard'] as const),
      category: random.pick(['maintenance', 'optimisation', 'regulation', 'other'] as const),
      dueDate: random.chance(0.85) ? isoDate(now + random.int(-200, 200) * dayMs) : null,
      completed,
      status: completed ? 'completed' : 'pending',
      completedAt: completed ? new Date(createdAt.getTime() + random.int(0, 30) * dayMs) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Team members and their events (the events reference members of the same owner).

const firstNames = [
  'Camille',
  'Julien',
  'Sophie',
  'Thomas',
  'Léa',
  'Nicolas',
  'Chloé',
  'Hugo',
  'Manon',
  'Étienne',
];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Moreau',
  'Laurent',
  'Garnier',
  'Rousseau',
  'Fournier',
];
const teamRoles = [
  'administrator',
  'technician',
  'technician',
  'operator',
  'operator',
  'manager',
  'engineer',
  'investor',
  'director',
] as const;
type TeamUserInsert = typeof teamUsers.$inferInsert;
type TeamEventInsert = typeof teamEvents.$inferInsert;

function teamUserRows(random: Random, userId: string, times: Date[]): TeamUserInsert[] {
  return times.map((createdAt, index) => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    return {
      id: randomUUID(),
      userId,
      name: `${first} ${last} ${index}`,
      email: random.chance(0.7) ? `${first}.${last}.${index}@ferme.example`.toLowerCase() : null,
      role: random.pick(teamRoles),
      isAdmin: random.chance(0.1),
      phone: random.chance(0.6)
        ? `06 ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}`
        : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

const shifts = [
  { start: '06:00:00', end: '14:00:00', nextDay: false },
  { start: '14:00:00', end: '22:00:00', nextDay: false },
  { start: '22:00:00', end: '06:00:00', nextDay: true },
] as const;

function teamEventRows(
  random: Random,
  userId: string,
  memberIds: readonly string[],
  times: Date[],
  now: number,
): TeamEventInsert[] {
  return times.map((createdAt) => {
    const type = random.pick(['shift', 'shift', 'shift', 'on_call', 'leave', 'training', 'other'] as const);
    const start = now + random.int(-365, 180) * dayMs;
    const base = {
      userId,
      teamUserId: type === 'training' && random.chance(0.5) ? null : random.pick(memberIds),
      type,
      comment: random.chance(0.2) ? 'Échange validé par le responsable de site' : null,
      createdAt,
      updatedAt: createdAt,
    };
    if (type === 'shift') {
      const shift = random.pick(shifts);
      return {
        ...base,
        title: null,
        startDate: isoDate(start),
        endDate: isoDate(shift.nextDay ? start + dayMs : start),
        startTime: shift.start,
        endTime: shift.end,
      };
    }
    return {
      ...base,
      title:
        type === 'training' ? 'Formation sécurité biogaz' : type === 'on_call' ? 'Astreinte week-end' : null,
      startDate: isoDate(start),
      endDate: isoDate(start + random.int(0, type === 'leave' ? 14 : 2) * dayMs),
      leaveType: type === 'leave' ? random.pick(['paid', 'paid', 'sick', 'unpaid'] as const) : null,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------
// Invoices.

const invoiceKinds = [
  { name: 'Vente électricité', category: 'electricity', type: 'income', amount: [8000, 60000] },
  { name: 'Vente biométhane', category: 'others', type: 'income', amount: [10000, 90000] },
  { name: 'Achat intrants', category: 'inputs', type: 'expense', amount: [500, 25000] },
  { name: 'Charbon actif', category: 'consumables', type: 'expense', amount: [800, 6000] },
  { name: 'Salaires', category: 'salaries', type: 'expense', amount: [2500, 15000] },
  { name: 'Contrat de maintenance', category: 'maintenance', type: 'expense', amount: [1000, 20000] },
  { name: 'Électricité auxiliaires', category: 'electricity', type: 'expense', amount: [300, 4000] },
] as const;
const counterparties = [
  'EDF OA',
  'GRDF',
  'Coopérative Agrial',
  'Engie',
  'Biogaz Service',
  'Cabinet comptable',
  null,
];
type InvoiceInsert = typeof invoices.$inferInsert;

function invoiceRows(random: Random, userId: string, times: Date[], now: number): InvoiceInsert[] {
  return times.map((createdAt, index) => {
    const kind = random.pick(invoiceKinds);
    const invoiceTime = now - random.int(0, 1000) * dayMs;
    return {
      userId,
      name: `${kind.name} ${isoDate(invoiceTime).slice(0, 7)}`,
      amount: random.decimal(kind.amount[0], kind.amount[1], 2),
      category: kind.category,
      type: kind.type,
      invoiceDate: isoDate(invoiceTime),
      invoiceNumber: random.chance(0.8)
        ? `F-${isoDate(invoiceTime).slice(0, 4)}-${String(index).padStart(5, '0')}`
        : null,
      counterparty: random.pick(counterparties),
      dueDate: random.chance(0.6) ? isoDate(invoiceTime + random.pick([15, 30, 45, 60]) * dayMs) : null,
      notes: random.chance(0.15) ? 'Règlement par virement' : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------------------

const seededTables = [
  'stock_items',
  'raw_materials',
  'maintenance_tasks',
  'equipment_meters',
  'agenda_tasks',
  'team_users',
  'team_events',
  'invoices',
] as const;

async function seedOwner(database: Database, random: Random, userId: string, now: number): Promise<void> {
  const times = () => creationTimes(random, rowsPerUser, now);
  await insertInChunks(database, stockItems, stockRows(random, userId, times()));
  await insertInChunks(
    database,
    rawMaterials,
    times().map((createdAt) => rawMaterialRow(random, userId, createdAt)),
  );
  await insertInChunks(database, maintenanceTasks, maintenanceRows(random, userId, times(), now));
  await database.db.insert(equipmentMeters).values(
    equipmentNames.map((equipmentName) => ({
      userId,
      equipmentName,
      runningHours: random.int(500, 60_000),
    })),
  );
  await insertInChunks(database, agendaTasks, agendaRows(random, userId, times(), now));
  const members = teamUserRows(random, userId, times());
  await insertInChunks(database, teamUsers, members);
  const memberIds = members.map((member) => member.id ?? '');
  await insertInChunks(database, teamEvents, teamEventRows(random, userId, memberIds, times(), now));
  await insertInChunks(database, invoices, invoiceRows(random, userId, times(), now));
}

/** Two owners of 10,000 rows in every records table, then vacuumed and analysed. */
export async function seedRecordsRows(database: Database): Promise<RecordsUsers> {
  const [measured, other] = await database.db
    .insert(users)
    .values([
      { name: 'Bench Records A', email: 'bench-records-a@example.test' },
      { name: 'Bench Records B', email: 'bench-records-b@example.test' },
    ])
    .returning({ id: users.id });
  if (!measured || !other) throw new Error('seeding the records users failed');
  const random = createRandom(20_240_611);
  const now = Date.now();
  await seedOwner(database, random, measured.id, now);
  await seedOwner(database, random, other.id, now);
  // Visibility map and statistics as autovacuum would leave them, before any row is measured (autovacuum
  // starting in the middle of the PostgreSQL rows would otherwise speed up the counts of the later rows only).
  await database.db.execute(sql.raw(`vacuum (analyze) ${seededTables.join(', ')}`));
  return { measured: measured.id, other: other.id };
}
