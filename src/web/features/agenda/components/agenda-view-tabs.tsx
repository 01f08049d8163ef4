import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarDays, CalendarRange, List } from 'lucide-react';
import { TabList } from '../../../components/ui/tab-list';
import { agendaViews, type TAgendaView } from '../lib/use-agenda-address';

const icons = { list: List, month: CalendarDays, week: CalendarRange } as const;

/** Prefix of the tab and panel ids (see TabList). */
export const agendaTabsId = 'agenda-view';

/** Liste / Mois / Semaine. */
export function AgendaViewTabs({
  view,
  onChange,
}: {
  view: TAgendaView;
  onChange: (view: TAgendaView) => void;
}) {
  const { t } = useTranslation('agenda');
  return (
    <TabList
      label={t('views.tabsLabel')}
      tabs={agendaViews.map((name) => ({ name, label: t(`views.${name}`), icon: icons[name] }))}
      selected={view}
      onChange={onChange}
      idPrefix={agendaTabsId}
    />
  );
}
