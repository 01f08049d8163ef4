import type { TValueOrigin } from '../../../../shared/domain/feedstock-analysis';
import { cn } from '../../../lib/cn';

const originClasses: Record<TValueOrigin, string> = {
  lab: 'bg-emerald-50 text-emerald-800',
  default: 'bg-slate-100 text-slate-700',
  missing: 'bg-red-50 text-red-800',
};

/** "labo", "défaut (…)" or "à analyser", coloured by where the value comes from. */
export function OriginBadge({
  origin,
  text,
  citation,
}: {
  origin: TValueOrigin;
  text: string;
  citation: string | null;
}) {
  return (
    <span
      className={cn('rounded px-1.5 py-0.5 text-xs font-medium', originClasses[origin])}
      title={citation ?? undefined}
    >
      {text}
    </span>
  );
}
