import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { LoadFailedNotice, LoadingNotice } from '../feedback/load-state-notice';

/** "Chargement…" while a list is read for the first time. */
export function ListLoading() {
  const { t } = useTranslation('records');
  return <LoadingNotice text={t('list.loading')} size="md" className="py-6" />;
}

/** A failed read, its reason and a retry; `lead` says what could not be read (a list by default). */
export function ListError({
  message,
  onRetry,
  lead,
}: {
  message: string;
  onRetry: () => void;
  lead?: string;
}) {
  const { t } = useTranslation('records');
  return (
    <LoadFailedNotice lead={lead ?? t('list.loadFailed')} message={message} onRetry={onRetry} size="md" />
  );
}

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  body: string;
  action?: ReactNode;
}

/** A module with no record yet: what it is for and how to start. */
export function EmptyState({ icon, title, body, action }: EmptyStateProps) {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <div className="rounded-full bg-emerald-50 p-3 text-emerald-700">{icon}</div>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-md text-slate-700">{body}</p>
      {action}
    </Card>
  );
}

/** Filters that match nothing, with a way back. */
export function NoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Card className="space-y-3 p-6 text-center">
      <p className="text-slate-700">{t('list.noMatch')}</p>
      <Button variant="secondary" onClick={onClear}>
        {t('list.clearFilters')}
      </Button>
    </Card>
  );
}
