import type { ReactNode } from 'react';
import { Link } from '../../../lib/router/link';
import { ChevronRight } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

export interface DashboardCardProps {
  icon: ReactNode;
  title: string;
  /** The headline figure or sentence. */
  summary: string;
  /** Red accents when something needs attention. */
  isAlert?: boolean;
  to: string;
  linkLabel: string;
  children?: ReactNode;
}

/** One figure of the dashboard, its few rows and the link to the page it comes from. */
export function DashboardCard({
  icon,
  title,
  summary,
  isAlert = false,
  to,
  linkLabel,
  children,
}: DashboardCardProps) {
  return (
    <Card className={cn('flex flex-col gap-3 p-4', isAlert && 'border-red-300')}>
      <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <span
          className={cn(
            'rounded-md p-1.5',
            isAlert ? 'bg-red-50 text-red-700' : 'bg-emerald-50 text-emerald-700',
          )}
        >
          {icon}
        </span>
        {title}
      </h2>
      <p className={cn('text-lg font-semibold', isAlert ? 'text-red-800' : 'text-slate-900')}>{summary}</p>
      {children}
      <Link
        to={to}
        className="mt-auto inline-flex min-h-11 items-center gap-1 text-sm font-medium text-emerald-800 underline-offset-4 hover:underline"
      >
        {linkLabel}
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
