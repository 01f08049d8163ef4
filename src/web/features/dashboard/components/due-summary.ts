import type { TFunction } from '../../../../shared/i18n/translate';

interface DueCounts {
  count: number;
  overdueCount: number;
  todayCount: number;
}

/** A card's headline for what has come due: "2 en retard · 1 à faire aujourd'hui", or its "nothing" sentence. */
export function dueSummary(t: TFunction, card: 'todayTasks' | 'dueMaintenance', due: DueCounts): string {
  if (due.count === 0) return t(`dashboard:${card}.none`);
  const parts: string[] = [];
  if (due.overdueCount > 0) parts.push(t(`dashboard:${card}.overdue`, { count: due.overdueCount }));
  if (due.todayCount > 0) parts.push(t(`dashboard:${card}.dueToday`, { count: due.todayCount }));
  return parts.join(' · ');
}
