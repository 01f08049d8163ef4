import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAX_TEAM_EVENT_TITLE_LENGTH, type TTeamMember } from '../../../../shared/contracts/team';
import { LEAVE_TYPES, MAX_TEAM_COMMENT_LENGTH, TEAM_EVENT_TYPES } from '../../../../shared/domain/team';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DateField } from '../../../components/ui/date-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import {
  eventFormFields,
  parseEventForm,
  type TEventFormValues,
  type TEventRequest,
} from '../lib/event-form-values';

export interface EventFormProps {
  initialValues: TEventFormValues;
  /** A leave request asks only for the member, the days, the leave type and a comment. */
  isLeaveRequest: boolean;
  members: readonly TTeamMember[];
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TEventRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** An event of the team calendar (shift, on-call duty, leave, training), or a leave request. */
export function EventForm({
  initialValues,
  isLeaveRequest,
  members,
  submitLabel,
  onSubmit,
  onCancel,
}: EventFormProps) {
  const { t } = useTranslation(['team', 'records']);
  const form = useRecordForm({ fields: eventFormFields, initialValues, parse: parseEventForm, onSubmit });
  const { values } = form;
  const optional = t('records:form.optional');
  const isLeave = values.type === 'leave';

  const fieldProps = (field: (typeof eventFormFields)[number]) => ({
    ...form.fieldProps(field),
    label: t(`team:fields.${field}`),
  });

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      {!isLeaveRequest && (
        <SelectField
          {...fieldProps('type')}
          options={TEAM_EVENT_TYPES.map((type) => ({ value: type, label: t(`team:values.type.${type}`) }))}
        />
      )}
      <SelectField
        {...fieldProps('teamUserId')}
        emptyOption={isLeave ? '—' : t('team:event.wholeTeam')}
        hint={isLeave ? undefined : t('team:hints.teamUserId')}
        options={members.map((member) => ({ value: member.id, label: member.name }))}
      />
      {!isLeaveRequest && (
        <TextField
          {...fieldProps('title')}
          optionalText={values.type === 'training' || values.type === 'other' ? undefined : optional}
          hint={t('team:hints.title')}
          maxLength={MAX_TEAM_EVENT_TITLE_LENGTH}
          autoComplete="off"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...fieldProps('startDate')} />
        <DateField {...fieldProps('endDate')} />
        {!isLeaveRequest && (
          <>
            <TextField {...fieldProps('startTime')} type="time" optionalText={optional} />
            <TextField {...fieldProps('endTime')} type="time" optionalText={optional} />
            <p className="text-xs text-slate-600 sm:col-span-2">{t('team:hints.times')}</p>
          </>
        )}
      </div>
      {isLeave && (
        <SelectField
          {...fieldProps('leaveType')}
          emptyOption="—"
          options={LEAVE_TYPES.map((type) => ({ value: type, label: t(`team:values.leaveType.${type}`) }))}
        />
      )}
      <TextareaField {...fieldProps('comment')} optionalText={optional} maxLength={MAX_TEAM_COMMENT_LENGTH} />
      <RecordFormActions
        isSaving={form.isSaving}
        submitLabel={submitLabel}
        onCancel={onCancel}
        buttonClassName="h-11"
      />
    </form>
  );
}
