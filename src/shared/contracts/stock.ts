import { z } from './zod.js';
import {
  MAX_STOCK_NAME_LENGTH,
  MAX_STOCK_QUANTITY,
  RESTOCK_REQUEST_STATUSES,
  STOCK_CATEGORIES,
  STOCK_DEFAULTS,
  STOCK_UNITS,
} from '../domain/stock-levels.js';
import { ZRowVersion, listQuerySchema } from './records.js';
import { ZChoice } from './choice.js';

/** Spec §5 stock: name 1 to 100, quantities ≥ 0, unit among the list ("Unité invalide"). */
const ZStockQuantity = z
  .number({ error: 'stock:validation.quantityInvalid' })
  .refine(Number.isFinite, { error: 'stock:validation.quantityInvalid' })
  .min(0, { error: 'stock:validation.quantityNegative' })
  .max(MAX_STOCK_QUANTITY, { error: 'stock:validation.quantityTooBig' });

const ZStockName = z
  .string({ error: 'stock:validation.nameRequired' })
  .trim()
  .min(1, { error: 'stock:validation.nameRequired' })
  .max(MAX_STOCK_NAME_LENGTH, { error: 'stock:validation.nameTooLong' });

const ZStockUnit = ZChoice(STOCK_UNITS, {
  required: 'stock:validation.unitRequired',
  invalid: 'stock:validation.unitInvalid',
});
const ZStockCategory = ZChoice(STOCK_CATEGORIES, {
  required: 'stock:validation.categoryRequired',
  invalid: 'stock:validation.categoryInvalid',
});

export const ZStockItem = z.object({
  id: z.string(),
  name: z.string(),
  category: ZStockCategory,
  currentLevel: z.number(),
  maxLevel: z.number(),
  unit: ZStockUnit,
  threshold: z.number(),
  isLow: z.boolean(),
  createdAt: z.string(),
  lastUpdated: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TStockItem = z.infer<typeof ZStockItem>;

/** POST /api/stock-items (also each row of a CSV import). Omitted quantities take the defaults of spec §5. */
export const ZCreateStockItemRequest = z.object({
  name: ZStockName,
  category: ZStockCategory,
  currentLevel: ZStockQuantity.nullish().transform((value) => value ?? STOCK_DEFAULTS.currentLevel),
  maxLevel: ZStockQuantity.nullish().transform((value) => value ?? STOCK_DEFAULTS.maxLevel),
  unit: ZStockUnit.nullish().transform((value) => value ?? STOCK_DEFAULTS.unit),
  threshold: ZStockQuantity.nullish().transform((value) => value ?? STOCK_DEFAULTS.threshold),
});
export type TCreateStockItemRequest = z.input<typeof ZCreateStockItemRequest>;

/** PATCH /api/stock-items/:id: any subset of the fields. */
export const ZUpdateStockItemRequest = z
  .object({
    name: ZStockName,
    category: ZStockCategory,
    currentLevel: ZStockQuantity,
    maxLevel: ZStockQuantity,
    unit: ZStockUnit,
    threshold: ZStockQuantity,
  })
  .partial()
  .strict();
export type TUpdateStockItemRequest = z.infer<typeof ZUpdateStockItemRequest>;

/** POST /api/stock-items/:id/adjust: the quick +/- buttons (the level never goes under 0). */
export const ZAdjustStockRequest = z.object({
  delta: z
    .number({ error: 'stock:validation.quantityInvalid' })
    .refine((value) => Number.isFinite(value) && value !== 0, { error: 'stock:validation.quantityInvalid' })
    .min(-MAX_STOCK_QUANTITY, { error: 'stock:validation.quantityTooBig' })
    .max(MAX_STOCK_QUANTITY, { error: 'stock:validation.quantityTooBig' }),
});

export const STOCK_SORT_KEYS = ['createdAt', 'name', 'category', 'currentLevel', 'lastUpdated'] as const;
export const ZStockListQuery = listQuerySchema(STOCK_SORT_KEYS, 'createdAt').extend({
  category: ZStockCategory.optional(),
  /** "true": only items at or under their threshold. */
  lowOnly: z.enum(['true', 'false']).optional(),
});
export type TStockListQuery = z.infer<typeof ZStockListQuery>;

/** A restock need recorded by "commander" on a low item; the shop turns open ones into cart lines. */
export const ZRestockRequest = z.object({
  id: z.string(),
  stockItemId: z.string(),
  itemName: z.string(),
  quantity: z.number(),
  unit: ZStockUnit,
  status: z.enum(RESTOCK_REQUEST_STATUSES),
  createdAt: z.string(),
});
export type TRestockRequest = z.infer<typeof ZRestockRequest>;
export const ZRestockRequestList = z.object({ items: z.array(ZRestockRequest) });

/**
 * The data of an offline insert on restock_requests ("Commander" pressed offline): the stock item to refill. The
 * action's `recordId` is the new need's id; the rules are those of POST /api/stock-items/:id/restock-request.
 */
export const ZOfflineRestockRequestData = z
  .object({ stockItemId: z.uuid({ error: 'stock:validation.stockItemInvalid' }) })
  .strict();
export type TOfflineRestockRequestData = z.infer<typeof ZOfflineRestockRequestData>;

/**
 * An offline cancel of a need (restock_requests delete). `stockItemId`, the need's item, lets the server find
 * the need a "Commander" queued in the same browser was answered with, when an open need of the item was already
 * there (the browser only knows the id it drew).
 */
export const ZOfflineRestockCancelData = z
  .object({ stockItemId: z.uuid({ error: 'stock:validation.stockItemInvalid' }).optional() })
  .strict();
