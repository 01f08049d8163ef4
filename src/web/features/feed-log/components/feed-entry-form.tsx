import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TFeedLot } from '../../../../shared/contracts/feed-log';
import { FEED_NOTES_MAX_LENGTH } from '../../../../shared/domain/feed-log';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { formatQuantity } from '../../../lib/format-quantity';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import {
  feedFormFields,
  parseFeedForm,
  type TFeedFormField,
  type TFeedFormValues,
  type TFeedRequest,
} from '../lib/feed-form-values';

export interface FeedEntryFormProps {
  initialValues: TFeedFormValues;
  /** The lots to choose from (those with stock left, plus an edited entry's own lot). */
  lots: readonly Pick<TFeedLot, 'id' | 'name' | 'category' | 'remainingTonnes'>[];
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TFeedRequest) => Promise<TApiResult<unknown>>;
  /** In a dialog: "Annuler" beside the submit button. The quick entry has none. */
  onCancel?: () => void;
  /** Puts the focus on the lot (the quick entry, after an entry was saved: the next lot of the morning). */
  isLotFocused?: boolean;
}

/** The fields of a feed entry: date, lot, fresh tonnes, notes; shared by the quick entry and the edit dialog. */
export function FeedEntryForm({
  initialValues,
  lots,
  submitLabel,
  onSubmit,
  onCancel,
  isLotFocused = false,
}: FeedEntryFormProps) {
  const { t, i18n } = useTranslation(['feedLog', 'rawMaterials', 'records']);
  const form = useRecordForm({ fields: feedFormFields, initialValues, parse: parseFeedForm, onSubmit });
  const fieldProps = (field: TFeedFormField) => ({
    ...form.fieldProps(field),
    label: t(`feedLog:fields.${field}`),
  });
  const notesProps = {
    ...fieldProps('notes'),
    optionalText: t('records:form.optional'),
    maxLength: FEED_NOTES_MAX_LENGTH,
    autoComplete: 'off',
  };
  const options = lots.map((lot) => ({
    value: lot.id,
    label: t('feedLog:lotOption', {
      name: lot.name,
      category: t(`rawMaterials:values.category.${lot.category}`),
      remaining: formatQuantity(lot.remainingTonnes, i18n.language),
    }),
  }));

  return (
    <form className="space-y-3" onSubmit={form.handleSubmit} noValidate>
      <SelectField
        {...fieldProps('rawMaterialId')}
        options={options}
        emptyOption={t('feedLog:placeholders.lot')}
        autoFocus={isLotFocused}
      />
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3">
        <TextField
          {...fieldProps('tonnes')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('feedLog:placeholders.tonnes')}
        />
        <DateField {...fieldProps('fedOn')} />
      </div>
      {onCancel ? (
        <>
          <TextField {...notesProps} />
          <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} />
        </>
      ) : (
        // The quick entry: the notes and the button on one row, so the newest entries fit a phone's first screen.
        <div className="grid grid-cols-[1fr_auto] items-end gap-3">
          <TextField {...notesProps} />
          <Button type="submit" size="lg" disabled={form.isSaving}>
            {form.isSaving ? t('records:actions.saving') : submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}
