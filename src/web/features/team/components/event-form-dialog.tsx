import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useCreateTeamEvent, useUpdateTeamEvent } from '../api/team-events';
import { allTeamMembersQuery } from '../api/team-members';
import { emptyEventFormValues, eventFormValuesOf, type TEventRequest } from '../lib/event-form-values';
import { EventForm } from './event-form';

/** What the dialog shows: a new event or leave request on a day, an event to edit, or nothing (closed). */
export type TEventDialog =
  | { mode: 'create'; day: TCalendarDate }
  | { mode: 'leave'; day: TCalendarDate }
  | { mode: 'edit'; event: TTeamEvent }
  | null;

const titleKeys = {
  create: 'team:addEventTitle',
  leave: 'team:requestLeaveTitle',
  edit: 'team:editEventTitle',
};

/**
 * Adding an event, requesting a leave or editing an event over the calendar: the toasts of the team
 * catalog, or the failure toast with the server's reason while the form shows its field messages.
 */
export function EventFormDialog({ dialog, onClose }: { dialog: TEventDialog; onClose: () => void }) {
  const { t } = useTranslation(['team', 'records']);
  const members = useQuery(allTeamMembersQuery);
  const create = useCreateTeamEvent();
  const update = useUpdateTeamEvent();

  const handleCreate = async (request: TEventRequest, successText: string) => {
    const result = await create.mutateAsync(request);
    if (result.ok) {
      void toast.success(successText);
      onClose();
    } else {
      void toast.error(t('team:toasts.createFailed'), { description: result.message });
    }
    return result;
  };

  const handleUpdate = async (event: TTeamEvent, request: TEventRequest) => {
    const result = await update.mutateAsync({ id: event.id, version: event.version, body: request });
    if (result.ok) {
      void toast.success(t('team:toasts.eventUpdated'));
      onClose();
    } else {
      void toast.error(t('team:toasts.updateFailed'), { description: result.message });
    }
    return result;
  };

  const formProps = { members: members.data ?? [], onCancel: onClose };
  return (
    <ModalDialog
      isOpen={dialog !== null}
      title={dialog ? t(titleKeys[dialog.mode]) : ''}
      onClose={onClose}
      size="lg"
    >
      {dialog?.mode === 'create' && (
        <EventForm
          {...formProps}
          initialValues={emptyEventFormValues('shift', dialog.day)}
          isLeaveRequest={false}
          submitLabel={t('team:addEvent')}
          onSubmit={(request) => handleCreate(request, t('team:toasts.eventCreated'))}
        />
      )}
      {dialog?.mode === 'leave' && (
        <EventForm
          {...formProps}
          initialValues={emptyEventFormValues('leave', dialog.day)}
          isLeaveRequest
          submitLabel={t('team:requestLeave')}
          onSubmit={(request) => handleCreate(request, t('team:toasts.leaveRequested'))}
        />
      )}
      {dialog?.mode === 'edit' && (
        <EventForm
          {...formProps}
          key={dialog.event.id}
          initialValues={eventFormValuesOf(dialog.event)}
          isLeaveRequest={false}
          submitLabel={t('records:actions.save')}
          onSubmit={(request) => handleUpdate(dialog.event, request)}
        />
      )}
    </ModalDialog>
  );
}
