import { useTranslation } from '../../../lib/i18n/use-translation';
import { Check, Sprout } from 'lucide-react';
import { PreviewFrame } from './preview-frame';

interface SampleFeed {
  key: 'cattleSlurry' | 'cattleManure' | 'cive' | 'maizeSilage';
  tonnes: number;
  /** Food or feed crop grown as a main crop: counts towards the 15 % cap (décret 2016-929). */
  isMainCrop: boolean;
}

/** A sample day's ration. Illustration only. */
const sampleRation: readonly SampleFeed[] = [
  { key: 'cattleSlurry', tonnes: 22, isMainCrop: false },
  { key: 'cattleManure', tonnes: 8, isMainCrop: false },
  { key: 'cive', tonnes: 7, isMainCrop: false },
  { key: 'maizeSilage', tonnes: 5, isMainCrop: true },
];

/** Maximum share of main crops in the yearly fresh tonnage of inputs, in percent. */
const mainCropCapPercent = 15;

/** Illustration of the daily feeding log: what went into the digester and the main-crop share. */
export function FeedingLogPreview({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('public');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const total = sampleRation.reduce((sum, feed) => sum + feed.tonnes, 0);
  const mainCrops = sampleRation
    .filter((feed) => feed.isMainCrop)
    .reduce((sum, feed) => sum + feed.tonnes, 0);
  const mainCropShare = (mainCrops / total) * 100;
  return (
    <PreviewFrame caption={t('preview.feeding.caption')} className={className}>
      <p className="flex items-center gap-2 font-semibold text-slate-900">
        <Sprout className="h-5 w-5 text-emerald-700" aria-hidden="true" />
        {t('preview.feeding.title')}
      </p>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">{t('preview.feeding.title')}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className="pb-1 font-medium">
              {t('preview.feeding.input')}
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              {t('preview.feeding.tonnes')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {sampleRation.map((feed) => (
            <tr key={feed.key}>
              <td className="py-1 text-slate-800">{t(`preview.feeding.inputs.${feed.key}`)}</td>
              <td className="py-1 text-right tabular-nums text-slate-800">{number.format(feed.tonnes)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-300 font-semibold">
            <th scope="row" className="pt-1 text-left text-slate-900">
              {t('preview.feeding.total')}
            </th>
            <td className="pt-1 text-right tabular-nums text-slate-900">{number.format(total)}</td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-xs text-emerald-900">
        {t('preview.feeding.mainCropShare', {
          share: number.format(mainCropShare),
          cap: number.format(mainCropCapPercent),
        })}
      </p>
      <p className="mt-2 flex items-center gap-1 text-xs text-slate-700">
        <Check className="h-3.5 w-3.5 text-emerald-700" aria-hidden="true" />
        {t('preview.feeding.fosTac')}
      </p>
    </PreviewFrame>
  );
}
