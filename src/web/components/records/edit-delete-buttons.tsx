import { useTranslation } from '../../lib/i18n/use-translation';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';

export interface EditDeleteButtonsProps {
  /** The record's name, read after the action by screen readers ("Modifier Charbon actif"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** "Modifier" and "Supprimer" at the foot of a record's card, 44 px tall. */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  const { t } = useTranslation('records');
  return (
    <>
      <Button variant="ghost" className="h-11" onClick={onEdit} aria-label={`${t('actions.edit')} ${name}`}>
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {t('actions.edit')}
      </Button>
      <Button
        variant="ghost"
        className="h-11 text-red-700"
        onClick={onDelete}
        aria-label={`${t('actions.delete')} ${name}`}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('actions.delete')}
      </Button>
    </>
  );
}
