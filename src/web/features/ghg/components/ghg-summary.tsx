import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { TGhgReport } from '../../../../shared/contracts/ghg';
import { GHG_BASES, type TGhgBasis } from '../../../../shared/domain/regulation/ghg/ghg-values';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { toast } from '../../../lib/toast';
import { updateGhgOverrides } from '../api/ghg';
import { formatDate, formatSavings, formatThreshold, formatTonnes } from '../lib/ghg-format';
import { GhgThresholdText } from './ghg-threshold-text';

const linkClasses = 'font-medium text-emerald-800 underline';

/** The plant's profile as the calculation reads it, with the way to change it. */
function ProfileLine({ report }: { report: TGhgReport }) {
  const { t } = useTranslation('ghg');
  const { profile } = report;
  const rows: [string, string][] = [
    [t('profile.endUse'), t(`profile.endUses.${profile.endUse}`)],
    [t('profile.digestateStorage'), t(`profile.storages.${profile.digestateStorage}`)],
  ];
  if (profile.endUse === 'biomethane_injection') {
    rows.push([t('profile.upgradingOffGas'), t(`profile.offGas.${profile.upgradingOffGas}`)]);
  }
  rows.push([
    t('profile.commissioningDate'),
    profile.commissioningDate === null ? t('profile.unknownDate') : formatDate(profile.commissioningDate),
  ]);
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{t('profile.title')}</h3>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2" data-testid="ghg-profile">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="text-slate-600">{t('profile.row', { label })}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!profile.isSaved && <p className="text-sm text-slate-700">{t('profile.notSaved')}</p>}
      <Link to="/dashboard/reglementation" className={`text-sm ${linkClasses}`}>
        {t('profile.edit')}
      </Link>
    </div>
  );
}

/** Which values the plant declares (default by default), saved for the user. */
function BasisChoice({ basis, onSaved }: { basis: TGhgBasis; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('ghg');
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);
  const choose = async (next: TGhgBasis) => {
    setIsSaving(true);
    try {
      const result = await updateGhgOverrides({ declaredBasis: next });
      if (!result.ok) {
        setError(result.fields.declaredBasis ?? result.message);
        return;
      }
      setError(undefined);
      await onSaved();
      void toast.success(t('summary.basis.saved'));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <SelectField
      id={`${id}-basis`}
      name="declaredBasis"
      label={t('summary.basis.label')}
      value={basis}
      options={GHG_BASES.map((value) => ({ value, label: t(`summary.basis.${value}`) }))}
      onChange={(event) => void choose(event.target.value as TGhgBasis)}
      hint={t('summary.basis.help')}
      error={error}
      disabled={isSaving}
    />
  );
}

/** The year's savings against the threshold, met or not, or why there is no figure. */
export function GhgSummary({ report, onSaved }: { report: TGhgReport; onSaved: () => Promise<void> }) {
  const { t, i18n } = useTranslation('ghg');
  const language = i18n.language;
  const { total } = report;
  const basis = total.declaredBasis;
  const other: TGhgBasis = basis === 'default' ? 'typical' : 'default';
  const declared = total[basis];
  const otherResult = total[other];

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{t('summary.title', { year: report.year })}</h2>
      {declared === null || otherResult === null ? (
        <p className="text-slate-800" data-testid="ghg-no-data">
          {t(total.status === 'no_energy' ? 'summary.noEnergy' : 'summary.noFeed', { year: report.year })}{' '}
          <Link to="/dashboard/raw-materials/feed" className={linkClasses}>
            {t('summary.openFeedLog')}
          </Link>
        </p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {t('summary.tonnes', { value: formatTonnes(total.totalTonnes, language) })}
          </p>
          <p className="text-slate-700">
            {t('summary.declared', { basis: t(`summary.basis.${basis}`) })}
            <span
              className="block text-3xl font-bold tracking-tight text-slate-900"
              data-testid="ghg-declared-savings"
            >
              {formatSavings(declared.savings, language)}
            </span>
          </p>
          <p className="text-sm text-slate-700" data-testid="ghg-other-savings">
            {t('summary.other', {
              basis: t(`summary.basis.${other}`),
              value: formatSavings(otherResult.savings, language),
            })}
          </p>
          {declared.meetsThreshold !== null && (
            <p
              className={`inline-flex items-center gap-2 rounded-md px-3 py-1 text-sm font-semibold ${
                declared.meetsThreshold ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'
              }`}
              data-testid="ghg-verdict"
            >
              {declared.meetsThreshold ? (
                <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
              ) : (
                <XCircle className="h-4 w-4" aria-hidden="true" />
              )}
              {t(declared.meetsThreshold ? 'summary.met' : 'summary.missed')}
            </p>
          )}
        </div>
      )}
      {total.threshold.status === 'applies' && (
        <p className="text-sm text-slate-800">
          {t('summary.threshold', { value: formatThreshold(total.threshold.minimumSavings, language) })}{' '}
          <GhgThresholdText threshold={total.threshold} />
        </p>
      )}
      {total.threshold.status === 'unknown_commissioning_date' && (
        <p className="flex gap-2 text-sm text-amber-900" role="note">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {t('summary.unknownDate')}{' '}
            <Link to="/dashboard/reglementation" className={linkClasses}>
              {t('profile.edit')}
            </Link>
          </span>
        </p>
      )}
      {report.profile.endUse !== 'biomethane_injection' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
            {t('values.toCheck')}
          </span>
          {t('summary.conversionToCheck')}
        </p>
      )}
      {total.threshold.status === 'none_before_2021' && (
        <p className="text-sm text-slate-800">{t('summary.noThresholdBefore2021')}</p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <ProfileLine report={report} />
        <BasisChoice basis={basis} onSaved={onSaved} />
      </div>
    </Card>
  );
}
