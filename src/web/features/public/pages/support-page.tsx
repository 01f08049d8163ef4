import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { LifeBuoy, Mail } from 'lucide-react';
import { PageMeta } from '../../../components/layout/page-meta';
import { Card } from '../../../components/ui/card';
import { ContactForm } from '../components/contact-form';

const faqKeys = [
  'trial',
  'offline',
  'data',
  'assistant',
  'running',
  'redii',
  'devices',
  'cancel',
  'export',
] as const;

export default function SupportPage() {
  const { t } = useTranslation('support');
  return (
    <>
      <PageMeta page="support" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <header className="max-w-3xl">
          <div className="flex items-center gap-3">
            <LifeBuoy className="h-8 w-8 text-emerald-700" aria-hidden="true" />
            <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {t('support.title')}
            </h1>
          </div>
          <p className="mt-4 text-lg text-slate-700">{t('support.lead')}</p>
        </header>

        <div className="mt-10 grid gap-10 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="support-faq-title">
            <h2 id="support-faq-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('support.faq.title')}
            </h2>
            <div className="mt-5 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
              {faqKeys.map((key) => (
                <details key={key} className="group p-4">
                  <summary className="cursor-pointer list-inside font-semibold text-slate-900 marker:text-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
                    {t(`support.faq.items.${key}.question`)}
                  </summary>
                  <p className="mt-2 text-slate-700">{t(`support.faq.items.${key}.answer`)}</p>
                </details>
              ))}
            </div>
            <p className="mt-4 text-sm text-slate-700">
              {t('support.faq.more')}{' '}
              <Link to="/features" className="font-semibold text-emerald-800 underline underline-offset-4">
                {t('support.faq.moreLink')}
              </Link>
            </p>
          </section>

          <section aria-labelledby="support-contact-title">
            <Card>
              <div className="flex items-center gap-2">
                <Mail className="h-6 w-6 text-emerald-700" aria-hidden="true" />
                <h2 id="support-contact-title" className="text-2xl font-bold tracking-tight text-slate-900">
                  {t('support.form.title')}
                </h2>
              </div>
              <p className="mt-2 mb-5 text-sm text-slate-700">{t('support.form.lead')}</p>
              <ContactForm />
            </Card>
          </section>
        </div>
      </div>
    </>
  );
}
