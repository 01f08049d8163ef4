import type { TChainVerification } from '../../../../shared/contracts/secure-logs';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { cn } from '../../../lib/cn';

/** A chain verification in words: intact with its row count, or the first bad row and why (its id if given). */
export function ChainResult({ result }: { result: TChainVerification }) {
  const { t } = useTranslation('secureLogs');
  return (
    <div
      role="status"
      className={cn(
        'rounded-md border p-3 text-sm',
        result.ok
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-red-300 bg-red-50 text-red-900',
      )}
    >
      {result.ok ? (
        <p>{t('verify.ok', { count: result.checkedRows })}</p>
      ) : (
        <>
          <p className="font-medium">
            {t('verify.bad', {
              seq: result.firstBad.seq,
              reason: t(`verify.reasons.${result.firstBad.reason}`),
            })}
          </p>
          {result.firstBad.id && (
            <p className="break-all">{t('verify.badRow', { id: result.firstBad.id })}</p>
          )}
        </>
      )}
    </div>
  );
}
