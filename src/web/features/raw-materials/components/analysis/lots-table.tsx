import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { TRawMaterialsAnalysis } from '../../../../../shared/contracts/raw-materials';
import { Card } from '../../../../components/ui/card';
import { CategoryBadge } from '../category-badge';
import { OriginBadge } from '../origin-badge';
import { useLotRows, type LotRow } from './use-lot-rows';

const columns = [
  'freshTonnes',
  'dryMatterPct',
  'dryMatterTonnes',
  'volatileSolidsTonnes',
  'methaneLab',
  'share',
] as const;

function DryMatterCell({ row }: { row: LotRow }) {
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1">
      <span>{row.dryMatter.value}</span>
      <OriginBadge
        origin={row.lot.dryMatterPct.origin}
        text={row.dryMatter.origin}
        citation={row.dryMatter.citation}
      />
    </span>
  );
}

function cellOf(row: LotRow, column: (typeof columns)[number]) {
  switch (column) {
    case 'freshTonnes':
      return row.freshTonnes;
    case 'dryMatterPct':
      return <DryMatterCell row={row} />;
    case 'dryMatterTonnes':
      return row.dryMatterTonnes;
    case 'volatileSolidsTonnes':
      return row.volatileSolidsTonnes;
    case 'methaneLab':
      return row.methaneLab;
    case 'share':
      return row.share;
  }
}

/** Per material: a table on wide screens, stacked cards on phones (the same figures). */
export function LotsTable({ analysis }: { analysis: TRawMaterialsAnalysis }) {
  const { t } = useTranslation('rawMaterials');
  const rows = useLotRows(analysis);
  const header = (column: (typeof columns)[number]) => t(`analysisPage.table.${column}`);

  return (
    <section aria-labelledby="lots-table-title" className="space-y-3">
      <h2 id="lots-table-title" className="text-lg font-semibold text-slate-900">
        {t('analysisPage.table.title')}
      </h2>
      <ul className="space-y-3 md:hidden">
        {rows.map((row) => (
          <li key={row.lot.id}>
            <Card className="space-y-2 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold break-words text-slate-900">{row.lot.name}</h3>
                <CategoryBadge category={row.lot.category} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                {columns.map((column) => (
                  <div key={column} className="contents">
                    <dt className="text-slate-600">{header(column)}</dt>
                    <dd className="text-right font-medium text-slate-900 tabular-nums">
                      {cellOf(row, column)}
                    </dd>
                  </div>
                ))}
              </dl>
              {row.labAdvised && <p className="text-xs text-amber-900">{row.labAdvised}</p>}
            </Card>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('analysisPage.table.title')}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">
                {t('analysisPage.table.material')}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right">
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={row.lot.id}>
                <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                  <span className="block">{row.lot.name}</span>
                  <span className="mt-1 block">
                    <CategoryBadge category={row.lot.category} />
                  </span>
                  {row.labAdvised && (
                    <span className="mt-1 block text-xs font-normal text-amber-900">{row.labAdvised}</span>
                  )}
                </th>
                {columns.map((column) => (
                  <td key={column} className="px-3 py-2 text-right text-slate-900 tabular-nums">
                    {cellOf(row, column)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
