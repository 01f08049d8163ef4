import type { TSecureLogItem } from '../../../../shared/contracts/secure-logs';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cn } from '../../../lib/cn';
import { formatInstant } from './format-instant';

const levelClasses: Record<TSecureLogItem['level'], string> = {
  debug: 'bg-slate-100 text-slate-700',
  info: 'bg-sky-100 text-sky-900',
  warn: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-900',
  critical: 'bg-red-700 text-white',
};

function Badge({ children, className }: { children: string; className?: string }) {
  return (
    <span className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-medium', className)}>{children}</span>
  );
}

/** The entries of one page, newest first: one card each (readable on a phone), the message whole. */
export function LogEntries({ logs, isAdminView }: { logs: TSecureLogItem[]; isAdminView: boolean }) {
  const { t, i18n } = useTranslation('secureLogs');
  return (
    <ol className="space-y-2">
      {logs.map((log) => (
        <li key={log.id} className="rounded-md border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <Badge className={levelClasses[log.level]}>{t(`levels.${log.level}`)}</Badge>
            <span className="font-medium text-slate-800">{log.source}</span>
            <time dateTime={log.createdAt} className="text-slate-600">
              {formatInstant(log.createdAt, i18n.language)}
            </time>
            <span className="text-slate-500">{t('seqLine', { seq: log.seq })}</span>
            {log.isEncrypted && (
              <Badge className="bg-emerald-100 text-emerald-900">{t('badges.encrypted')}</Badge>
            )}
            {log.isDecrypted && <Badge className="bg-emerald-700 text-white">{t('badges.decrypted')}</Badge>}
            {log.isEncrypted && !log.isDecrypted && !log.isErased && !log.isUnreadable && (
              <Badge className="bg-slate-200 text-slate-800">{t('badges.masked')}</Badge>
            )}
            {log.isUnreadable && <Badge className="bg-red-100 text-red-900">{t('badges.unreadable')}</Badge>}
            {log.isErased && <Badge className="bg-slate-200 text-slate-800">{t('badges.erased')}</Badge>}
          </div>
          <p className="mt-1 break-words text-slate-900">{log.message}</p>
          {log.metadata && Object.keys(log.metadata).length > 0 && (
            <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs text-slate-700">
              {JSON.stringify(log.metadata, null, 1)}
            </pre>
          )}
          {isAdminView && (
            <p className="mt-1 break-all text-xs text-slate-600">
              {t('ownerLine', { user: log.userId ?? t('deletedUser') })}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
