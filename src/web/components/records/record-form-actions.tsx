import { useTranslation } from '../../lib/i18n/use-translation';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';

export interface RecordFormActionsProps {
  isSaving: boolean;
  submitLabel: string;
  onCancel: () => void;
  size?: 'md' | 'lg';
  /** Extra classes of both buttons (e.g. "h-11"). */
  buttonClassName?: string;
  /** Without the gap above (a short dialog form). */
  isFlush?: boolean;
}

/** "Annuler" and the submit button at the foot of a records form; "Enregistrement…" while it is sent. */
export function RecordFormActions({
  isSaving,
  submitLabel,
  onCancel,
  size = 'md',
  buttonClassName,
  isFlush = false,
}: RecordFormActionsProps) {
  const { t } = useTranslation('records');
  return (
    <div className={cn('flex flex-wrap justify-end gap-2', !isFlush && 'pt-2')}>
      <Button
        variant="secondary"
        size={size}
        className={buttonClassName}
        onClick={onCancel}
        disabled={isSaving}
      >
        {t('actions.cancel')}
      </Button>
      <Button type="submit" size={size} className={buttonClassName} disabled={isSaving}>
        {isSaving ? t('actions.saving') : submitLabel}
      </Button>
    </div>
  );
}
