import { sql, type SQL } from 'drizzle-orm';

/**
 * `fragment`, kept with its columns' table names when it is a selected field. In a select from one table
 * Drizzle writes the columns named directly in a selected SQL field without their table (`"id"`, not
 * `"agenda_tasks"."id"`), so a correlated subquery there (`… from reminders where agenda_task_id = id`) would
 * compare its own table's columns instead of the row's. Nested one level down, it is written as in a WHERE:
 * every column with its table.
 */
export function qualified<T>(fragment: SQL<T>): SQL<T> {
  return sql<T>`${fragment}`;
}
