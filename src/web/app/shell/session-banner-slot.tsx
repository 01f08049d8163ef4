import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

interface SessionBannerSlotProps {
  /** The session expiry banner (spec §4), rendered by the accounts feature. */
  children?: ReactNode;
}

/**
 * A polite live region at the top of the main area: what the session expiry banner puts here is announced
 * without taking the focus. Empty (and taking no room) until there is something to say.
 */
export function SessionBannerSlot({ children }: SessionBannerSlotProps) {
  const { t } = useTranslation('shell');
  return (
    <div role="status" aria-live="polite" aria-label={t('session.region')} className="empty:hidden">
      {/* A banner that arrives after the shell (its code or its words loading) waits here: without this boundary
          its loading would hide the whole shell until it is ready, a blink of the page on every load. */}
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
