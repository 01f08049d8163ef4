import type { TGhgValueRow } from '../../../../shared/contracts/ghg';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { GHG_VALUE_GROUPS, ghgValueLabel } from '../lib/ghg-value-labels';
import { GhgValueRow } from './ghg-value-row';

/** Every value of the calculation by group, each with its source, its badge and its edit. */
export function GhgValuesTable({ rows, onSaved }: { rows: TGhgValueRow[]; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('ghg');
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{t('values.title')}</h2>
        <p className="text-sm text-slate-700">{t('values.help')}</p>
      </div>
      {GHG_VALUE_GROUPS.map((group) => {
        const groupRows = rows.filter((row) => ghgValueLabel(row.key).group === group);
        const changed = groupRows.filter((row) => row.isOverridden).length;
        // Folded by group (39 values would make a phone's page very long); its summary counts the changed ones.
        return (
          <details key={group} className="rounded-md border border-slate-200">
            <summary className="cursor-pointer px-3 py-2 font-semibold text-slate-900">
              {t(`values.groups.${group}`)}
              {changed > 0 && (
                <span className="ml-2 text-sm font-normal text-sky-900">
                  {t('values.changedCount', { count: changed })}
                </span>
              )}
            </summary>
            <ul className="px-3">
              {groupRows.map((row) => (
                // A save elsewhere gives the row its new value: it starts again from it.
                <GhgValueRow key={`${row.key}-${String(row.value)}`} row={row} onSaved={onSaved} />
              ))}
            </ul>
          </details>
        );
      })}
    </Card>
  );
}
