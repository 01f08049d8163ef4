import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Languages, Lock, Scale, Server, Smartphone, Tractor, type LucideIcon } from 'lucide-react';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

const audiences = ['farmers', 'operators', 'technicians', 'managers'] as const;

const principles: readonly { key: string; icon: LucideIcon }[] = [
  { key: 'french', icon: Languages },
  { key: 'hosting', icon: Server },
  { key: 'privacy', icon: Lock },
  { key: 'field', icon: Smartphone },
  { key: 'sources', icon: Scale },
];

const notDoing = ['control', 'resale', 'certify'] as const;

export default function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <PageMeta page="about" />
      <div className="mx-auto max-w-4xl px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('about.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('about.lead')}</p>

        <section aria-labelledby="about-mission-title" className="mt-12">
          <h2 id="about-mission-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.mission.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('about.mission.p1')}</p>
          <p className="mt-3 text-slate-700">{t('about.mission.p2')}</p>
        </section>

        <section aria-labelledby="about-audience-title" className="mt-12">
          <div className="flex items-center gap-3">
            <Tractor className="h-7 w-7 text-emerald-700" aria-hidden="true" />
            <h2 id="about-audience-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('about.audience.title')}
            </h2>
          </div>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {audiences.map((key) => (
              <li key={key}>
                <Card className="h-full">
                  <h3 className="font-semibold text-slate-900">{t(`about.audience.items.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-700">{t(`about.audience.items.${key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-built-title" className="mt-12">
          <h2 id="about-built-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.built.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('about.built.lead')}</p>
          <ul className="mt-5 space-y-5">
            {principles.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="h-fit rounded-lg bg-emerald-50 p-2">
                  <Icon className="h-6 w-6 text-emerald-700" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`about.built.items.${key}.title`)}</h3>
                  <p className="mt-1 text-slate-700">{t(`about.built.items.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section
          aria-labelledby="about-not-title"
          className="mt-12 rounded-xl border border-slate-200 bg-white p-6"
        >
          <h2 id="about-not-title" className="text-xl font-bold text-slate-900">
            {t('about.notDoing.title')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {notDoing.map((key) => (
              <li key={key}>{t(`about.notDoing.items.${key}`)}</li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="about-contact-title" className="mt-12">
          <h2 id="about-contact-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.contact.title')}
          </h2>
          <p className="mt-3 text-slate-700">{t('about.contact.text')}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Link to="/support" className={buttonClasses('primary', 'lg')}>
              {t('about.contact.support')}
            </Link>
            <Link to="/features" className={buttonClasses('secondary', 'lg')}>
              {t('about.contact.features')}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
