import { Link } from '../../lib/router/link';
import { useTranslation } from '../../lib/i18n/use-translation';
import { cn } from '../../lib/cn';

/** The pages of the regulation area, in the order an operator works through them. */
const regulationPages = [
  { key: 'follow-up', path: '/dashboard/reglementation' },
  { key: 'register', path: '/dashboard/reglementation/register' },
  { key: 'ghg', path: '/dashboard/reglementation/ghg' },
  { key: 'mass-balance', path: '/dashboard/reglementation/mass-balance' },
] as const;

export type TRegulationPage = (typeof regulationPages)[number]['key'];

/**
 * The regulation area's own navigation (follow-up, input register, greenhouse gases, mass balance): one row that
 * scrolls sideways on a phone rather than wrapping over the page's first screen.
 */
export function RegulationTabs({ current }: { current: TRegulationPage }) {
  const { t } = useTranslation('regulation');
  return (
    <nav aria-label={t('tabs.label')} className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 px-1">
        {regulationPages.map((page) => {
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
