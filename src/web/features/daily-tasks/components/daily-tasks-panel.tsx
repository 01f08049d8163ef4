import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { ExternalLink, Flame, Star, Trophy } from 'lucide-react';
import type { TDailyTask } from '../../../../shared/contracts/daily-tasks';
import { dailyLinkParams } from './daily-task-triggers';
import { useDailyTasks } from './use-daily-tasks';
import { dateLocale } from '../../../lib/date-locale';

export function dailyTaskHref(task: Pick<TDailyTask, 'code' | 'deepLink'>): string | null {
  if (!task.deepLink) return null;
  const separator = task.deepLink.includes('?') ? '&' : '?';
  return `${task.deepLink}${separator}${dailyLinkParams.from}=${dailyLinkParams.fromValue}&${dailyLinkParams.task}=${encodeURIComponent(task.code)}`;
}

function formatBusinessDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function TaskNotes({ task, onSave }: { task: TDailyTask; onSave: (notes: string) => void }) {
  const { t } = useTranslation('daily');
  const id = useId();
  const saved = task.notes ?? '';
  const [value, setValue] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  // A note changed elsewhere (another tab, the server's answer) shows unless the user is typing over it.
  if (saved !== lastSaved) {
    setLastSaved(saved);
    setValue(saved);
  }
  return (
    <div className="mt-2 ml-8">
      <label htmlFor={id} className="block text-xs font-medium text-slate-700">
        {t('notesLabel')}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={1000}
        rows={2}
        placeholder={t('notesPlaceholder')}
        onChange={(event) => {
          setValue(event.target.value);
        }}
        onBlur={() => {
          if (value !== saved) onSave(value);
        }}
        className="mt-1 w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-emerald-700"
      />
    </div>
  );
}

function TaskRow({
  task,
  onToggle,
  onSaveNotes,
}: {
  task: TDailyTask;
  onToggle: () => void;
  onSaveNotes: (notes: string) => void;
}) {
  const { t } = useTranslation('daily');
  const id = useId();
  const label = t(`tasks.${task.code}`, { defaultValue: task.label });
  const href = dailyTaskHref(task);
  const isDone = task.status === 'Done';
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={isDone}
          onChange={onToggle}
          className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
        />
        <label htmlFor={id} className={`flex-1 text-sm ${isDone ? 'text-slate-500 line-through' : ''}`}>
          {label}
        </label>
        {href && (
          <Link
            to={href}
            aria-label={t('openLinkLabel', { task: label })}
            className="inline-flex shrink-0 items-center gap-1 rounded text-xs font-medium text-emerald-800 underline hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700"
          >
            {t('openLink')}
            <ExternalLink className="h-3 w-3" aria-hidden="true" />
          </Link>
        )}
      </div>
      {task.hasNotes && <TaskNotes task={task} onSave={onSaveNotes} />}
    </li>
  );
}

/** The drawer's body: date, XP / level / streak, and the checklist (spec §2 daily task drawer). */
export function DailyTasksPanel() {
  const { t, i18n } = useTranslation('daily');
  const daily = useDailyTasks();
  const { data } = daily;

  if (!data) {
    if (daily.isError) {
      return (
        <div role="alert" className="space-y-2">
          <p className="font-medium">{t('loadFailed')}</p>
          {daily.errorMessage && <p className="text-sm text-slate-700">{daily.errorMessage}</p>}
          <button
            type="button"
            onClick={() => void daily.refetch()}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm font-medium hover:bg-slate-50"
          >
            {t('retry')}
          </button>
        </div>
      );
    }
    return <p role="status">{t('loading')}</p>;
  }

  const { xp, level, streak } = data.gamification;
  const done = data.items.length - data.remaining;
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-800">
          {formatBusinessDate(data.date, i18n.language)}
        </h3>
        {data.items.length > 0 && (
          <p className="text-xs text-slate-600">{t('progress', { done, total: data.items.length })}</p>
        )}
      </div>
      <ul aria-label={t('statsLabel')} className="flex flex-wrap gap-2 text-sm">
        <li className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-1 font-semibold text-amber-900">
          <Star className="h-4 w-4" aria-hidden="true" />
          {t('xp', { xp })}
        </li>
        <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-1 font-semibold text-emerald-900">
          <Trophy className="h-4 w-4" aria-hidden="true" />
          {t('level', { level })}
        </li>
        <li className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-1 font-semibold text-orange-900">
          <Flame className="h-4 w-4" aria-hidden="true" />
          {t('streak', { count: streak })}
        </li>
      </ul>
      {data.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul aria-label={t('listLabel')} className="space-y-2">
          {data.items.map((task) => (
            <TaskRow
              key={task.code}
              task={task}
              onToggle={() => {
                daily.setStatus(task.code, task.status === 'Done' ? 'Todo' : 'Done');
              }}
              onSaveNotes={(notes) => {
                daily.saveNotes(task.code, notes);
              }}
            />
          ))}
        </ul>
      )}
      {daily.waitingCount > 0 && (
        <p role="status" className="text-xs text-slate-600">
          {t('pending', { count: daily.waitingCount })}
        </p>
      )}
    </div>
  );
}
