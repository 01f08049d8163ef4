import { TriangleAlert } from 'lucide-react';
import type { TRegisterLine } from '../../../../shared/contracts/registers';
import { Card } from '../../../components/ui/card';
import { formatDeliveryDate } from '../../../lib/analysis-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { registerLineTexts } from '../lib/register-format';

function MissingDeclarationBadge() {
  const { t } = useTranslation('registers');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
      <TriangleAlert className="h-3.5 w-3.5" aria-hidden="true" />
      {t('register.missingDeclarationBadge')}
    </span>
  );
}

/**
 * The register's lines: cards on a phone (date, designation and tonnage first), a table from the md width on.
 * One of the two is shown (the other is display: none, out of the accessibility tree too).
 */
export function RegisterLines({ lines }: { lines: readonly TRegisterLine[] }) {
  const { t, i18n } = useTranslation(['registers', 'rawMaterials']);
  const language = i18n.language;
  const rows = lines.map((line) => ({
    line,
    date: formatDeliveryDate(line.deliveryDate, language),
    texts: registerLineTexts(line, t, language),
  }));

  return (
    <>
      <ul aria-label={t('registers:register.tableCaption')} className="space-y-3 md:hidden">
        {rows.map(({ line, date, texts }) => (
          <li key={line.id}>
            <Card className={line.refused ? 'space-y-1 border-red-200 p-4' : 'space-y-1 p-4'}>
              <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-600 tabular-nums">
                <span>{date}</span>
                <span className="text-base font-semibold text-slate-900">{texts.tonnage}</span>
              </p>
              <h3 className="font-semibold break-words text-slate-900">{texts.designation}</h3>
              <p className="text-sm text-slate-700">
                {t('registers:register.senderLine', { value: texts.sender })}
              </p>
              <p className="text-sm text-slate-700">{texts.originLine}</p>
              <p className="text-sm text-slate-700">
                {t('registers:register.declarationOnFile', { answer: texts.declaration })}
              </p>
              <p className={line.refused ? 'text-sm font-semibold text-red-800' : 'text-sm text-emerald-800'}>
                {texts.status}
              </p>
              {line.isMissingDeclaration && <MissingDeclarationBadge />}
            </Card>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('registers:register.tableCaption')}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {(
                [
                  'date',
                  'designation',
                  'tonnage',
                  'sender',
                  'origin',
                  'distance',
                  'declaration',
                  'status',
                ] as const
              ).map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-medium">
                  {t(`registers:register.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map(({ line, date, texts }) => (
              <tr key={line.id} className={line.refused ? 'bg-red-50/40' : undefined}>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{date}</td>
                <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                  {texts.designation}
                </th>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{texts.tonnage}</td>
                <td className="px-3 py-2">{texts.sender}</td>
                <td className="px-3 py-2">{texts.origin}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">{texts.distance}</td>
                <td className="px-3 py-2">
                  <span className="block">{texts.declaration}</span>
                  {line.isMissingDeclaration && <MissingDeclarationBadge />}
                </td>
                <td
                  className={
                    line.refused ? 'px-3 py-2 font-semibold text-red-800' : 'px-3 py-2 text-emerald-800'
                  }
                >
                  {texts.status}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
