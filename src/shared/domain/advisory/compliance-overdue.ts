/**
 * Overdue obligations of the compliance follow-up (issue 19): an obligation that applies to the plant, still open
 * past the due date the operator set (or the next due date of a recurring one). An inspector or an auditor reads
 * these registers and checks: the advice says which one is the most late.
 */
import type { TCalendarDate } from '../calendar.js';
import type { TObligationCode } from '../regulation/obligations.js';
import { adviceId, adviceSource, fingerprint, type Advice } from './advice.js';
import { daysBetween } from './dated-series.js';

export interface OverdueObligationInput {
  code: TObligationCode;
  /** Before today (that is what overdue means). */
  dueDate: TCalendarDate;
}

export interface ComplianceOverdueEvidence {
  overdueCount: number;
  /** The most days late first. */
  obligations: { code: TObligationCode; dueDate: TCalendarDate; daysLate: number }[];
}

export type TComplianceOverdueAdvice = Advice<'compliance-overdue', ComplianceOverdueEvidence>;

/** One advice for all the overdue obligations (act: a regulatory duty); the situation is the set with due dates. */
export function complianceOverdueAdvice(
  overdue: readonly OverdueObligationInput[],
  today: TCalendarDate,
): TComplianceOverdueAdvice | null {
  const late = overdue.filter((item) => item.dueDate < today);
  if (late.length === 0) return null;
  const obligations = late
    .map((item) => ({ code: item.code, dueDate: item.dueDate, daysLate: daysBetween(item.dueDate, today) }))
    .sort((a, b) => b.daysLate - a.daysLate || (a.code < b.code ? -1 : 1));
  const [mostLate] = obligations;
  return {
    id: adviceId('compliance-overdue', fingerprint(late.map((item) => `${item.code}@${item.dueDate}`))),
    rule: 'compliance-overdue',
    severity: 'act',
    date: mostLate?.dueDate ?? today,
    evidence: { overdueCount: obligations.length, obligations },
    source: adviceSource('domain:french-rules/obligations'),
    actionPath: '/dashboard/reglementation',
  };
}
