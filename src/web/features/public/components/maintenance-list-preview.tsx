import { useTranslation } from '../../../lib/i18n/use-translation';
import { Check, Clock, Wrench } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { PreviewFrame } from './preview-frame';

type TSampleStatus = 'done' | 'soon' | 'planned';

interface SampleMaintenanceTask {
  key: 'chpOil' | 'reliefValves' | 'gasStorage' | 'feedPump';
  status: TSampleStatus;
}

/** Sample tasks from the starter maintenance plan (docs: domain.md). Illustration only. */
const sampleTasks: readonly SampleMaintenanceTask[] = [
  { key: 'feedPump', status: 'done' },
  { key: 'chpOil', status: 'soon' },
  { key: 'reliefValves', status: 'planned' },
  { key: 'gasStorage', status: 'planned' },
];

const statusClasses: Record<TSampleStatus, string> = {
  done: 'bg-emerald-50 text-emerald-800',
  soon: 'bg-amber-50 text-amber-800',
  planned: 'bg-slate-100 text-slate-700',
};

/** Illustration of the maintenance list: tasks due by date or by engine running hours. */
export function MaintenanceListPreview({ className }: { className?: string }) {
  const { t } = useTranslation('public');
  return (
    <PreviewFrame caption={t('preview.maintenance.caption')} className={className}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Wrench className="h-5 w-5 text-emerald-700" aria-hidden="true" />
        {t('preview.maintenance.title')}
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {sampleTasks.map((task) => (
          <li key={task.key} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-800">
                {t(`preview.maintenance.tasks.${task.key}.title`)}
              </p>
              <p className="flex items-center gap-1 text-xs text-slate-600">
                <Clock className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                {t(`preview.maintenance.tasks.${task.key}.due`)}
              </p>
            </div>
            <span
              className={cn(
                'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                statusClasses[task.status],
              )}
            >
              {task.status === 'done' ? <Check className="h-3.5 w-3.5" aria-hidden="true" /> : null}
              {t(`preview.maintenance.status.${task.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </PreviewFrame>
  );
}
