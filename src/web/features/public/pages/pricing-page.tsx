import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Check, CreditCard, Gift, Landmark, Wallet, type LucideIcon } from 'lucide-react';
import {
  getPriceIncludingVat,
  paymentMethods,
  plans,
  trialDays,
  vatRatePercent,
  type TPaymentMethodId,
} from '../../../../shared/domain/plans';
import { PageMeta } from '../../../components/layout/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { signUpPath } from '../../../../shared/routes';

const paymentIcons: Record<TPaymentMethodId, LucideIcon> = {
  paypal: Wallet,
  card: CreditCard,
  bankTransfer: Landmark,
};

export default function PricingPage() {
  const { t, i18n } = useTranslation('pricing');
  const currency = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const percent = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <PageMeta page="pricing" />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <header className="mx-auto max-w-3xl text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('pricing.title')}
          </h1>
          <p className="mt-4 text-lg text-slate-700">{t('pricing.lead')}</p>
          <p className="mt-5 inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 font-semibold text-emerald-900">
            <Gift className="h-5 w-5" aria-hidden="true" />
            {t('pricing.trial.badge', { days: trialDays })}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('pricing.trial.text', { days: trialDays })}</p>
        </header>

        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {plans.map((plan, index) => {
            const lowerPlan = index > 0 ? plans[index - 1] : undefined;
            const titleId = `plan-${plan.id}-title`;
            return (
              <li key={plan.id}>
                <Card
                  className={cn(
                    'relative flex h-full flex-col',
                    plan.isPopular && 'border-2 border-emerald-700 shadow-lg',
                  )}
                >
                  {plan.isPopular ? (
                    <p className="absolute -top-3 left-6 rounded-full bg-emerald-700 px-3 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">
                      {t('pricing.popular')}
                    </p>
                  ) : null}
                  <h2 id={titleId} className="text-xl font-bold text-slate-900">
                    {t(`pricing.plans.${plan.id}.name`)}
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">{t(`pricing.plans.${plan.id}.tagline`)}</p>
                  <p className="mt-5">
                    <span className="text-4xl font-bold tabular-nums text-slate-900">
                      {currency.format(plan.monthlyPriceEur)}
                    </span>{' '}
                    <span className="text-slate-700">{t('pricing.perMonthExclVat')}</span>
                  </p>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('pricing.inclVat', {
                      price: currency.format(getPriceIncludingVat(plan.monthlyPriceEur)),
                      rate: percent.format(vatRatePercent),
                    })}
                  </p>
                  <Link
                    to={signUpPath}
                    className={cn(buttonClasses(plan.isPopular ? 'primary' : 'secondary', 'lg'), 'mt-6')}
                  >
                    {t('pricing.startTrial')}
                    <span className="sr-only">{` (${t(`pricing.plans.${plan.id}.name`)})`}</span>
                  </Link>
                  <p className="mt-6 text-sm font-semibold text-slate-900">
                    {lowerPlan
                      ? t('pricing.everythingIn', { plan: t(`pricing.plans.${lowerPlan.id}.name`) })
                      : t('pricing.includes')}
                  </p>
                  <ul className="mt-3 space-y-2 text-sm text-slate-700">
                    {plan.featureKeys.map((featureKey) => (
                      <li key={featureKey} className="flex gap-2">
                        <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
                        <span>{t(`pricing.features.${featureKey}`)}</span>
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            );
          })}
        </ul>

        <section aria-labelledby="pricing-payment-title" className="mt-14 grid gap-8 md:grid-cols-2">
          <div>
            <h2 id="pricing-payment-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('pricing.payment.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('pricing.payment.lead')}</p>
            <ul className="mt-4 space-y-3">
              {paymentMethods.map((method) => {
                const Icon = paymentIcons[method.id];
                return (
                  <li key={method.id} className="flex items-center gap-3">
                    <Icon className="h-5 w-5 text-emerald-700" aria-hidden="true" />
                    <span className="font-medium text-slate-900">
                      {t(`pricing.payment.methods.${method.id}`)}
                    </span>
                    {method.isAvailable ? null : (
                      <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                        {t('pricing.payment.comingSoon')}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="space-y-3 text-sm text-slate-700">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('pricing.terms.title')}</h2>
            <p>{t('pricing.terms.vat', { rate: percent.format(vatRatePercent) })}</p>
            <p>{t('pricing.terms.renewal')}</p>
            <p>{t('pricing.terms.change')}</p>
            <p>
              <Link
                to="/legal/purchase-terms"
                className="font-semibold text-emerald-800 underline underline-offset-4 hover:text-emerald-900"
              >
                {t('pricing.terms.link')}
              </Link>
            </p>
          </div>
        </section>

        <p className="mt-12 text-center text-slate-700">
          {t('pricing.questions')}{' '}
          <Link to="/support" className="font-semibold text-emerald-800 underline underline-offset-4">
            {t('pricing.questionsLink')}
          </Link>
        </p>
      </div>
    </>
  );
}
