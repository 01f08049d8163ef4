// The production log (issue 18 point 1): one reading per day or more of what the plant produced and how its
// digester is doing. Bounds: shared/domain/production-limits.ts (spec §5 "production").
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { check, date, index, pgTable, text, time } from 'drizzle-orm/pg-core';
import {
  PRODUCTION_NOTES_MAX_LENGTH,
  PRODUCTION_READING_BOUNDS,
  type TProductionMeasure,
} from '../../../shared/domain/production-limits.js';
import { id, ownerId, quantity, rowVersion, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

function within(column: SQLWrapper, measure: TProductionMeasure): SQL {
  const { min, max } = PRODUCTION_READING_BOUNDS[measure];
  return sql`${column} is null or ${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

export const productionLogs = pgTable(
  'production_logs',
  {
    id: id(),
    userId: ownerId(),
    readingDate: date('reading_date').notNull(),
    // Optional time of day, for plants that log more than once a day.
    readingTime: time('reading_time'),
    biogasM3: quantity('biogas_m3').notNull(),
    // An injection plant logs its biomethane flow, a CHP plant its energy; at least one of the two.
    biomethaneNm3PerHour: quantity('biomethane_nm3_per_hour'),
    kwhProduced: quantity('kwh_produced'),
    temperatureC: quantity('temperature_c'),
    ph: quantity('ph'),
    fosTac: quantity('fos_tac'),
    methanePercent: quantity('methane_percent'),
    h2sPpm: quantity('h2s_ppm'),
    notes: text('notes'),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('production_logs_biogas_m3_check', within(t.biogasM3, 'biogasM3')),
    check('production_logs_biomethane_check', within(t.biomethaneNm3PerHour, 'biomethaneNm3PerHour')),
    check('production_logs_kwh_produced_check', within(t.kwhProduced, 'kwhProduced')),
    check('production_logs_temperature_c_check', within(t.temperatureC, 'temperatureC')),
    check('production_logs_ph_check', within(t.ph, 'ph')),
    check('production_logs_fos_tac_check', within(t.fosTac, 'fosTac')),
    check('production_logs_methane_percent_check', within(t.methanePercent, 'methanePercent')),
    check('production_logs_h2s_ppm_check', within(t.h2sPpm, 'h2sPpm')),
    check(
      'production_logs_output_check',
      sql`${t.biomethaneNm3PerHour} is not null or ${t.kwhProduced} is not null`,
    ),
    check(
      'production_logs_notes_check',
      sql`char_length(${t.notes}) <= ${sql.raw(String(PRODUCTION_NOTES_MAX_LENGTH))}`,
    ),
    // The log, the trends and the advisory read a user's readings by date, newest first.
    index('production_logs_user_id_reading_date_idx').on(
      t.userId,
      t.readingDate.desc(),
      t.readingTime.desc(),
    ),
    index('production_logs_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    ownRowsPolicy('production_logs', t.userId),
  ],
);
export type ProductionLogRow = typeof productionLogs.$inferSelect;
export type NewProductionLogRow = typeof productionLogs.$inferInsert;
