import { useTranslation } from '../../../lib/i18n/use-translation';

/** The product's specifications, one row each. */
export function SpecificationsTable({ specifications }: { specifications: Record<string, string> }) {
  const { t } = useTranslation('shop');
  const rows = Object.entries(specifications);
  if (rows.length === 0) return null;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left text-lg font-semibold text-slate-900">
        {t('product.specifications')}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('product.specificationName')}</th>
          <th scope="col">{t('product.specificationValue')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 border-y border-slate-200">
        {rows.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className="w-2/5 py-2 pr-3 align-top font-medium text-slate-700">
              {name}
            </th>
            <td className="py-2 text-slate-900">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
