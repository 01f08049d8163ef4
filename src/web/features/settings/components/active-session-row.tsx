import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LoaderCircle, Monitor, Smartphone, Tablet, type LucideIcon } from 'lucide-react';
import type { TActiveSession } from '../../../../shared/contracts/account';
import { Button } from '../../../components/ui/button';
import { describeUserAgent, type DeviceSummary } from '../lib/describe-user-agent';

const kindIcons: Record<DeviceSummary['kind'], LucideIcon> = {
  desktop: Monitor,
  mobile: Smartphone,
  tablet: Tablet,
  unknown: Monitor,
};

interface ActiveSessionRowProps {
  session: TActiveSession;
  formatDate: (iso: string) => string;
  /** Resolves once the server answered (the row is then removed, or stays with a toast). */
  onRevoke: (session: TActiveSession) => Promise<void>;
}

/** One session: device in plain words, IP, start and last activity; revoking asks for a confirmation. */
export function ActiveSessionRow({ session, formatDate, onRevoke }: ActiveSessionRowProps) {
  const { t } = useTranslation('account');
  const [isConfirming, setIsConfirming] = useState(false);
  const [isRevoking, setIsRevoking] = useState(false);
  const device = describeUserAgent(session.userAgent);
  const Icon = kindIcons[device.kind];
  const deviceText =
    device.browser && device.os
      ? t('settings.sessions.deviceOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('settings.sessions.unknownDevice'));

  const handleConfirm = () => {
    setIsRevoking(true);
    void onRevoke(session).finally(() => {
      setIsRevoking(false);
      setIsConfirming(false);
    });
  };

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-600" aria-hidden="true" />
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            <span>{deviceText}</span>
            <span className="text-sm font-normal text-slate-600">
              {t(`settings.sessions.kinds.${device.kind}`)}
            </span>
            {session.isCurrent && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                {t('settings.sessions.current')}
              </span>
            )}
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
            <dt>{t('settings.sessions.ip')}</dt>
            <dd className="break-all">{session.ipAddress ?? t('settings.sessions.unknownIp')}</dd>
            <dt>{t('settings.sessions.started')}</dt>
            <dd>{formatDate(session.createdAt)}</dd>
            <dt>{t('settings.sessions.lastActive')}</dt>
            <dd>{formatDate(session.updatedAt)}</dd>
          </dl>
        </div>
      </div>
      <div className="shrink-0">
        {isConfirming ? (
          <div role="group" aria-label={t('settings.sessions.confirmLabel')} className="space-y-2">
            <p className="text-sm text-slate-800">
              {session.isCurrent ? t('settings.sessions.confirmCurrent') : t('settings.sessions.confirm')}
            </p>
            <div className="flex gap-2">
              <Button size="sm" variant="danger" onClick={handleConfirm} disabled={isRevoking}>
                {isRevoking && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
                {t('settings.sessions.confirmYes')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  setIsConfirming(false);
                }}
                disabled={isRevoking}
              >
                {t('settings.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setIsConfirming(true);
            }}
            aria-label={t('settings.sessions.revokeLabel', { device: deviceText })}
          >
            {t('settings.sessions.revoke')}
          </Button>
        )}
      </div>
    </li>
  );
}
