import { Link } from '../../lib/router/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { cn } from '../../lib/cn';

/** The admin observability pages, in the order an admin looks when something is wrong. */
const monitoringPages = [
  { key: 'monitoring', path: '/dashboard/monitoring' },
  { key: 'error-monitoring', path: '/dashboard/error-monitoring' },
  { key: 'query-optimization', path: '/dashboard/query-optimization' },
  { key: 'secure-logs', path: '/dashboard/secure-logs' },
  { key: 'security-demo', path: '/dashboard/security-demo' },
] as const;

export type TMonitoringPage = (typeof monitoringPages)[number]['key'];

/**
 * The observability area's own navigation (alerts and live figures, browser errors, slow queries, secure logs,
 * security demo): one row that scrolls sideways on a phone rather than wrapping over the page's first screen.
 */
export function MonitoringTabs({ current }: { current: TMonitoringPage }) {
  const { t } = useTranslation('monitoring');
  return (
    <nav aria-label={t('tabs.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {monitoringPages.map((page) => {
          const isCurrent = page.key === current;
          return (
            <li key={page.key}>
              <Link
                to={page.path}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center rounded-md px-3 text-sm font-medium',
                  isCurrent
                    ? 'bg-emerald-700 text-white'
                    : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {t(`tabs.${page.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
