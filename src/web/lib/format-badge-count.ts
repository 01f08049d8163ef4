/** Spec §9: notification badges stop at 99 ("99+"). */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
