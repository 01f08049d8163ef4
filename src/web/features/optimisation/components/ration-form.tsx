import { useId, useState, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import {
  ZRationRequest,
  type TRationLots,
  type TRationRequest,
} from '../../../../shared/contracts/optimisation';
import { parseAmountInput, parseDecimalInput } from '../../../../shared/domain/decimal-input';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';

type TObjective = TRationRequest['objective'];

/**
 * The ration asked: how many days, to what end (the most methane, or a target at the least cost with each lot's
 * price), checked by the server's own contract before it is sent.
 */
export function RationForm({
  lots,
  isRunning,
  serverErrors,
  onRun,
}: {
  lots: TRationLots['lots'];
  isRunning: boolean;
  serverErrors: Record<string, string>;
  onRun: (request: TRationRequest) => void;
}) {
  const { t } = useTranslation('optimisation');
  const [horizon, setHorizon] = useState('30');
  const [objective, setObjective] = useState<TObjective>('max-methane');
  const [target, setTarget] = useState('');
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();
  const usable = lots.filter((lot) => lot.isUsable);
  const shown = { ...serverErrors, ...errors };

  const submit = () => {
    const horizonDays = parseDecimalInput(horizon) ?? horizon;
    const request = {
      horizonDays,
      objective,
      ...(objective === 'min-cost' && {
        targetMethaneNm3PerDay: target.trim() === '' ? undefined : (parseDecimalInput(target) ?? target),
        prices: Object.fromEntries(
          usable
            .filter((lot) => (prices[lot.id] ?? '').trim() !== '')
            .map((lot) => [lot.id, parseAmountInput(prices[lot.id] ?? '') ?? prices[lot.id]]),
        ),
      }),
    };
    const parsed = ZRationRequest.safeParse(request);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, lotId] = issue.path.map(String);
        const key = field === 'prices' && lotId ? `prices.${lotId}` : String(field);
        found[key] ??= t(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onRun(parsed.data);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isRunning) submit();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={isRunning} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${id}-horizon`}
          name="horizonDays"
          label={t('form.horizonDays')}
          value={horizon}
          inputMode="numeric"
          onChange={(event) => {
            setHorizon(event.target.value);
          }}
          error={shown.horizonDays}
        />
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t('form.objective')}</legend>
          <div className="mt-1 flex flex-col gap-1">
            {(['max-methane', 'min-cost'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-900"
              >
                <input
                  type="radio"
                  name={`${id}-objective`}
                  value={value}
                  checked={objective === value}
                  onChange={() => {
                    setObjective(value);
                  }}
                  className="h-5 w-5 accent-emerald-700"
                />
                {t(value === 'max-methane' ? 'form.maxMethane' : 'form.minCost')}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      {objective === 'min-cost' && (
        <div className="space-y-4">
          <TextField
            id={`${id}-target`}
            name="targetMethaneNm3PerDay"
            label={t('form.target')}
            value={target}
            inputMode="decimal"
            onChange={(event) => {
              setTarget(event.target.value);
            }}
            error={shown.targetMethaneNm3PerDay}
          />
          <p className="text-sm text-slate-700">{t('form.pricesHint')}</p>
          {shown.prices && (
            <p role="alert" className="text-sm text-red-700">
              {shown.prices}
            </p>
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {usable.map((lot) => (
              <TextField
                key={lot.id}
                id={`${id}-price-${lot.id}`}
                name={`price-${lot.id}`}
                label={t('form.price', { name: lot.name })}
                value={prices[lot.id] ?? ''}
                inputMode="decimal"
                onChange={(event) => {
                  setPrices((current) => ({ ...current, [lot.id]: event.target.value }));
                }}
                error={shown[`prices.${lot.id}`]}
              />
            ))}
          </div>
        </div>
      )}
      <Button type="submit" disabled={isRunning || usable.length === 0} className="w-full sm:w-auto">
        {isRunning && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {isRunning ? t('form.running') : t('form.run')}
      </Button>
    </form>
  );
}
