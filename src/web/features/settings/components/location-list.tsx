import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { CheckCircle2, MapPin, Trash2 } from 'lucide-react';
import type { TLocation } from '../../../../shared/contracts/locations';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { deleteLocation } from '../api/locations';
import { dateLocale } from '../../../lib/date-locale';

interface LocationListProps {
  locations: TLocation[];
  /** Called after a deletion, to read the list again. */
  onDeleted: () => Promise<void>;
}

function nameOf(location: TLocation): string {
  return location.displayName ?? location.locationValue;
}

/** The saved locations, newest first: the active one marked, each deletable after a confirmation. */
export function LocationList({ locations, onDeleted }: LocationListProps) {
  const { t, i18n } = useTranslation('locations');
  const [pending, setPending] = useState<TLocation | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const confirmDelete = async () => {
    if (!pending) return;
    setIsDeleting(true);
    try {
      const result = await deleteLocation(pending.id);
      if (result.ok) {
        setPending(null);
        await onDeleted();
        void toast.success(t('toast.deleted'));
        return;
      }
      void toast.error(t('toast.error'), { description: result.message });
    } finally {
      setIsDeleting(false);
    }
  };

  if (locations.length === 0) return <p className="text-sm text-slate-700">{t('list.empty')}</p>;

  return (
    <>
      <ul
        aria-label={t('list.title')}
        className="divide-y divide-slate-200 rounded-md border border-slate-200"
      >
        {locations.map((location) => (
          <li
            key={location.id}
            aria-current={location.isActive ? 'true' : undefined}
            className="flex flex-wrap items-center gap-3 px-3 py-2"
          >
            <MapPin className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">
                {nameOf(location)}
                {location.displayName !== null && (
                  <span className="ml-2 text-sm font-normal text-slate-600">{location.locationValue}</span>
                )}
              </p>
              <p className="text-xs text-slate-600">
                {t(location.locationType === 'city' ? 'form.city' : 'form.coordinates')} ·{' '}
                {t('list.savedOn', { date: dateFormat.format(new Date(location.createdAt)) })}
              </p>
            </div>
            {location.isActive && (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
                {t('list.active')}
              </span>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('list.deleteLabel', { name: nameOf(location) })}
              onClick={() => {
                setPending(location);
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ModalDialog
        isOpen={pending !== null}
        title={t('list.confirmTitle')}
        onClose={() => {
          if (!isDeleting) setPending(null);
        }}
      >
        <p className="text-slate-700">{t('list.confirmText', { name: pending ? nameOf(pending) : '' })}</p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setPending(null);
            }}
            disabled={isDeleting}
          >
            {t('list.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirmDelete()} disabled={isDeleting}>
            {t('list.confirm')}
          </Button>
        </div>
      </ModalDialog>
    </>
  );
}
