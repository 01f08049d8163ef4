import { Link } from '../../lib/router/link';
import { cn } from '../../lib/cn';

export interface AreaTab {
  key: string;
  path: string;
  label: string;
}

/**
 * An area's own navigation (the regulation pages, the observability pages): one row that scrolls sideways on a
 * phone rather than wrapping over the page's first screen, the current page marked.
 */
export function AreaTabs({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly AreaTab[];
  current: string;
}) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {tabs.map((tab) => {
          const isCurrent = tab.key === current;
          return (
            <li key={tab.key}>
              <Link
                to={tab.path}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium',
                  isCurrent
                    ? 'bg-emerald-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
