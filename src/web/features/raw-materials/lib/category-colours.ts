import type { TRawMaterialCategory } from '../../../../shared/domain/feedstock-defaults';

/**
 * One colour per category, shared by the badges and the composition chart. Main crops stand out (amber):
 * they are the ones the 15 % cap counts.
 */
export const categoryColours: Readonly<
  Record<TRawMaterialCategory, { badge: string; fill: string; swatch: string }>
> = {
  main_crop: {
    badge: 'bg-amber-100 text-amber-900 ring-1 ring-amber-400',
    fill: 'fill-amber-500',
    swatch: 'bg-amber-500',
  },
  cive: { badge: 'bg-emerald-50 text-emerald-800', fill: 'fill-emerald-600', swatch: 'bg-emerald-600' },
  permanent_grassland: { badge: 'bg-lime-50 text-lime-800', fill: 'fill-lime-500', swatch: 'bg-lime-500' },
  effluent: { badge: 'bg-sky-50 text-sky-800', fill: 'fill-sky-600', swatch: 'bg-sky-600' },
  by_product: { badge: 'bg-violet-50 text-violet-800', fill: 'fill-violet-500', swatch: 'bg-violet-500' },
  other: { badge: 'bg-slate-100 text-slate-700', fill: 'fill-slate-400', swatch: 'bg-slate-400' },
};
