import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { UserPlus } from 'lucide-react';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Button } from '../../../components/ui/button';
import { MemberFormDialog, type TMemberDialog } from '../components/member-form-dialog';
import { MembersSection } from '../components/members-section';
import { TeamCalendarSection } from '../components/team-calendar-section';
import { tabId, tabPanelId } from '../../../components/ui/tab-list';
import { TeamTabs, teamTabsId } from '../components/team-tabs';
import { useTeamAddress } from '../lib/team-address';

/**
 * /dashboard/team (spec §2, §3 team_users, team_events): the members (?tab=members) and their calendar
 * (?tab=calendar). Everything is added and edited in dialogs: the spec has no add page for the team.
 */
export default function TeamPage() {
  const { t } = useTranslation(['team', 'calendar', 'records']);
  const { tab, showTab } = useTeamAddress();
  const [memberDialog, setMemberDialog] = useState<TMemberDialog>(null);
  const handleAddMember = () => {
    setMemberDialog({ mode: 'create' });
  };

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('team:title')}
        subtitle={t('team:subtitle')}
        action={
          tab === 'members' && (
            <Button size="lg" onClick={handleAddMember}>
              <UserPlus className="h-5 w-5" aria-hidden="true" />
              {t('team:addMember')}
            </Button>
          )
        }
      />
      <TeamTabs
        tab={tab}
        onChange={(next) => {
          showTab(next);
        }}
      />
      <div id={tabPanelId(teamTabsId)} role="tabpanel" aria-labelledby={tabId(teamTabsId, tab)}>
        {tab === 'members' ? (
          <MembersSection
            onAdd={handleAddMember}
            onEdit={(member) => {
              setMemberDialog({ mode: 'edit', member });
            }}
            onShowSchedule={(member) => {
              showTab('calendar', { teamUserId: member.id });
            }}
          />
        ) : (
          <TeamCalendarSection />
        )}
      </div>
      <MemberFormDialog
        dialog={memberDialog}
        onClose={() => {
          setMemberDialog(null);
        }}
      />
    </RecordsPageLayout>
  );
}
