import type { ReactNode } from 'react';

export interface RecordsPageHeaderProps {
  title: string;
  subtitle?: string;
  /** The page's main action (add), on the right on wide screens. */
  action?: ReactNode;
  /** A page whose first screen on a phone is its form and newest entries (the feed log) keeps its subtitle for wider screens. */
  isSubtitleHiddenOnPhone?: boolean;
}

/** Title, one line on what the page is for, and the main action. */
export function RecordsPageHeader({
  title,
  subtitle,
  action,
  isSubtitleHiddenOnPhone = false,
}: RecordsPageHeaderProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-3">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{title}</h1>
        {subtitle && (
          <p className={isSubtitleHiddenOnPhone ? 'hidden text-slate-700 sm:block' : 'text-slate-700'}>
            {subtitle}
          </p>
        )}
      </div>
      {action}
    </header>
  );
}
