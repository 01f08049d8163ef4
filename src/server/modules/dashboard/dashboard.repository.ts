import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';

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
 * Open maintenance tasks past their date, or past their running hours on the equipment's meter (the hours
 * since the last service reach the interval), oldest first.
 */
export async function findOverdueMaintenance(tx: DbTransaction, userId: string, today: string) {
  const rows = await queryRows<{
    id: string;
    equipment_name: string;
    task_type: string;
    next_due_date: string | null;
    priority: string;
    total: number;
  }>(
    tx,
    sql`select t.id, t.equipment_name, t.task_type, t.next_due_date::text as next_due_date, t.priority,
               count(*) over ()::int as total
        from maintenance_tasks t
        left join equipment_meters m
          on m.user_id = t.user_id and lower(m.equipment_name) = lower(t.equipment_name)
        where t.user_id = ${userId}
          and t.status in ('pending', 'in_progress')
          and (
            (t.frequency <> 'running_hours' and t.next_due_date < ${today}::date)
            or (t.frequency = 'running_hours'
                and m.running_hours - coalesce(t.last_service_running_hours, 0) > t.interval_hours)
          )
        order by t.next_due_date nulls last, t.equipment_name
        limit ${cardItemLimit}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      equipmentName: row.equipment_name,
      taskType: row.task_type,
      nextDueDate: row.next_due_date,
      priority: row.priority,
    })),
  };
}

/** Agenda tasks still to do that are due today (or were due before and are not done), critical first. */
export async function findTodayTasks(tx: DbTransaction, userId: string, today: string) {
  const rows = await queryRows<{ id: string; title: string; priority: string; total: number }>(
    tx,
    sql`select id, title, priority, count(*) over ()::int as total
        from agenda_tasks
        where user_id = ${userId} and completed = false and due_date = ${today}::date
        order by case priority when 'critical' then 0 when 'important' then 1 else 2 end, created_at
        limit ${cardItemLimit}`,
  );
  return {
    count: rows[0]?.total ?? 0,
    items: rows.map((row) => ({ id: row.id, title: row.title, priority: row.priority })),
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
