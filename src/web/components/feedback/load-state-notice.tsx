import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AlertCircle, LoaderCircle, RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

/** The state of something read from the server that a section shows: its loaded shape is the section's own. */
export type TLoadState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded' };

/** `sm` inside a settings card, `md` for a page's or a list's main content (boxed in a card when it fails). */
type TNoticeSize = 'sm' | 'md';

/** "Chargement…" with a spinner, announced politely. */
export function LoadingNotice({
  text,
  size = 'sm',
  className,
}: {
  text: string;
  size?: TNoticeSize;
  className?: string;
}) {
  return (
    <p
      role="status"
      className={cn('flex items-center gap-2 text-slate-700', size === 'sm' && 'text-sm', className)}
    >
      <LoaderCircle
        className={cn('animate-spin text-emerald-700', size === 'sm' ? 'h-4 w-4' : 'h-5 w-5')}
        aria-hidden="true"
      />
      {text}
    </p>
  );
}

/** A failed read: what could not be read, the reason, and "Réessayer". */
export function LoadFailedNotice({
  lead,
  message,
  onRetry,
  size = 'sm',
}: {
  lead: string;
  message: string;
  onRetry: () => void;
  size?: TNoticeSize;
}) {
  const { t } = useTranslation('common');
  const body = (
    <>
      <p role="alert" className={cn('flex gap-2 text-slate-800', size === 'sm' && 'text-sm')}>
        <AlertCircle
          className={cn('mt-0.5 shrink-0 text-red-700', size === 'sm' ? 'h-4 w-4' : 'h-5 w-5')}
          aria-hidden="true"
        />
        <span>
          {lead} {message}
        </span>
      </p>
      <Button variant="secondary" size={size === 'sm' ? 'sm' : 'md'} onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden="true" />
        {t('retry')}
      </Button>
    </>
  );
  return size === 'sm' ? (
    <div className="space-y-3">{body}</div>
  ) : (
    <Card className="space-y-3 p-4 sm:p-6">{body}</Card>
  );
}

export interface LoadStateNoticeProps {
  state: TLoadState;
  /** "Chargement des sessions…" */
  loadingText: string;
  /** "Impossible de charger les sessions." (the server's reason follows) */
  failedText: string;
  onRetry: () => void;
  size?: TNoticeSize;
}

/**
 * What a section shows until its data is there: the loading line, or the failure with a retry; nothing once
 * loaded (the section then shows its data, or its own empty text).
 */
export function LoadStateNotice({
  state,
  loadingText,
  failedText,
  onRetry,
  size = 'sm',
}: LoadStateNoticeProps) {
  if (state.kind === 'loading') return <LoadingNotice text={loadingText} size={size} />;
  if (state.kind === 'error')
    return <LoadFailedNotice lead={failedText} message={state.message} onRetry={onRetry} size={size} />;
  return null;
}

export interface LoadStateViewProps<TState extends TLoadState> extends LoadStateNoticeProps {
  state: TState;
  /** The section's data once loaded. */
  children: (loaded: Extract<TState, { kind: 'loaded' }>) => ReactNode;
  /** True when the loaded data holds nothing: `emptyText` shows instead of `children`. */
  isEmpty?: (loaded: Extract<TState, { kind: 'loaded' }>) => boolean;
  /** "Aucune session active." */
  emptyText?: string;
}

/** A section's loading line, its failure with a retry, its empty text, or its data. */
export function LoadStateView<TState extends TLoadState>({
  state,
  children,
  isEmpty,
  emptyText,
  ...notice
}: LoadStateViewProps<TState>) {
  if (state.kind !== 'loaded') return <LoadStateNotice state={state} {...notice} />;
  const loaded = state as Extract<TState, { kind: 'loaded' }>;
  if (isEmpty?.(loaded))
    return <p className={cn('text-slate-700', notice.size !== 'md' && 'text-sm')}>{emptyText}</p>;
  return children(loaded);
}
