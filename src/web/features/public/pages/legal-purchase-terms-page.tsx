import { useTranslation } from '../../../lib/i18n/use-translation';
import { getPlan, getPriceIncludingVat, trialDays, vatRatePercent } from '../../../../shared/domain/plans';
import { PageMeta } from '../../../components/layout/page-meta';
import { LegalDocument } from '../components/legal-document';

export default function LegalPurchaseTermsPage() {
  const { i18n } = useTranslation('legal');
  const currency = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(i18n.language);
  const price = (id: 'free' | 'standard' | 'premium') => currency.format(getPlan(id).monthlyPriceEur);
  const priceTtc = (id: 'free' | 'standard' | 'premium') =>
    currency.format(getPriceIncludingVat(getPlan(id).monthlyPriceEur));
  // Prices and rates come from shared/domain/plans.ts so the terms never disagree with the pricing page.
  const values = {
    basicPrice: price('free'),
    standardPrice: price('standard'),
    premiumPrice: price('premium'),
    basicPriceTtc: priceTtc('free'),
    standardPriceTtc: priceTtc('standard'),
    premiumPriceTtc: priceTtc('premium'),
    vatRate: number.format(vatRatePercent),
    trialDays: number.format(trialDays),
  };
  return (
    <>
      <PageMeta page="legalPurchaseTerms" />
      <LegalDocument document="purchaseTerms" values={values} />
    </>
  );
}
