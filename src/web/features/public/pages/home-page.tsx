import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  ArrowRight,
  CalendarDays,
  Languages,
  Mic,
  Package,
  ShieldCheck,
  Smartphone,
  Sprout,
  Wallet,
  WifiOff,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { getPlan } from '../../../../shared/domain/plans';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FeedingLogPreview } from '../components/feeding-log-preview';
import { MaintenanceListPreview } from '../components/maintenance-list-preview';
import { ProductionClassPreview } from '../components/production-class-preview';
import { StockGaugePreview } from '../components/stock-gauge-preview';
import { signUpPath } from '../../../../shared/routes';

const areas: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'feeding', icon: Sprout },
  { key: 'stock', icon: Package },
  { key: 'maintenance', icon: Wrench },
  { key: 'agenda', icon: CalendarDays },
  { key: 'budget', icon: Wallet },
  { key: 'regulation', icon: ShieldCheck },
  { key: 'offline', icon: WifiOff },
  { key: 'assistant', icon: Mic },
  { key: 'language', icon: Languages },
];

const fieldPoints = ['phone', 'offline', 'quick', 'sources'] as const;

export default function HomePage() {
  const { t, i18n } = useTranslation('public');
  const currency = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const entryPrice = currency.format(getPlan('free').monthlyPriceEur);
  return (
    <>
      <PageMeta page="home" />

      <section aria-labelledby="home-title" className="bg-linear-to-b from-emerald-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-emerald-800 uppercase">
              {t('home.hero.eyebrow')}
            </p>
            <h1 id="home-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('home.hero.title')}
            </h1>
            <p className="mt-4 text-lg text-slate-700">{t('home.hero.lead')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={signUpPath} className={buttonClasses('primary', 'lg')}>
                {t('home.hero.primaryCta')}
                <ArrowRight className="h-5 w-5" aria-hidden="true" />
              </Link>
              <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
                {t('home.hero.secondaryCta')}
              </Link>
            </div>
            <p className="mt-3 text-sm text-slate-600">{t('home.hero.trialNote', { price: entryPrice })}</p>
          </div>
          <div className="grid gap-4">
            <StockGaugePreview />
            <ProductionClassPreview className="hidden sm:block" />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-areas-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="home-areas-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {t('home.areas.title')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('home.areas.lead')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map(({ key, icon: Icon }) => (
            <li key={key}>
              <Card className="h-full">
                <Icon className="h-6 w-6 text-emerald-700" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-slate-900">{t(`home.areas.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(`home.areas.items.${key}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="mt-6">
          <Link
            to="/features"
            className="inline-flex items-center gap-1 font-semibold text-emerald-800 underline-offset-4 hover:underline"
          >
            {t('home.areas.moreLink')}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      </section>

      <section aria-labelledby="home-preview-title" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h2 id="home-preview-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('home.preview.title')}
          </h2>
          <p className="mt-2 max-w-3xl text-slate-700">{t('home.preview.lead')}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-2">
            <FeedingLogPreview />
            <MaintenanceListPreview />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-field-title" className="mx-auto max-w-6xl px-4 py-14">
        <div className="grid gap-8 md:grid-cols-[1fr_2fr]">
          <div>
            <Smartphone className="h-8 w-8 text-emerald-700" aria-hidden="true" />
            <h2 id="home-field-title" className="mt-3 text-2xl font-bold tracking-tight text-slate-900">
              {t('home.field.title')}
            </h2>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {fieldPoints.map((key) => (
              <li key={key} className="border-l-4 border-emerald-600 pl-4">
                <h3 className="font-semibold text-slate-900">{t(`home.field.points.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-700">{t(`home.field.points.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="home-cta-title" className="bg-emerald-800 text-white">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="home-cta-title" className="text-2xl font-bold tracking-tight">
              {t('home.cta.title')}
            </h2>
            <p className="mt-2 text-emerald-50">{t('home.cta.text')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link
              to={signUpPath}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-md bg-white px-6 whitespace-nowrap font-semibold text-emerald-900 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('home.cta.primary')}
            </Link>
            <Link
              to="/pricing"
              className="inline-flex h-12 items-center justify-center gap-2 rounded-md border border-white px-6 whitespace-nowrap font-semibold text-white hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('home.cta.secondary')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
