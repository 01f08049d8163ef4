import { useState } from 'react';
import { ArrowRight, CheckCircle2, LoaderCircle, Pencil } from 'lucide-react';
import type { TComplianceItem, TComplianceOverview } from '../../../../shared/contracts/compliance';
import type { TComplianceStatus, TRecurrence } from '../../../../shared/domain/regulation/obligations';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatNumericDate } from '../../../lib/format-figures';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { toast } from '../../../lib/toast';
import { updateComplianceItem } from '../api/compliance-query';
import { EvidenceFiles } from '../../../components/evidence/evidence-files';
import { complianceEvidencePath } from '../../../components/evidence/evidence-api';
import { ObligationEditForm } from './obligation-edit-form';

const statusClasses: Record<TComplianceStatus, string> = {
  pending_action: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
  not_applicable: 'bg-slate-100 text-slate-700',
};

function recurrenceKey(recurrence: TRecurrence): { key: string; count?: number } {
  return recurrence.kind === 'every'
    ? { key: 'recurrence.every', count: recurrence.months }
    : { key: `recurrence.${recurrence.kind}` };
}

/**
 * One obligation: its title and status, its due date (red once overdue), the rule it comes from, how often it
 * comes back, where in the app its work is done; "mark as done" in one tap, the full edit and the proofs below.
 */
export function ObligationCard({
  item,
  isOnline,
  onChanged,
  onSaved,
}: {
  item: TComplianceItem;
  isOnline: boolean;
  onChanged: () => Promise<unknown>;
  onSaved: (overview: TComplianceOverview) => void;
}) {
  const { t, i18n } = useTranslation('regulation');
  const [isEditing, setIsEditing] = useState(false);
  const [isMarking, setIsMarking] = useState(false);
  const date = (iso: string) => formatNumericDate(iso, i18n.language);
  const recurrence = recurrenceKey(item.recurrence);
  const isOpen = item.status === 'pending_action' || item.status === 'in_progress';

  const markDone = async () => {
    setIsMarking(true);
    try {
      const result = await updateComplianceItem(item.code, { status: 'completed' });
      if (!result.ok) {
        void toast.error(t('item.saveFailed'), { description: result.message });
        return;
      }
      onSaved(result.data);
      void toast.success(t('item.saved'));
    } finally {
      setIsMarking(false);
    }
  };

  return (
    <li
      className={cn(
        'space-y-3 rounded-lg border bg-white p-4',
        item.isOverdue ? 'border-red-300' : 'border-slate-200',
      )}
      aria-labelledby={`obligation-${item.code}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`obligation-${item.code}`} className="font-semibold text-slate-900">
          {t(`obligations.${item.code}.title`)}
        </h3>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', statusClasses[item.status])}>
          {t(`statuses.${item.status}`)}
        </span>
      </div>
      <p className="text-sm text-slate-700">{t(`obligations.${item.code}.description`)}</p>
      <dl className="grid gap-1 text-sm text-slate-700">
        <div className={cn(item.isOverdue && 'font-semibold text-red-800')}>
          <dt className="sr-only">{t('item.dueDate')}</dt>
          <dd>
            {item.dueDate === null
              ? t('item.noDue')
              : item.isOverdue
                ? t('item.overdue', { date: date(item.dueDate) })
                : t('item.due', { date: date(item.dueDate) })}
            {' · '}
            {t(recurrence.key, recurrence.count === undefined ? {} : { count: recurrence.count })}
          </dd>
        </div>
        {item.completedOn !== null && <dd>{t('item.completedOn', { date: date(item.completedOn) })}</dd>}
        {item.applicability === 'to_confirm' && (
          <dd className="text-amber-900">{t(`applicability.to_confirm.${item.reason}`)}</dd>
        )}
        {item.notes !== null && <dd className="whitespace-pre-line text-slate-800">{item.notes}</dd>}
        <dd className="text-xs text-slate-500">{t('item.reference', { reference: item.reference })}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {isOpen && (
          <Button size="sm" disabled={!isOnline || isMarking} onClick={() => void markDone()}>
            {isMarking ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            )}
            {t('item.markDone')}
          </Button>
        )}
        {!isEditing && (
          <Button
            variant="secondary"
            size="sm"
            disabled={!isOnline}
            onClick={() => {
              setIsEditing(true);
            }}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('item.edit')}
          </Button>
        )}
        {item.linkPath !== null && (
          <Link to={item.linkPath} className={buttonClasses('ghost', 'sm')}>
            {t('item.open')}
            <span className="sr-only">{` : ${t(`obligations.${item.code}.title`)}`}</span>
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
      </div>
      {isEditing && (
        <ObligationEditForm
          item={item}
          onSaved={(overview) => {
            setIsEditing(false);
            onSaved(overview);
          }}
          onCancel={() => {
            setIsEditing(false);
          }}
        />
      )}
      <EvidenceFiles
        collectionPath={complianceEvidencePath(item.code)}
        inputId={`evidence-${item.code}`}
        files={item.evidence}
        isOnline={isOnline}
        onChanged={onChanged}
      />
    </li>
  );
}
