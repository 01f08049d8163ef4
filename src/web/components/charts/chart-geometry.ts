/** Whole days from `from` to `date` ('YYYY-MM-DD', both read as UTC midnights). */
export function dayIndex(from: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The bottom and top of a value axis holding every value and band edge, with a little room. */
export function valueRange(values: readonly number[]): { low: number; high: number } {
  if (values.length === 0) return { low: 0, high: 1 };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const pad = high === low ? Math.max(Math.abs(high) * 0.1, 0.1) : (high - low) * 0.1;
  return { low: low - pad, high: high + pad };
}
