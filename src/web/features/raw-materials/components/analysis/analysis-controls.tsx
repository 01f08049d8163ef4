import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { MIN_PLANT_YIELD_FACTOR } from '../../../../../shared/contracts/raw-materials';
import { DIGESTION_MODES, type TDigestionMode } from '../../../../../shared/domain/feedstock-analysis';
import { Card } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import type { AnalysisSettings } from '../../api/raw-materials';
import { formatYieldFactor } from '../../../../lib/analysis-format';
import { MAX_PLANT_YIELD_FACTOR, YIELD_FACTOR_STEP } from '../../lib/analysis-settings';

/** How long the slider rests before the analysis is asked again. */
const yieldDebounceMs = 250;

export interface AnalysisControlsProps {
  settings: AnalysisSettings;
  onYieldFactor: (value: number) => void;
  onDigestionMode: (mode: TDigestionMode) => void;
}

/** The two assumptions of the analysis: the plant yield ("Rendement à l'usine") and wet or dry digestion. */
export function AnalysisControls({ settings, onYieldFactor, onDigestionMode }: AnalysisControlsProps) {
  const { t, i18n } = useTranslation('rawMaterials');
  const sliderId = useId();
  const hintId = useId();
  // What the slider shows, and the factor it moved from: when the address changes, the slider follows.
  const [draft, setDraft] = useState({ value: settings.yieldFactor, base: settings.yieldFactor });
  const yieldFactor = draft.base === settings.yieldFactor ? draft.value : settings.yieldFactor;

  useEffect(() => {
    if (yieldFactor === settings.yieldFactor) return;
    const timer = setTimeout(() => {
      onYieldFactor(yieldFactor);
    }, yieldDebounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [yieldFactor, settings.yieldFactor, onYieldFactor]);

  return (
    <Card className="grid gap-4 p-4 sm:grid-cols-2 sm:p-5">
      <div>
        <label htmlFor={sliderId} className="block text-sm font-medium text-slate-900">
          {t('analysisPage.controls.yieldFactor')}
        </label>
        <div className="mt-1 flex items-center gap-3">
          <input
            id={sliderId}
            type="range"
            min={MIN_PLANT_YIELD_FACTOR}
            max={MAX_PLANT_YIELD_FACTOR}
            step={YIELD_FACTOR_STEP}
            value={yieldFactor}
            aria-describedby={hintId}
            aria-valuetext={t('analysisPage.controls.yieldFactorValue', {
              value: formatYieldFactor(yieldFactor, i18n.language),
            })}
            onChange={(event) => {
              setDraft({ value: Number(event.target.value), base: settings.yieldFactor });
            }}
            className="h-11 min-w-0 flex-1 accent-emerald-700"
          />
          <output htmlFor={sliderId} className="w-12 text-right text-lg font-semibold tabular-nums">
            {formatYieldFactor(yieldFactor, i18n.language)}
          </output>
        </div>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('analysisPage.controls.yieldFactorHint')}
        </p>
      </div>
      <fieldset>
        <legend className="block text-sm font-medium text-slate-900">
          {t('analysisPage.controls.digestionMode')}
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {DIGESTION_MODES.map((mode) => (
            <label
              key={mode}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 text-sm font-medium',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-700',
                settings.digestionMode === mode
                  ? 'border-emerald-700 bg-emerald-50 text-emerald-900'
                  : 'border-slate-300 bg-white text-slate-800',
              )}
            >
              <input
                type="radio"
                name="digestionMode"
                value={mode}
                checked={settings.digestionMode === mode}
                onChange={() => {
                  onDigestionMode(mode);
                }}
                className="h-4 w-4 accent-emerald-700"
              />
              {t(`values.digestionMode.${mode}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
