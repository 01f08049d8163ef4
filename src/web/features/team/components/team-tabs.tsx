import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarDays, Users } from 'lucide-react';
import { TabList } from '../../../components/ui/tab-list';
import { teamTabs, type TTeamTab } from '../lib/team-address';

const icons = { members: Users, calendar: CalendarDays } as const;

/** Prefix of the tab and panel ids (see TabList). */
export const teamTabsId = 'team';

/** Membres / Planning. */
export function TeamTabs({ tab, onChange }: { tab: TTeamTab; onChange: (tab: TTeamTab) => void }) {
  const { t } = useTranslation('team');
  return (
    <TabList
      label={t('tabs.label')}
      tabs={teamTabs.map((name) => ({ name, label: t(`tabs.${name}`), icon: icons[name] }))}
      selected={tab}
      onChange={onChange}
      idPrefix={teamTabsId}
    />
  );
}
