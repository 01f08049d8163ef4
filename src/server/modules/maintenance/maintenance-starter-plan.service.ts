import {
  ZCreateMaintenanceTaskRequest,
  type TCreateStarterPlanRequest,
} from '../../../shared/contracts/maintenance.js';
import {
  MAINTENANCE_STARTER_PLAN,
  starterPlanFirstDueDate,
  starterPlanTextKeys,
  type MaintenanceStarterPlanEntry,
} from '../../../shared/domain/maintenance-starter-plan.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { findEquipmentMeter } from './equipment-meters.repository.js';
import { recordMeterReading } from './equipment-meters.service.js';
import {
  countMaintenanceTasks,
  insertMaintenanceTasks,
  lockStarterPlanOf,
} from './maintenance.repository.js';
import { findUserClock } from '../profile/user-today.js';

const plan: readonly MaintenanceStarterPlanEntry[] = MAINTENANCE_STARTER_PLAN;

/**
 * Creates the starter plan of domain.md for a user who has no maintenance task yet, its texts in `language`,
 * first due dates counted from the day each task was last done when given, else from the user's business date
 * (starterPlanFirstDueDate). Running-hours tasks
 * start counting from their equipment's meter reading today (`chpRunningHours` records the CHP engine's), so a
 * new plan never opens on an overdue oil change; without a meter their reading at service stays empty. One
 * transaction, the caller's: all tasks or none. Returns how many were created.
 */
export async function createStarterPlan(
  tx: DbTransaction,
  userId: string,
  input: TCreateStarterPlanRequest,
  language: TLanguage,
): Promise<number> {
  await lockStarterPlanOf(tx, userId);
  if ((await countMaintenanceTasks(tx, userId)) > 0) {
    throw new HttpError(409, 'starter_plan_exists', 'maintenance:errors.starterPlanExists');
  }
  const t = translatorFor(language);
  // Checked before any write (the meter reading).
  const clock = await findUserClock(tx, userId);
  const today = clock.calendarDate();
  // The first dates count from the business date: a plan made during the night shift has its daily rounds due on
  // that shift's day, as the Jour checklist does.
  const businessToday = clock.businessDate();
  const lastDoneOn: Partial<Record<string, string>> = input.lastDoneOn ?? {};
  const futureDays = Object.entries(lastDoneOn).filter(([, day]) => day !== undefined && day > today);
  if (futureDays.length > 0) {
    const fields = Object.fromEntries(
      futureDays.map(([entryKey]) => [`lastDoneOn.${entryKey}`, t('maintenance:errors.lastDoneInFuture')]),
    );
    throw new HttpError(400, 'validation_failed', 'errors:validationFailed', {}, fields);
  }
  const equipmentName = (entry: MaintenanceStarterPlanEntry) =>
    t(`maintenance:${starterPlanTextKeys(entry).equipment}`);
  if (input.chpRunningHours !== undefined) {
    const chp = plan.find((entry) => entry.equipmentKey === 'chp');
    if (chp) {
      await recordMeterReading(
        tx,
        userId,
        { equipmentName: equipmentName(chp), runningHours: input.chpRunningHours },
        language,
      );
    }
  }

  const values = [];
  for (const entry of plan) {
    const keys = starterPlanTextKeys(entry);
    const name = equipmentName(entry);
    const meter = entry.frequency === 'running_hours' ? await findEquipmentMeter(tx, userId, name) : null;
    // Through the create contract: the plan's data meets every rule a hand-made task meets.
    values.push(
      ZCreateMaintenanceTaskRequest.parse({
        equipmentName: name,
        taskType: t(`maintenance:${keys.task}`),
        notes: keys.note === null ? null : t(`maintenance:${keys.note}`),
        priority: entry.priority,
        status: 'pending',
        frequency: entry.frequency,
        intervalHours: entry.intervalHours ?? null,
        nextDueDate: starterPlanFirstDueDate(entry, businessToday, lastDoneOn[entry.key]),
        estimatedDuration: entry.estimatedDurationMinutes ?? null,
        lastServiceRunningHours: meter?.runningHours ?? null,
        isRegulatory: entry.isRegulatory,
      }),
    );
  }
  return (await insertMaintenanceTasks(tx, userId, values)).length;
}
