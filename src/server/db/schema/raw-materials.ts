// Feedstock (intrants) and CIVE silage clamps (spec §3 raw_materials, cive_ensilages).
// Figures and rules referred to here: docs design/domain.md.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import {
  MAX_LOT_ORIGIN_LENGTH,
  MAX_REFUSAL_REASON_LENGTH,
  TRANSPORT_DISTANCE_KM_BOUNDS,
} from '../../../shared/domain/regulation/admission-register.js';
import {
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  REFERENCE_FEEDSTOCK_KEYS,
} from '../../../shared/domain/feedstock-defaults.js';
import {
  id,
  isBetween,
  isOneOf,
  ownerId,
  percent,
  quantity,
  timestamps,
  trigramIndex,
  rowVersion,
} from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export { RAW_MATERIAL_TYPES };
export type RawMaterialType = (typeof RAW_MATERIAL_TYPES)[number];

/** Feedstock is counted in tonnes of fresh matter, or m³ for slurries. */
export const RAW_MATERIAL_UNITS = ['t', 'kg', 'm3'] as const;
export type RawMaterialUnit = (typeof RAW_MATERIAL_UNITS)[number];

export const rawMaterials = pgTable(
  'raw_materials',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    type: text('type', { enum: RAW_MATERIAL_TYPES }).notNull(),
    // Regulatory category (main crop, CIVE, effluent…): the 15 % main-crop cap counts `main_crop` only.
    category: text('category', { enum: RAW_MATERIAL_CATEGORIES }).notNull(),
    supplier: text('supplier'),
    quantity: quantity('quantity').notNull().default(0),
    // Addition: the day the lot was delivered (or harvested into the clamp): the 15 % main-crop rule counts the
    // fresh tonnage of each calendar year, so a lot's year is the year of this date.
    deliveryDate: date('delivery_date')
      .notNull()
      .default(sql`current_date`),
    // Addition: the unit of `quantity` (a quantity without its unit cannot feed the analysis).
    unit: text('unit', { enum: RAW_MATERIAL_UNITS }).notNull().default('t'),
    // Moisture in % of fresh matter; dry matter = 100 − humidity_rate.
    humidityRate: percent('humidity_rate'),
    // Addition: lab volatile solids in % of dry matter (lab analyses win over defaults, domain.md).
    volatileSolidsRate: percent('volatile_solids_rate'),
    // Addition: lab methane potential (BMP) in Nm³ CH4 per tonne of volatile solids.
    methanePotential: quantity('methane_potential'),
    // Addition: lab C/N ratio of the lot (mix C/N against the digester's 20–30 range).
    carbonNitrogenRatio: quantity('carbon_nitrogen_ratio'),
    // Addition: the reference feedstock whose defaults apply where no lab value is given (domain.md table).
    referenceKey: text('reference_key', { enum: REFERENCE_FEEDSTOCK_KEYS as [string, ...string[]] }),
    // Addition (issue 19, admission register and RED II sustainability per lot): the origin parcel or site,
    // the transport distance (km, for the GHG etd term), whether the supplier's sustainability self-declaration
    // is on file, and whether the lot was refused at the gate (the ICPE register records refusals, with why).
    origin: text('origin'),
    transportDistanceKm: quantity('transport_distance_km'),
    sustainabilityDeclaration: boolean('sustainability_declaration').notNull().default(false),
    refused: boolean('refused').notNull().default(false),
    refusalReason: text('refusal_reason'),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('raw_materials_type_check', isOneOf(t.type, RAW_MATERIAL_TYPES)),
    check('raw_materials_unit_check', isOneOf(t.unit, RAW_MATERIAL_UNITS)),
    check('raw_materials_category_check', isOneOf(t.category, RAW_MATERIAL_CATEGORIES)),
    check(
      'raw_materials_reference_key_check',
      sql`${t.referenceKey} is null or ${isOneOf(t.referenceKey, REFERENCE_FEEDSTOCK_KEYS)}`,
    ),
    check(
      'raw_materials_carbon_nitrogen_ratio_check',
      sql`${t.carbonNitrogenRatio} is null or ${t.carbonNitrogenRatio} > 0`,
    ),
    check('raw_materials_quantity_check', sql`${t.quantity} >= 0`),
    check(
      'raw_materials_humidity_rate_check',
      sql`${t.humidityRate} is null or ${t.humidityRate} between 0 and 100`,
    ),
    check(
      'raw_materials_volatile_solids_rate_check',
      sql`${t.volatileSolidsRate} is null or ${t.volatileSolidsRate} between 0 and 100`,
    ),
    check(
      'raw_materials_methane_potential_check',
      sql`${t.methanePotential} is null or ${t.methanePotential} >= 0`,
    ),
    check(
      'raw_materials_origin_check',
      sql`${t.origin} is null or char_length(${t.origin}) <= ${sql.raw(String(MAX_LOT_ORIGIN_LENGTH))}`,
    ),
    check(
      'raw_materials_transport_distance_km_check',
      sql`${t.transportDistanceKm} is null or ${isBetween(t.transportDistanceKm, TRANSPORT_DISTANCE_KM_BOUNDS)}`,
    ),
    // A refused lot says why; a lot that was not refused has no reason.
    check(
      'raw_materials_refusal_reason_check',
      sql`(${t.refused} and ${t.refusalReason} is not null and char_length(btrim(${t.refusalReason})) > 0 and char_length(${t.refusalReason}) <= ${sql.raw(String(MAX_REFUSAL_REASON_LENGTH))}) or (not ${t.refused} and ${t.refusalReason} is null)`,
    ),
    index('raw_materials_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The analysis reads the lots of a span of calendar years.
    index('raw_materials_user_id_delivery_date_idx').on(t.userId, t.deliveryDate),
    // The global search matches a type or category by its translated label (search_source).
    index('raw_materials_user_id_type_idx').on(t.userId, t.type),
    index('raw_materials_user_id_category_idx').on(t.userId, t.category),
    trigramIndex('raw_materials_name_trgm', t.name),
    trigramIndex('raw_materials_type_trgm', t.type),
    trigramIndex('raw_materials_category_trgm', t.category),
    trigramIndex('raw_materials_supplier_trgm', t.supplier),
    searchFreshnessIndex('raw_materials', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('raw_materials', t.userId, t.name),
    ownRowsPolicy('raw_materials', t.userId),
  ],
);
export type RawMaterialRow = typeof rawMaterials.$inferSelect;
export type NewRawMaterialRow = typeof rawMaterials.$inferInsert;

/**
 * A CIVE (cultures intermédiaires à vocation énergétique) silage clamp. The spec does not show its
 * fields; these follow domain.md: harvest at 25–35 % DM, clamp face advance, intermediate-crop dates.
 */
export const civeEnsilages = pgTable(
  'cive_ensilages',
  {
    id: id(),
    userId: ownerId(),
    // Clamp or lot name, e.g. "Silo 2 – seigle 2025".
    name: text('name').notNull(),
    // Crop, e.g. seigle, triticale, avoine, mélange.
    cropType: text('crop_type').notNull(),
    parcel: text('parcel'),
    sowingDate: date('sowing_date'),
    harvestDate: date('harvest_date'),
    ensilingDate: date('ensiling_date'),
    // Clamp opened for feeding (face advance is computed from here).
    openingDate: date('opening_date'),
    quantity: quantity('quantity').notNull().default(0),
    unit: text('unit', { enum: RAW_MATERIAL_UNITS }).notNull().default('t'),
    // Dry matter at harvest, % of fresh matter (target 25–35 %).
    dryMatterRate: percent('dry_matter_rate'),
    silo: text('silo'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('cive_ensilages_unit_check', isOneOf(t.unit, RAW_MATERIAL_UNITS)),
    check('cive_ensilages_quantity_check', sql`${t.quantity} >= 0`),
    check(
      'cive_ensilages_dry_matter_rate_check',
      sql`${t.dryMatterRate} is null or ${t.dryMatterRate} between 0 and 100`,
    ),
    check(
      'cive_ensilages_harvest_after_sowing_check',
      sql`${t.harvestDate} is null or ${t.sowingDate} is null or ${t.harvestDate} >= ${t.sowingDate}`,
    ),
    check(
      'cive_ensilages_opening_after_ensiling_check',
      sql`${t.openingDate} is null or ${t.ensilingDate} is null or ${t.openingDate} >= ${t.ensilingDate}`,
    ),
    index('cive_ensilages_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    ownRowsPolicy('cive_ensilages', t.userId),
  ],
);
export type CiveEnsilageRow = typeof civeEnsilages.$inferSelect;
export type NewCiveEnsilageRow = typeof civeEnsilages.$inferInsert;
