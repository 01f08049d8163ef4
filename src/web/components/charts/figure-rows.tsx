/** A period's figures as label and value pairs: two columns on a phone, four from the small breakpoint. */
export function FigureRows({
  rows,
  testId,
}: {
  rows: readonly (readonly [string, string])[];
  testId?: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents sm:block">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
