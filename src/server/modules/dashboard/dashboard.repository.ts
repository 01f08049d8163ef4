import { and, eq, or, sql } from 'drizzle-orm';
import { daysBetween } from '../../../shared/domain/maintenance-schedule.js';
import { queryRows } from '../../db/raw-query.js';
import { maintenanceTasks } from '../../db/schema/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';
import { hoursLeft, isOpenAndDueToday, isOpenAndOverdue } from '../maintenance/maintenance-due-filter.js';

/** How many rows each card lists (the count says how many there are in all). */
const cardItemLimit = 5;

/** Items at or under their threshold, lowest fill first. */
export async function findLowStock(tx: DbTransaction, userId: string) {
  const rows = await queryRows<{
    id: string;
    name: string;
    current_level: string;
    threshold: string;
    unit: string;
    total: number;
  }>(
    tx,
    sql`select id, name, current_level, threshold, unit, count(*) over ()::int as total
        from stock_items
        where user_id = ${userId} and current_level <= threshold
        order by case when max_level > 0 then current_level / max_level else 0 end, name
        limit ${cardItemLimit}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      currentLevel: Number(row.current_level),
      threshold: Number(row.threshold),
      unit: row.unit,
    })),
  };
}

/**
 * Open maintenance tasks to do now: overdue (past their date, or past their running hours on the equipment's
 * meter) first, then those due today (their date, or exactly at their hours). The conditions are the maintenance
 * list's `?due=overdue` and `?due=due_today` filters, so the card, the sidebar and the list count the same tasks.
 */
export async function findDueMaintenance(tx: DbTransaction, userId: string) {
  const isOverdue = sql<boolean>`${isOpenAndOverdue}`.as('is_overdue');
  const rows = await tx
    .select({
      id: maintenanceTasks.id,
      equipmentName: maintenanceTasks.equipmentName,
      taskType: maintenanceTasks.taskType,
      nextDueDate: maintenanceTasks.nextDueDate,
      priority: maintenanceTasks.priority,
      hoursLeft: sql<string | null>`${hoursLeft}`,
      isOverdue,
      total: sql<number>`count(*) over ()::int`,
      overdueTotal: sql<number>`(count(*) filter (where ${isOpenAndOverdue}) over ())::int`,
    })
    .from(maintenanceTasks)
    .where(and(eq(maintenanceTasks.userId, userId), or(isOpenAndOverdue, isOpenAndDueToday)))
    .orderBy(
      sql`${isOpenAndOverdue} desc`,
      sql`${maintenanceTasks.nextDueDate} nulls last`,
      maintenanceTasks.equipmentName,
    )
    .limit(cardItemLimit);
  const count = rows[0]?.total ?? 0;
  const overdueCount = rows[0]?.overdueTotal ?? 0;
  return {
    count,
    overdueCount,
    todayCount: count - overdueCount,
    items: rows.map((row) => ({
      id: row.id,
      equipmentName: row.equipmentName,
      taskType: row.taskType,
      nextDueDate: row.nextDueDate,
      priority: row.priority,
      dueState: row.isOverdue ? ('overdue' as const) : ('due_today' as const),
      hoursLeft: row.hoursLeft === null ? null : Number(row.hoursLeft),
    })),
  };
}

/**
 * Agenda tasks still to do whose date has come: the overdue ones first (the oldest first), then today's, critical
 * first within a day. The count is the sidebar's agenda counter (due today or overdue).
 */
export async function findDueAgendaTasks(tx: DbTransaction, userId: string, today: string) {
  const rows = await queryRows<{
    id: string;
    title: string;
    priority: string;
    due_date: string;
    total: number;
    overdue_total: number;
  }>(
    tx,
    sql`select id, title, priority, due_date::text as due_date, count(*) over ()::int as total,
               (count(*) filter (where due_date < ${today}::date) over ())::int as overdue_total
        from agenda_tasks
        where user_id = ${userId} and completed = false and due_date <= ${today}::date
        order by due_date,
                 case priority when 'critical' then 0 when 'important' then 1 else 2 end,
                 created_at
        limit ${cardItemLimit}`,
  );
  const count = rows[0]?.total ?? 0;
  const overdueCount = rows[0]?.overdue_total ?? 0;
  return {
    count,
    overdueCount,
    todayCount: count - overdueCount,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      priority: row.priority,
      dueDate: row.due_date,
      daysLate: daysBetween(row.due_date, today),
    })),
  };
}

/** Income, expenses and balance of one month ('YYYY-MM'), summed in cents. */
export async function findMonthBalance(tx: DbTransaction, userId: string, month: string) {
  const [row] = await queryRows<{ income_cents: string | null; expense_cents: string | null }>(
    tx,
    sql`select sum(case when type = 'income' then round(amount * 100) end)::bigint as income_cents,
               sum(case when type = 'expense' then round(amount * 100) end)::bigint as expense_cents
        from invoices
        where user_id = ${userId}
          and invoice_date >= to_date(${month}, 'YYYY-MM')
          and invoice_date < to_date(${month}, 'YYYY-MM') + interval '1 month'`,
  );
  const income = Number(row?.income_cents ?? 0);
  const expense = Number(row?.expense_cents ?? 0);
  return { month, income: income / 100, expense: expense / 100, balance: (income - expense) / 100 };
}

/** Which modules already hold a record of the user: the first steps a new account is pointed to. */
export async function findFirstSteps(tx: DbTransaction, userId: string) {
  const [row] = await queryRows<{
    stock: boolean;
    maintenance: boolean;
    raw_materials: boolean;
    agenda: boolean;
    budget: boolean;
  }>(
    tx,
    sql`select exists (select 1 from stock_items where user_id = ${userId}) as stock,
               exists (select 1 from maintenance_tasks where user_id = ${userId}) as maintenance,
               exists (select 1 from raw_materials where user_id = ${userId}) as raw_materials,
               exists (select 1 from agenda_tasks where user_id = ${userId}) as agenda,
               exists (select 1 from invoices where user_id = ${userId}) as budget`,
  );
  return {
    hasStockItems: row?.stock ?? false,
    hasMaintenancePlan: row?.maintenance ?? false,
    hasRawMaterials: row?.raw_materials ?? false,
    hasAgendaTasks: row?.agenda ?? false,
    hasInvoices: row?.budget ?? false,
  };
}
