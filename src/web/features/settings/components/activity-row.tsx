import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TActivity } from '../../../../shared/contracts/account';
import { describeUserAgent } from '../lib/describe-user-agent';
import { activityDetailKey } from '../lib/activity-detail';

interface ActivityRowProps {
  activity: TActivity;
  formatDate: (iso: string) => string;
}

/** One entry of "Mon activité": what, when, from which network and browser, in words. */
export function ActivityRow({ activity, formatDate }: ActivityRowProps) {
  const { t } = useTranslation('activity');
  const device = describeUserAgent(activity.userAgent);
  const deviceText =
    device.browser && device.os
      ? t('mine.deviceOn', { browser: device.browser, os: device.os })
      : (device.browser ?? device.os ?? t('mine.unknownDevice'));
  const detailKey = activityDetailKey(activity);
  const errorId = typeof activity.metadata?.errorId === 'string' ? activity.metadata.errorId : null;

  return (
    <li className="space-y-1 py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-medium text-slate-900">{t(`types.${activity.activityType}`)}</span>
        <time dateTime={activity.createdAt} className="text-sm text-slate-700">
          {formatDate(activity.createdAt)}
        </time>
      </p>
      {detailKey && <p className="text-sm text-slate-700">{t(detailKey)}</p>}
      {errorId && <p className="text-sm break-all text-slate-700">{t('mine.errorId', { errorId })}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm text-slate-700">
        <dt>{t('mine.network')}</dt>
        <dd className="break-all">{activity.ipAddress ?? t('mine.unknownNetwork')}</dd>
        <dt>{t('mine.browser')}</dt>
        <dd>{deviceText}</dd>
      </dl>
    </li>
  );
}
