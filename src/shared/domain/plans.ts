/**
 * Subscription plans (spec §9) and their order (spec §4: free < standard < premium).
 * Isomorphic: used by the pricing page and by the server when it gates a feature.
 * Plan names, taglines and feature labels are i18n texts (namespace `public`, keys `pricing.plans.<id>` and
 * `pricing.features.<featureKey>`); this file holds only the facts.
 */

/** Plan ids in ascending order. The entry plan keeps the spec's id `free`; it is sold as "Basic". */
export const planIds = ['free', 'standard', 'premium'] as const;
export type TPlanId = (typeof planIds)[number];

/** The plan a new account starts on (spec §4: default free). */
export const defaultPlanId: TPlanId = 'free';

/** Length of the free trial offered on every plan (spec §9). */
export const trialDays = 30;

/** French standard VAT rate in percent (spec §9), applied to the prices excluding VAT. */
export const vatRatePercent = 20;

/** Features a plan brings, each an i18n key under `pricing.features`. */
export const planFeatureKeys = [
  'dashboard',
  'dailyTasks',
  'agenda',
  'stock',
  'maintenance',
  'weather',
  'offline',
  'rawMaterials',
  'budget',
  'team',
  'shop',
  'library',
  'emergencyAlerts',
  'assistant',
  'regulation',
  'redii',
  'optimisation',
  'advisory',
  'importedDocuments',
  'monitoring',
  'prioritySupport',
] as const;
export type TPlanFeatureKey = (typeof planFeatureKeys)[number];

export interface Plan {
  id: TPlanId;
  /** Monthly price excluding VAT, in euros. */
  monthlyPriceEur: number;
  /** Shown with a "popular" badge on the pricing page. */
  isPopular: boolean;
  /** Features this plan adds to the plans below it (each plan includes everything of the lower ones). */
  featureKeys: readonly TPlanFeatureKey[];
}

export const plans: readonly Plan[] = [
  {
    id: 'free',
    monthlyPriceEur: 59,
    isPopular: false,
    featureKeys: ['dashboard', 'dailyTasks', 'agenda', 'stock', 'maintenance', 'weather', 'offline'],
  },
  {
    id: 'standard',
    monthlyPriceEur: 89,
    isPopular: true,
    featureKeys: ['rawMaterials', 'budget', 'team', 'shop', 'library', 'emergencyAlerts', 'assistant'],
  },
  {
    id: 'premium',
    monthlyPriceEur: 119,
    isPopular: false,
    featureKeys: [
      'regulation',
      'redii',
      'optimisation',
      'advisory',
      'importedDocuments',
      'monitoring',
      'prioritySupport',
    ],
  },
];

export type TPaymentMethodId = 'paypal' | 'card' | 'bankTransfer';

export interface PaymentMethod {
  id: TPaymentMethodId;
  /** False while the method is announced but not yet offered ("coming soon"). */
  isAvailable: boolean;
}

/** Payment options of spec §9: PayPal, card, bank transfer (coming soon). */
export const paymentMethods: readonly PaymentMethod[] = [
  { id: 'paypal', isAvailable: true },
  { id: 'card', isAvailable: true },
  { id: 'bankTransfer', isAvailable: false },
];

export function isPlanId(value: unknown): value is TPlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}

/** Position of a plan in the order free < standard < premium (0-based). */
export function getPlanRank(id: TPlanId): number {
  return planIds.indexOf(id);
}

/** True when `current` is the `required` plan or a higher one (spec §4 feature gating). */
export function isPlanAtLeast(current: TPlanId, required: TPlanId): boolean {
  return getPlanRank(current) >= getPlanRank(required);
}

export function getPlan(id: TPlanId): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan: ${id}`);
  return plan;
}

/** The lowest plan that includes a feature. */
export function getRequiredPlan(featureKey: TPlanFeatureKey): TPlanId {
  const plan = plans.find((candidate) => candidate.featureKeys.includes(featureKey));
  if (!plan) throw new Error(`Feature in no plan: ${featureKey}`);
  return plan.id;
}

/** True when the plan includes the feature, its own or one of a lower plan. */
export function isFeatureIncluded(current: TPlanId, featureKey: TPlanFeatureKey): boolean {
  return isPlanAtLeast(current, getRequiredPlan(featureKey));
}

/** Every feature of a plan, those of the lower plans first. */
export function getAllPlanFeatureKeys(id: TPlanId): TPlanFeatureKey[] {
  return plans.filter((plan) => isPlanAtLeast(id, plan.id)).flatMap((plan) => plan.featureKeys);
}

/** Price including VAT, rounded to the cent: computed in cents to avoid floating-point drift. */
export function getPriceIncludingVat(
  priceExcludingVat: number,
  ratePercent: number = vatRatePercent,
): number {
  const cents = Math.round(priceExcludingVat * 100);
  return Math.round((cents * (100 + ratePercent)) / 100) / 100;
}
