import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  ArrowRight,
  LayoutDashboard,
  Mic,
  Package,
  ShieldCheck,
  Sprout,
  Wallet,
  WifiOff,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { getRequiredPlan, type TPlanFeatureKey } from '../../../../shared/domain/plans';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { signUpPath } from '../../../../shared/routes';

interface FeatureItem {
  key: string;
  /** The plan feature that unlocks it, when it is gated (shared/domain/plans.ts). */
  planFeature?: TPlanFeatureKey;
}

interface FeatureArea {
  key: string;
  icon: LucideIcon;
  items: readonly FeatureItem[];
}

/** Areas of spec §1; each item's text says what it does and where its limits are. */
const areas: readonly FeatureArea[] = [
  {
    key: 'daily',
    icon: LayoutDashboard,
    items: [
      { key: 'dashboard', planFeature: 'dashboard' },
      { key: 'dailyTasks', planFeature: 'dailyTasks' },
      { key: 'agenda', planFeature: 'agenda' },
      { key: 'weather', planFeature: 'weather' },
    ],
  },
  {
    key: 'digester',
    icon: Sprout,
    items: [
      { key: 'rawMaterials', planFeature: 'rawMaterials' },
      { key: 'production' },
      { key: 'optimisation', planFeature: 'optimisation' },
      { key: 'advisory', planFeature: 'advisory' },
    ],
  },
  {
    key: 'stock',
    icon: Package,
    items: [
      { key: 'stock', planFeature: 'stock' },
      { key: 'shop', planFeature: 'shop' },
    ],
  },
  {
    key: 'maintenance',
    icon: Wrench,
    items: [
      { key: 'runningHours', planFeature: 'maintenance' },
      { key: 'starterPlan', planFeature: 'maintenance' },
      { key: 'emergencyAlerts', planFeature: 'emergencyAlerts' },
    ],
  },
  {
    key: 'management',
    icon: Wallet,
    items: [
      { key: 'budget', planFeature: 'budget' },
      { key: 'team', planFeature: 'team' },
      { key: 'library', planFeature: 'library' },
      { key: 'importedDocuments', planFeature: 'importedDocuments' },
      { key: 'newsBlog' },
    ],
  },
  {
    key: 'regulation',
    icon: ShieldCheck,
    items: [
      { key: 'mainCropCap', planFeature: 'regulation' },
      { key: 'redii', planFeature: 'redii' },
      { key: 'icpe', planFeature: 'regulation' },
    ],
  },
  {
    key: 'assistant',
    icon: Mic,
    items: [
      { key: 'voice', planFeature: 'assistant' },
      { key: 'forms', planFeature: 'assistant' },
      { key: 'model', planFeature: 'assistant' },
    ],
  },
  {
    key: 'field',
    icon: WifiOff,
    items: [
      { key: 'offline', planFeature: 'offline' },
      { key: 'search' },
      { key: 'language' },
      { key: 'security' },
      { key: 'monitoring', planFeature: 'monitoring' },
    ],
  },
];

const limits = ['control', 'auditor', 'lab', 'speech'] as const;

export default function FeaturesPage() {
  const { t } = useTranslation(['features', 'pricing']);
  return (
    <>
      <PageMeta page="features" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('features.title')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t('features.lead')}</p>
        </header>

        <nav aria-label={t('features.tocLabel')} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {areas.map((area) => (
              <li key={area.key}>
                <a
                  href={`#area-${area.key}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800 hover:border-emerald-700 hover:text-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
                >
                  {t(`features.areas.${area.key}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 space-y-12">
          {areas.map(({ key, icon: Icon, items }) => (
            <section
              key={key}
              id={`area-${key}`}
              aria-labelledby={`area-${key}-title`}
              className="scroll-mt-24"
            >
              <div className="flex items-center gap-3">
                <span className="rounded-lg bg-emerald-50 p-2">
                  <Icon className="h-6 w-6 text-emerald-700" aria-hidden="true" />
                </span>
                <h2 id={`area-${key}-title`} className="text-2xl font-bold tracking-tight text-slate-900">
                  {t(`features.areas.${key}.title`)}
                </h2>
              </div>
              <p className="mt-2 max-w-3xl text-slate-700">{t(`features.areas.${key}.intro`)}</p>
              <ul className="mt-5 grid gap-4 md:grid-cols-2">
                {items.map((item) => (
                  <li key={item.key}>
                    <Card className="h-full">
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <h3 className="font-semibold text-slate-900">
                          {t(`features.areas.${key}.items.${item.key}.title`)}
                        </h3>
                        {item.planFeature ? (
                          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                            {t('features.fromPlan', {
                              plan: t(`pricing:pricing.plans.${getRequiredPlan(item.planFeature)}.name`),
                            })}
                          </span>
                        ) : null}
                      </div>
                      <p className="mt-2 text-sm text-slate-700">
                        {t(`features.areas.${key}.items.${item.key}.text`)}
                      </p>
                    </Card>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <section
          aria-labelledby="features-limits-title"
          className="mt-14 rounded-xl border border-amber-200 bg-amber-50 p-6"
        >
          <h2 id="features-limits-title" className="text-xl font-bold text-slate-900">
            {t('features.limits.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
            {limits.map((key) => (
              <li key={key}>{t(`features.limits.items.${key}`)}</li>
            ))}
          </ul>
        </section>

        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/pricing" className={buttonClasses('primary', 'lg')}>
            {t('features.cta.pricing')}
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <Link to={signUpPath} className={buttonClasses('secondary', 'lg')}>
            {t('features.cta.login')}
          </Link>
        </div>
      </div>
    </>
  );
}
