import { Trans } from '../../../lib/i18n/trans';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AlertTriangle, Clock } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCountdown } from '../lib/session-expiry-monitor';

interface SessionExpiryBannerProps {
  level: 'warning' | 'alert';
  secondsLeft: number;
  isExtending: boolean;
  onExtend: () => void;
  /** Shown in the alert only (spec §4: "a stronger alert with Prolonger and sign-out"). */
  onSignOut?: () => void;
}

/**
 * Spec §4 banner: a warning from 5 minutes left, a red alert from 2 minutes. The ticking time is a timer
 * (not announced each second); the banner itself is announced when it appears.
 */
export function SessionExpiryBanner({
  level,
  secondsLeft,
  isExtending,
  onExtend,
  onSignOut,
}: SessionExpiryBannerProps) {
  const { t } = useTranslation('shell');
  const isAlert = level === 'alert';
  const Icon = isAlert ? AlertTriangle : Clock;

  return (
    <div
      role={isAlert ? 'alert' : undefined}
      className={cn(
        'flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:justify-between md:px-8',
        isAlert ? 'border-red-300 bg-red-50 text-red-900' : 'border-amber-300 bg-amber-50 text-amber-950',
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span>
          <Trans
            t={t}
            i18nKey="session.expiresIn"
            values={{ time: formatCountdown(secondsLeft) }}
            components={{ time: <span role="timer" aria-live="off" className="font-bold tabular-nums" /> }}
          />
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant={isAlert ? 'danger' : 'primary'} onClick={onExtend} disabled={isExtending}>
          {t('session.extend')}
        </Button>
        {isAlert && onSignOut && (
          <Button size="sm" variant="secondary" onClick={onSignOut}>
            {t('session.signOut')}
          </Button>
        )}
      </div>
    </div>
  );
}
