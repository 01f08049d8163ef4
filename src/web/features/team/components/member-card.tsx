import { useTranslation } from '../../../lib/i18n/use-translation';
import { CalendarDays, Mail, Phone, ShieldCheck } from 'lucide-react';
import type { TTeamMember } from '../../../../shared/contracts/team';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatFrenchPhone } from '../lib/french-phone';
import { EditDeleteButtons } from '../../../components/records/edit-delete-buttons';

export interface MemberCardProps {
  member: TTeamMember;
  onShowSchedule: (member: TTeamMember) => void;
  onEdit: (member: TTeamMember) => void;
  onDelete: (member: TTeamMember) => void;
}

const contactLinkClasses =
  'inline-flex min-h-11 min-w-0 items-center gap-2 rounded-md text-sm text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-700';

/** One member: name, role, admin badge, and one tap to write or call them from the field. */
export function MemberCard({ member, onShowSchedule, onEdit, onDelete }: MemberCardProps) {
  const { t } = useTranslation(['team', 'records']);
  return (
    <Card className="flex h-full flex-col gap-2 p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">{member.name}</h3>
          <p className="text-sm text-slate-700">{t(`team:values.role.${member.role}`)}</p>
        </div>
        {member.isAdmin && (
          <span
            className="inline-flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-1 text-xs font-semibold text-emerald-800"
            title={t('team:hints.isAdmin')}
          >
            <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
            {t('team:member.admin')}
          </span>
        )}
      </div>
      <div className="flex flex-col">
        {member.email ? (
          <a href={`mailto:${member.email}`} className={contactLinkClasses}>
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{member.email}</span>
          </a>
        ) : (
          <p className="flex min-h-11 items-center gap-2 text-sm text-slate-600">
            <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('team:member.noEmail')}
          </p>
        )}
        {member.phone ? (
          <a href={`tel:${member.phone}`} className={contactLinkClasses}>
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {formatFrenchPhone(member.phone)}
          </a>
        ) : (
          <p className="flex min-h-11 items-center gap-2 text-sm text-slate-600">
            <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t('team:member.noPhone')}
          </p>
        )}
      </div>
      <div className="mt-auto flex flex-wrap justify-end gap-1 border-t border-slate-100 pt-2">
        <Button
          variant="ghost"
          className="h-11"
          onClick={() => {
            onShowSchedule(member);
          }}
          aria-label={t('team:member.eventsOf', { name: member.name })}
        >
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {t('team:member.events')}
        </Button>
        <EditDeleteButtons
          name={member.name}
          onEdit={() => {
            onEdit(member);
          }}
          onDelete={() => {
            onDelete(member);
          }}
        />
      </div>
    </Card>
  );
}
