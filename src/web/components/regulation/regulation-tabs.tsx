import { AreaTabs } from '../layout/area-tabs';
import { useTranslation } from '../../lib/i18n/use-translation';

/** The pages of the regulation area, in the order an operator works through them. */
const regulationPages = [
  { key: 'follow-up', path: '/dashboard/reglementation' },
  { key: 'register', path: '/dashboard/reglementation/register' },
  { key: 'ghg', path: '/dashboard/reglementation/ghg' },
  { key: 'mass-balance', path: '/dashboard/reglementation/mass-balance' },
] as const;

export type TRegulationPage = (typeof regulationPages)[number]['key'];

/** The regulation area's own navigation (components/layout/area-tabs.tsx). */
export function RegulationTabs({ current }: { current: TRegulationPage }) {
  const { t } = useTranslation('regulation');
  return (
    <AreaTabs
      label={t('tabs.label')}
      tabs={regulationPages.map((page) => ({ ...page, label: t(`tabs.${page.key}`) }))}
      current={current}
    />
  );
}
