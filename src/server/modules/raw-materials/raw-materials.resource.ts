import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZCreateRawMaterialRequest,
  ZRawMaterial,
  ZRawMaterialListQuery,
  ZUpdateRawMaterialRequest,
  type TRawMaterial,
  type TRawMaterialListQuery,
  type TUpdateRawMaterialRequest,
} from '../../../shared/contracts/raw-materials.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import {
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  REFERENCE_FEEDSTOCK_KEYS,
  defaultReferenceFor,
  isReferenceFeedstockKey,
  type TRawMaterialType,
} from '../../../shared/domain/feedstock-defaults.js';
import { isReferenceOfType } from '../../../shared/domain/raw-material-lots.js';
import { lotRefusalProblems } from '../../../shared/domain/regulation/admission-register.js';
import { rawMaterials, type RawMaterialRow } from '../../db/schema/raw-materials.js';
import { HttpError } from '../../lib/http-error.js';
import type { DbTransaction } from '../../db/user-context.js';
import { hasFeedEntries, sumFedTonnesByLot } from '../feed-log/feed-log.repository.js';
import { remainingTonnesOf } from '../../../shared/domain/feed-log.js';
import type { RecordResource } from '../records/record-resource.js';
import { toFreshTonnes } from './fresh-tonnes.js';

type Row = Record<string, unknown>;

export const rawMaterialsCsvColumns: readonly CsvColumn[] = [
  { key: 'name', kind: 'text' },
  { key: 'type', kind: 'enum', values: RAW_MATERIAL_TYPES },
  { key: 'category', kind: 'enum', values: RAW_MATERIAL_CATEGORIES },
  { key: 'supplier', kind: 'text' },
  { key: 'quantity', kind: 'decimal' },
  // Optional on import: a file exported before lots had a delivery date still imports (dated today).
  { key: 'deliveryDate', kind: 'date', isOptional: true },
  { key: 'humidityRate', kind: 'decimal' },
  { key: 'volatileSolidsRate', kind: 'decimal' },
  { key: 'methanePotential', kind: 'decimal' },
  { key: 'carbonNitrogenRatio', kind: 'decimal' },
  { key: 'referenceKey', kind: 'enum', values: REFERENCE_FEEDSTOCK_KEYS },
  // Added with the admission register (issue 19): optional on import, so older files still import.
  { key: 'origin', kind: 'text', isOptional: true },
  { key: 'transportDistanceKm', kind: 'decimal', isOptional: true },
  { key: 'sustainabilityDeclaration', kind: 'boolean', isOptional: true },
  { key: 'refused', kind: 'boolean', isOptional: true },
  { key: 'refusalReason', kind: 'text', isOptional: true },
];

type TRawMaterialRecord = Omit<TRawMaterial, 'remainingTonnes'>;

export function toRawMaterial(row: RawMaterialRow): TRawMaterialRecord {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    category: row.category,
    supplier: row.supplier,
    quantity: toFreshTonnes(row.quantity, row.unit),
    deliveryDate: row.deliveryDate,
    humidityRate: row.humidityRate,
    volatileSolidsRate: row.volatileSolidsRate,
    methanePotential: row.methanePotential,
    carbonNitrogenRatio: row.carbonNitrogenRatio,
    referenceKey:
      row.referenceKey !== null && isReferenceFeedstockKey(row.referenceKey) ? row.referenceKey : null,
    origin: row.origin,
    transportDistanceKm: row.transportDistanceKm,
    sustainabilityDeclaration: row.sustainabilityDeclaration,
    refused: row.refused,
    refusalReason: row.refusalReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/**
 * The reference a write stores: the one asked for, else the type's default. The stored key is always the one
 * that applies, so the list shows it and a later change of the defaults table does not move existing lots.
 */
function referenceFor(type: TRawMaterialType, asked: string | null): string | null {
  return asked ?? defaultReferenceFor(type);
}

function toUpdateValues(input: TUpdateRawMaterialRequest, current: Row): Row {
  // updatedAt always: an empty PATCH still has something to set (Drizzle refuses an empty SET).
  const values: Row = { ...input, updatedAt: new Date() };
  const currentRow = current as RawMaterialRow;
  const type = input.type ?? currentRow.type;
  if (input.referenceKey !== undefined) {
    values.referenceKey = referenceFor(type, input.referenceKey);
  } else if (
    input.type !== undefined &&
    !(currentRow.referenceKey && isReferenceOfType(currentRow.referenceKey, type))
  ) {
    // A new type without a reference: the old type's reference cannot serve, take the new type's default.
    values.referenceKey = defaultReferenceFor(type);
  }
  // Quantities are written in tonnes only (the unit column stays for rows of other origins).
  if (input.quantity !== undefined) values.unit = 't';
  // A lot no longer refused keeps no reason (the table refuses a reason without a refusal).
  if (input.refused === false) values.refusalReason = null;
  return values;
}

/**
 * Rules across fields, on the row as it would be stored: a reference of another type would feed wrong defaults
 * (maize silage figures for a slurry); a refused lot says why.
 */
function checkLotRow(values: Row): Record<string, string> | null {
  const problems: Record<string, string> = { ...lotRefusalProblems(values) };
  const { type, referenceKey } = values;
  if (typeof referenceKey === 'string') {
    const fits = RAW_MATERIAL_TYPES.some(
      (candidate) => candidate === type && isReferenceOfType(referenceKey, candidate),
    );
    if (!fits) problems.referenceKey = 'rawMaterials:validation.referenceTypeMismatch';
  }
  return Object.keys(problems).length === 0 ? null : problems;
}

/** Each lot with what is left of it (delivered minus fed), the feed log read once for all of them. */
async function withRemainingTonnes(
  tx: DbTransaction,
  userId: string,
  records: TRawMaterialRecord[],
): Promise<TRawMaterial[]> {
  const fed = await sumFedTonnesByLot(
    tx,
    userId,
    records.map((record) => record.id),
  );
  return records.map((record) => ({
    ...record,
    remainingTonnes: remainingTonnesOf(record.quantity, fed.get(record.id) ?? 0),
  }));
}

/** A lot that was fed stays: the feed log would lose what it held (the foreign key refuses it too). */
async function refuseDeleteOfFedLot(tx: DbTransaction, userId: string, id: string): Promise<void> {
  if (await hasFeedEntries(tx, userId, id)) throw new HttpError(409, 'lot_fed', 'rawMaterials:errors.lotFed');
}

/**
 * A lot the feed log says was loaded cannot be marked refused at the gate afterwards (the register would say it
 * never entered while the log says it was fed): the whole update is undone.
 */
async function refuseRefusalOfFedLot(tx: DbTransaction, userId: string, row: Row): Promise<void> {
  const lot = row as RawMaterialRow;
  if (lot.refused && (await hasFeedEntries(tx, userId, lot.id))) {
    throw new HttpError(400, 'lot_fed', 'rawMaterials:errors.lotFedRefused');
  }
}

/** Raw materials (spec §3 raw_materials): lots of feedstock in tonnes of fresh matter, lab values optional. */
export const rawMaterialsResource: RecordResource<
  TRawMaterial,
  z.output<typeof ZCreateRawMaterialRequest>,
  TUpdateRawMaterialRequest,
  TRawMaterialListQuery,
  TRawMaterialRecord
> = {
  path: '/api/raw-materials',
  namespace: 'rawMaterials',
  fileName: 'matieres-premieres',
  table: rawMaterials,
  idColumn: rawMaterials.id,
  userIdColumn: rawMaterials.userId,
  versionColumn: rawMaterials.version,
  schemas: {
    item: ZRawMaterial,
    create: ZCreateRawMaterialRequest,
    update: ZUpdateRawMaterialRequest,
    query: ZRawMaterialListQuery,
  },
  sortColumns: {
    createdAt: rawMaterials.createdAt,
    name: rawMaterials.name,
    type: rawMaterials.type,
    category: rawMaterials.category,
    quantity: rawMaterials.quantity,
    deliveryDate: rawMaterials.deliveryDate,
  },
  search: { source: 'raw-materials' },
  filters: (query) => [
    query.type ? eq(rawMaterials.type, query.type) : undefined,
    query.category ? eq(rawMaterials.category, query.category) : undefined,
  ],
  toItem: (row) => toRawMaterial(row as RawMaterialRow),
  completeItems: withRemainingTonnes,
  beforeDelete: refuseDeleteOfFedLot,
  afterUpdate: (tx, userId, row) => refuseRefusalOfFedLot(tx, userId, row),
  toInsertValues: ({ deliveryDate, ...input }) => ({
    ...input,
    // No date: the column's default (today).
    ...(deliveryDate === null ? {} : { deliveryDate }),
    unit: 't',
    referenceKey: referenceFor(input.type, input.referenceKey),
    // A reason given for a lot that was not refused is not kept (the table refuses it).
    refusalReason: input.refused ? input.refusalReason : null,
  }),
  toUpdateValues,
  checkRow: checkLotRow,
  csvColumns: rawMaterialsCsvColumns,
};
