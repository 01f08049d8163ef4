import { useId, useState, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  COMPLIANCE_NOTES_MAX_LENGTH,
  ZUpdateComplianceItemRequest,
  type TComplianceItem,
  type TComplianceOverview,
} from '../../../../shared/contracts/compliance';
import {
  COMPLIANCE_STATUSES,
  type TComplianceStatus,
} from '../../../../shared/domain/regulation/obligations';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { updateComplianceItem } from '../api/compliance-query';

/**
 * Status, due date and notes of one obligation, checked by the server's own contract before it is sent; the
 * server's answer (the whole follow-up) replaces the page's.
 */
export function ObligationEditForm({
  item,
  onSaved,
  onCancel,
}: {
  item: TComplianceItem;
  onSaved: (overview: TComplianceOverview) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['regulation', 'validation']);
  const id = useId();
  const [status, setStatus] = useState<TComplianceStatus>(item.status);
  const [dueDate, setDueDate] = useState(item.dueDate ?? '');
  const [notes, setNotes] = useState(item.notes ?? '');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  const save = async () => {
    const parsed = ZUpdateComplianceItemRequest.safeParse({
      status,
      dueDate: dueDate === '' ? null : dueDate,
      notes: notes.trim() === '' ? null : notes.trim(),
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(issue.message);
      setErrors(found);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      // Marking it done without touching the date lets the server set a recurring one's next due date.
      const body =
        parsed.data.status === 'completed' && dueDate === (item.dueDate ?? '')
          ? { status: parsed.data.status, notes: parsed.data.notes }
          : parsed.data;
      const result = await updateComplianceItem(item.code, body);
      if (!result.ok) {
        setErrors(result.fields);
        void toast.error(t('item.saveFailed'), { description: result.message });
        return;
      }
      onSaved(result.data);
      void toast.success(t('item.saved'));
    } finally {
      setIsSaving(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSaving) void save();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isSaving} className="space-y-3 border-t pt-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id={`${id}-status`}
          name="status"
          label={t('item.status')}
          value={status}
          options={COMPLIANCE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
          onChange={(event) => {
            setStatus(event.target.value as TComplianceStatus);
          }}
          error={errors.status}
        />
        <DateField
          id={`${id}-due`}
          name="dueDate"
          label={t('item.dueDate')}
          value={dueDate}
          onChange={(change) => {
            setDueDate(change.target.value);
          }}
          error={errors.dueDate}
        />
      </div>
      <TextareaField
        id={`${id}-notes`}
        name="notes"
        label={t('item.notes')}
        value={notes}
        maxLength={COMPLIANCE_NOTES_MAX_LENGTH}
        rows={3}
        onChange={(event) => {
          setNotes(event.target.value);
        }}
        error={errors.notes}
      />
      <p className="text-xs text-slate-600">{t('item.notesHint')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isSaving}>
          {isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
          {isSaving ? t('item.saving') : t('item.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={isSaving}>
          {t('item.cancel')}
        </Button>
      </div>
    </form>
  );
}
