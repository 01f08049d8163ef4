import { ZAdvice } from './advisory.js';
import { z } from './zod.js';
import { EMERGENCY_HAZARDS } from '../domain/emergency/emergency-alerts.js';
import { ZProductionToday } from './production.js';
import { ZFeedToday } from './feed-log.js';

/** GET /api/dashboard: the figures of the signed-in user's records, each linking to its page. */
export const ZDashboard = z.object({
  /** The plant's date (the user's time zone) the figures were computed for. */
  today: z.string(),
  lowStock: z.object({
    count: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        currentLevel: z.number(),
        threshold: z.number(),
        unit: z.string(),
      }),
    ),
  }),
  /** Open maintenance to do now: overdue first, then due today (the list's `?due=` filters). */
  dueMaintenance: z.object({
    count: z.number().int(),
    overdueCount: z.number().int(),
    todayCount: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        equipmentName: z.string(),
        taskType: z.string(),
        nextDueDate: z.string().nullable(),
        priority: z.string(),
        dueState: z.enum(['overdue', 'due_today']),
        /** Running hours left before the service (negative when past), for tasks counted on a meter. */
        hoursLeft: z.number().nullable(),
      }),
    ),
  }),
  /** Agenda tasks to do whose date has come (overdue first, then today's), and the daily checklist. */
  todayTasks: z.object({
    count: z.number().int(),
    overdueCount: z.number().int(),
    todayCount: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        priority: z.string(),
        dueDate: z.string(),
        /** Days past the due date: 0 for today's tasks. */
        daysLate: z.number().int(),
      }),
    ),
    /** The Jour tab's checklist of the business date: what is left of it. */
    checklist: z.object({ date: z.string(), remaining: z.number().int(), total: z.number().int() }),
  }),
  monthBalance: z.object({
    month: z.string(),
    income: z.number(),
    expense: z.number(),
    balance: z.number(),
  }),
  /** Whether each module holds a record yet: a new account's dashboard points to the first useful actions. */
  firstSteps: z.object({
    hasStockItems: z.boolean(),
    hasMaintenancePlan: z.boolean(),
    hasRawMaterials: z.boolean(),
    hasAgendaTasks: z.boolean(),
    hasInvoices: z.boolean(),
  }),
  expectedMethane: z.object({
    lotCount: z.number().int(),
    incompleteLotCount: z.number().int(),
    freshTonnes: z.number(),
    methaneAtPlantNm3: z.number(),
    energyKwhPci: z.number(),
  }),
  /**
   * Today's and tomorrow's weather at the plant and whether digestate may be spread (issue 18); empty when the
   * forecast is unavailable or slow (the dashboard does not wait for it: the weather page says why).
   */
  weather: z.object({
    days: z.array(
      z.object({
        date: z.string(),
        temperatureMinC: z.number(),
        temperatureMaxC: z.number(),
        precipitationMm: z.number(),
        windSpeedMaxKmh: z.number(),
        mayBeSpread: z.boolean(),
      }),
    ),
  }),
  /** The production log's last day up to today (issue 18): its figures, the plant's class and its anomalies. */
  production: ZProductionToday,
  /** What the feed log holds for the plant's calendar today: tonnes, kg VS and the OLR when the volume is set. */
  feed: ZFeedToday,
  /** The most urgent active advice of the advisory (issue 18), and how many are active. */
  advice: z.object({ top: ZAdvice.nullable(), activeCount: z.number().int() }),
  /** Emergency alerts raised and not resolved (issue 21), newest first: the first card while there are any. */
  emergencyAlerts: z.array(
    z.object({
      id: z.string(),
      hazard: z.enum(EMERGENCY_HAZARDS),
      isDrill: z.boolean(),
      raisedAt: z.string(),
      acknowledged: z.number().int(),
      recipients: z.number().int(),
    }),
  ),
});
export type TDashboard = z.infer<typeof ZDashboard>;
