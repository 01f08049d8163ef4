// Which statements of pg_stat_statements the query optimisation page may EXPLAIN (issue 20): SELECTs only, one
// statement, and how to ask for the plan of one that still has its $n placeholders.

/** The statement without the comments and blank space that may come before it. */
function leadingText(query: string): string {
  let rest = query;
  for (;;) {
    const trimmed = rest.replace(/^[\s(]+/, '');
    if (trimmed.startsWith('--')) {
      const end = trimmed.indexOf('\n');
      rest = end === -1 ? '' : trimmed.slice(end + 1);
    } else if (trimmed.startsWith('/*')) {
      const end = trimmed.indexOf('*/');
      rest = end === -1 ? '' : trimmed.slice(end + 2);
    } else {
      return trimmed;
    }
  }
}

/** A single SELECT (no data-modifying WITH can precede it, no second statement after it). */
export function isExplainableSelect(query: string): boolean {
  const text = leadingText(query);
  if (!/^select\b/i.test(text)) return false;
  return !text.replace(/;\s*$/, '').includes(';');
}

/** Whether the normalised text still holds parameters ($1, $2…): it then needs a generic plan. */
export function hasQueryParameters(query: string): boolean {
  return /\$\d+/.test(query);
}

/** The EXPLAIN to send (never ANALYZE: the statement is planned, not run). */
export function explainStatement(query: string, isGeneric: boolean): string {
  const statement = query.trim().replace(/;\s*$/, '');
  return isGeneric ? `explain (generic_plan) ${statement}` : `explain ${statement}`;
}
