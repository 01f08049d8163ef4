import { z } from './zod.js';
import { MAX_CART_LINE_QUANTITY, MAX_CART_LINES } from '../domain/shop-cart.js';
import { quoteNumberPattern } from '../domain/shop-quote.js';
import { SHOP_PRODUCT_CATEGORIES } from '../domain/shop-catalogue.js';
import {
  hasAtMostTwoDecimals,
  SHOP_PRODUCT_IMAGES,
  SHOP_PRODUCT_LIMITS,
} from '../domain/shop-product-images.js';
import { AVAILABLE_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_METHODS } from '../domain/shop-orders.js';
import { ZCompanyName, ZEmailAddress, ZFrenchPhone, ZPersonName } from './fields.js';

/** Spec §5 postal code: 5 digits (spaces around are trimmed). */
export const ZPostalCode = z
  .string({ error: 'validation.postalCodeInvalid' })
  .trim()
  .regex(/^\d{5}$/, { error: 'validation.postalCodeInvalid' });

/** Spec §5 SIRET: 14 digits (spaces between groups tolerated), optional: empty reads as none. */
export const ZOptionalSiret = z
  .string({ error: 'validation.siretInvalid' })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => value === '' || /^\d{14}$/.test(value), { error: 'validation.siretInvalid' })
  .transform((value) => (value === '' ? null : value));

/**
 * The shop's calls (issue 17; spec §3 shop product, cart product, cart, order statuses; §5 cart totals). Amounts
 * are euros excluding VAT unless named otherwise; the server computes every total from its own prices.
 */

export const ZShopProductCategory = z.enum(SHOP_PRODUCT_CATEGORIES);
export const ZOrderStatus = z.enum(ORDER_STATUSES);

const ZProductTexts = z.object({
  name: z.string().optional(),
  shortDescription: z.string().optional(),
  fullDescription: z.string().optional(),
  specifications: z.record(z.string(), z.string()).optional(),
});
/** Texts in another language than French (the product's own fields); a missing one reads the French text. */
export const ZProductTranslations = z.object({ en: ZProductTexts.optional() });
export type TProductTranslations = z.infer<typeof ZProductTranslations>;

export const ZShopProduct = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  shortDescription: z.string().nullable(),
  fullDescription: z.string().nullable(),
  /** 0 reads "Sur devis". */
  price: z.number(),
  category: ZShopProductCategory,
  vat: z.number(),
  stockLevel: z.number().int(),
  images: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  translations: ZProductTranslations,
});
export type TShopProduct = z.infer<typeof ZShopProduct>;

export const ZShopProductList = z.object({ items: z.array(ZShopProduct) });
export const ZShopProductDetail = z.object({ product: ZShopProduct, related: z.array(ZShopProduct) });
export type TShopProductDetail = z.infer<typeof ZShopProductDetail>;

export const ZShopProductQuery = z.object({
  category: ZShopProductCategory.optional(),
  q: z.string().trim().max(100, { error: 'validation.searchTooLong' }).optional(),
});
export type TShopProductQuery = z.infer<typeof ZShopProductQuery>;

const ZCartQuantity = z
  .number({ error: 'shop:validation.quantityInvalid' })
  .int({ error: 'shop:validation.quantityInvalid' })
  .min(1, { error: 'shop:validation.quantityInvalid' })
  .max(MAX_CART_LINE_QUANTITY, { error: 'shop:validation.quantityTooHigh' });

/** What a cart line and an order line both show: the product, the quantity and the line's totals (§5). */
const ZPricedLine = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string(),
  category: ZShopProductCategory,
  quantity: z.number().int(),
  unitPrice: z.number(),
  vat: z.number(),
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
});

export const ZCartLine = ZPricedLine.extend({
  productId: z.string(),
  translations: ZProductTranslations,
  /** The stock item this line refills, when it came from a restock need. */
  stockItemId: z.string().nullable(),
  restockRequestId: z.string().nullable(),
});
export type TCartLine = z.infer<typeof ZCartLine>;

export const ZCart = z.object({
  lines: z.array(ZCartLine),
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  productCount: z.number().int(),
  unitCount: z.number().int(),
  hasPriceOnQuote: z.boolean(),
});
export type TCart = z.infer<typeof ZCart>;

/**
 * Adds a product (quantity 1 unless told): a product already in the cart has its quantity raised. The request
 * bodies of the shop are strict: a price, a VAT rate or any other field the server does not take is refused.
 */
export const ZAddCartLineRequest = z.strictObject({
  productId: z.uuid({ error: 'validation.idInvalid' }),
  quantity: ZCartQuantity.default(1),
});
export const ZUpdateCartLineRequest = z.strictObject({ quantity: ZCartQuantity });
/** A restock need into the cart: the product chosen for it; the quantity is what refills the item. */
export const ZRestockToCartRequest = z.strictObject({
  restockRequestId: z.uuid({ error: 'validation.idInvalid' }),
  productId: z.uuid({ error: 'validation.idInvalid' }),
});

const ZAddressLine = z
  .string({ error: 'validation.textRequired' })
  .trim()
  .min(1, { error: 'validation.textRequired' })
  .max(200, { error: 'shop:validation.addressTooLong' });

export const ZCheckoutRequest = z.strictObject({
  deliveryName: ZPersonName,
  deliveryCompany: ZCompanyName.transform((value) => (value === '' ? null : value)).optional(),
  deliveryAddress: ZAddressLine,
  deliveryPostalCode: ZPostalCode,
  deliveryCity: ZPersonName,
  siret: ZOptionalSiret.optional(),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: 'shop:validation.paymentInvalid' })
    .refine((method) => AVAILABLE_PAYMENT_METHODS.includes(method), {
      error: 'shop:validation.paymentUnavailable',
    }),
  acceptTerms: z.literal(true, { error: 'shop:validation.termsRequired' }),
  notes: z.string().trim().max(1000, { error: 'validation.textTooLong' }).optional(),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

export const ZOrderLine = ZPricedLine.extend({
  productId: z.string().nullable(),
  stockItemId: z.string().nullable(),
  receivedQuantity: z.number().int().nullable(),
  receivedAt: z.string().nullable(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export const ZOrderHistoryEntry = z.object({
  fromStatus: ZOrderStatus.nullable(),
  toStatus: ZOrderStatus,
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});

export const ZOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  status: ZOrderStatus,
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  deliveryName: z.string(),
  deliveryCompany: z.string().nullable(),
  deliveryAddress: z.string(),
  deliveryPostalCode: z.string(),
  deliveryCity: z.string(),
  siret: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  notes: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(ZOrderLine),
  history: z.array(ZOrderHistoryEntry),
});
export type TOrder = z.infer<typeof ZOrder>;
export const ZOrderList = z.object({ items: z.array(ZOrder) });

export const ZOrderStatusChangeRequest = z.strictObject({ status: ZOrderStatus });

/** What the customer confirms receiving of each line that refills a stock item, once the order is delivered. */
export const ZReceiveOrderRequest = z.strictObject({
  lines: z
    .array(
      z.object({
        orderItemId: z.uuid({ error: 'validation.idInvalid' }),
        quantity: z
          .number({ error: 'shop:validation.quantityInvalid' })
          .int({ error: 'shop:validation.quantityInvalid' })
          .min(0, { error: 'shop:validation.quantityInvalid' })
          .max(MAX_CART_LINE_QUANTITY, { error: 'shop:validation.quantityTooHigh' }),
      }),
    )
    .min(1, { error: 'shop:validation.nothingReceived' })
    .max(50),
});

/** Spec §3 quote customer: first and last name, e-mail, French phone (optional), company, notes. */
export const ZQuoteCustomer = z.strictObject({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmailAddress,
  phone: z
    .union([z.literal(''), ZFrenchPhone])
    .transform((value) => (value === '' ? null : value))
    .optional(),
  company: ZCompanyName.transform((value) => (value === '' ? null : value)).optional(),
  notes: z.string().trim().max(1000, { error: 'validation.textTooLong' }).optional(),
});
export type TQuoteCustomer = z.input<typeof ZQuoteCustomer>;
export type TQuoteCustomerValues = z.output<typeof ZQuoteCustomer>;

/** Spec §7 send-quote-email `cartSummary`: what the PDF shows, checked against the server's own cart. */
export const ZQuoteCartSummary = z.strictObject({
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  productCount: z.number().int(),
  products: z
    .array(
      z.strictObject({
        id: z.string(),
        name: z.string(),
        reference: z.string(),
        quantity: z.number().int(),
        unitPrice: z.number(),
        subtotal: z.number(),
      }),
    )
    .max(MAX_CART_LINES),
});
export type TQuoteCartSummary = z.infer<typeof ZQuoteCartSummary>;

/** Spec §7 send-quote-email, plus the number printed on the PDF. */
export const ZSendQuoteRequest = z.strictObject({
  quoteNumber: z.string().regex(quoteNumberPattern, { error: 'shop:validation.quoteNumberInvalid' }),
  customer: ZQuoteCustomer,
  cartSummary: ZQuoteCartSummary,
  pdfBase64: z.string({ error: 'shop:errors.pdfMissing' }),
});
export type TSendQuoteRequest = z.input<typeof ZSendQuoteRequest>;

export const ZSendQuoteResponse = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  documentId: z.string(),
});

/** A quote request the user sent, as the orders page lists it (its PDF is downloadable from the library). */
export const ZQuoteRequestSummary = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  company: z.string().nullable(),
  email: z.string(),
  subtotal: z.number(),
  vatAmount: z.number(),
  total: z.number(),
  productCount: z.number().int(),
  hasPdf: z.boolean(),
});
export type TQuoteRequestSummary = z.infer<typeof ZQuoteRequestSummary>;
export const ZQuoteRequestList = z.object({ items: z.array(ZQuoteRequestSummary) });

/**
 * The cart through the offline layer (table `cart_items`, the record being the cart line): an insert is "Ajouter
 * au panier" (data as POST /api/cart/items, the line takes the browser's `recordId` unless the product is already
 * in the cart: that line is raised and answered, 200), an update sets a line's quantity, a delete removes it.
 * `addedAs` is the data of the offline insert that gave the line its browser id: when that insert was merged into
 * a line already there, the server finds that line through it.
 */
const ZAddedAs = z.record(z.string(), z.unknown());
export const ZOfflineCartLineUpdateData = z.strictObject({
  quantity: ZCartQuantity,
  addedAs: ZAddedAs.optional(),
});
export const ZOfflineCartLineRemoveData = z.strictObject({ addedAs: ZAddedAs.optional() });

// ---------------------------------------------------------------------------------------------------------------
// The admin's catalogue editing (POST /api/admin/shop/products, PUT /api/admin/shop/products/:id, deactivate and
// reactivate). Messages are keys of the shop catalog's `adminCatalogue.validation`.

const adminKey = (name: string) => `shop:adminCatalogue.validation.${name}`;
const L = SHOP_PRODUCT_LIMITS;

function requiredText(max: number, requiredKey: string, tooLongKey: string) {
  return z
    .string({ error: adminKey(requiredKey) })
    .trim()
    .min(1, { error: adminKey(requiredKey) })
    .max(max, { error: adminKey(tooLongKey) });
}

/** Optional text: trimmed, empty or absent reads as none (null). */
function optionalProductText(max: number, tooLongKey: string) {
  return z
    .string({ error: adminKey(tooLongKey) })
    .trim()
    .max(max, { error: adminKey(tooLongKey) })
    .nullish()
    .transform((value) => (value ? value : null));
}

const ZSpecifications = z
  .record(
    z
      .string()
      .trim()
      .min(1, { error: adminKey('specificationKeyRequired') })
      .max(L.specificationKeyMax, { error: adminKey('specificationKeyTooLong') }),
    z
      .string({ error: adminKey('specificationValueRequired') })
      .trim()
      .min(1, { error: adminKey('specificationValueRequired') })
      .max(L.specificationValueMax, { error: adminKey('specificationValueTooLong') }),
    { error: adminKey('specificationsInvalid') },
  )
  .refine((specifications) => Object.keys(specifications).length <= L.specificationsMax, {
    error: adminKey('specificationsTooMany'),
  });

/** The English texts; an empty one is dropped (the French text is shown instead). */
const ZEnglishTexts = z.strictObject(
  {
    name: optionalProductText(L.nameMax, 'nameTooLong'),
    shortDescription: optionalProductText(L.shortDescriptionMax, 'shortDescriptionTooLong'),
    fullDescription: optionalProductText(L.fullDescriptionMax, 'fullDescriptionTooLong'),
    specifications: ZSpecifications.optional(),
  },
  { error: adminKey('translationsInvalid') },
);

/** A product as the admin writes it: every field, the server's own id and timestamps aside. */
export const ZShopProductWriteRequest = z.strictObject({
  name: requiredText(L.nameMax, 'nameRequired', 'nameTooLong'),
  reference: requiredText(L.referenceMax, 'referenceRequired', 'referenceTooLong').regex(
    /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
    { error: adminKey('referenceInvalid') },
  ),
  shortDescription: optionalProductText(L.shortDescriptionMax, 'shortDescriptionTooLong'),
  fullDescription: optionalProductText(L.fullDescriptionMax, 'fullDescriptionTooLong'),
  price: z
    .number({ error: adminKey('priceInvalid') })
    .min(0, { error: adminKey('priceInvalid') })
    .max(L.priceMax, { error: adminKey('priceTooHigh') })
    .refine(hasAtMostTwoDecimals, { error: adminKey('priceDecimals') }),
  category: z.enum(SHOP_PRODUCT_CATEGORIES, { error: adminKey('categoryInvalid') }),
  vat: z
    .number({ error: adminKey('vatInvalid') })
    .min(0, { error: adminKey('vatInvalid') })
    .max(100, { error: adminKey('vatInvalid') })
    .refine(hasAtMostTwoDecimals, { error: adminKey('vatInvalid') }),
  stockLevel: z
    .number({ error: adminKey('stockLevelInvalid') })
    .int({ error: adminKey('stockLevelInvalid') })
    .min(0, { error: adminKey('stockLevelInvalid') })
    .max(L.stockLevelMax, { error: adminKey('stockLevelInvalid') }),
  specifications: ZSpecifications.default({}),
  translations: z
    .strictObject({ en: ZEnglishTexts.optional() }, { error: adminKey('translationsInvalid') })
    .default({}),
  /** One of the drawings in public/shop/, or none. */
  image: z.enum(SHOP_PRODUCT_IMAGES, { error: adminKey('imageInvalid') }).nullable(),
});
export type TShopProductWriteRequest = z.input<typeof ZShopProductWriteRequest>;
export type TShopProductWriteValues = z.output<typeof ZShopProductWriteRequest>;

/** A product as the admin sees it: with whether it is in the catalogue. */
export const ZAdminShopProduct = ZShopProduct.extend({ isActive: z.boolean() });
export type TAdminShopProduct = z.infer<typeof ZAdminShopProduct>;
export const ZAdminShopProductList = z.object({ items: z.array(ZAdminShopProduct) });
