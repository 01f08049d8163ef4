// Shop (spec §2 shop, §3 shop product, cart product, order statuses, quote customer; §5 cart totals).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAX_CART_LINE_QUANTITY } from '../../../shared/domain/shop-cart.js';
import { SHOP_PRODUCT_CATEGORIES } from '../../../shared/domain/shop-catalogue.js';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../shared/domain/shop-orders.js';
import { users } from './auth.js';
import { generatedDocuments } from './documents.js';
import { restockRequests, stockItems } from './stock.js';
import { id, isOneOf, money, ownerId, percent, timestamps } from './columns.js';
import { ownRowsPolicy, readOnlyCataloguePolicy } from './rls.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';

/** Texts of a product in another language than French; a missing one reads the French text. */
export interface ShopProductTranslations {
  en?: {
    name?: string;
    shortDescription?: string;
    fullDescription?: string;
    specifications?: Record<string, string>;
  };
}

/** Global catalogue, seeded; read-only for the application role. A price of 0 reads "Sur devis". */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: id(),
    name: text('name').notNull(),
    reference: text('reference').notNull().unique(),
    shortDescription: text('short_description'),
    fullDescription: text('full_description'),
    price: money('price').notNull().default(0),
    category: text('category', { enum: SHOP_PRODUCT_CATEGORIES }).notNull(),
    // VAT rate in % (spec §9: 20).
    vat: percent('vat').notNull().default(20),
    stockLevel: integer('stock_level').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    specifications: jsonb('specifications').$type<Record<string, string>>().notNull().default({}),
    // Addition: the English texts of the product (the columns above are the French ones, spec: French first).
    translations: jsonb('translations').$type<ShopProductTranslations>().notNull().default({}),
    // Addition: withdraw a product from the catalogue without breaking past orders.
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('shop_products_price_check', sql`${t.price} >= 0`),
    check('shop_products_category_check', isOneOf(t.category, SHOP_PRODUCT_CATEGORIES)),
    check('shop_products_vat_check', sql`${t.vat} between 0 and 100`),
    check('shop_products_stock_level_check', sql`${t.stockLevel} >= 0`),
    // Related products: same category.
    index('shop_products_category_idx').on(t.category),
    readOnlyCataloguePolicy('shop_products'),
  ],
);
export type ShopProductRow = typeof shopProducts.$inferSelect;
export type NewShopProductRow = typeof shopProducts.$inferInsert;

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: ownerId(),
    // Addition: the short number customers quote to support (spec §9: order ids of 4 to 6 digits).
    orderNumber: integer('order_number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 1000 }),
    // The number as text, the title the global search shows and matches (its library source, issue 17).
    searchTitle: text('search_title')
      .notNull()
      .generatedAlwaysAs(sql`order_number::text`),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    // Totals of spec §5, in euros.
    subtotal: money('subtotal').notNull(),
    vatAmount: money('vat_amount').notNull(),
    total: money('total').notNull(),
    notes: text('notes'),
    // Additions (issue 17, checkout): where to deliver, how the customer pays, when the terms were accepted.
    deliveryName: text('delivery_name').notNull(),
    deliveryCompany: text('delivery_company'),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryPostalCode: text('delivery_postal_code').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    siret: text('siret'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    check('orders_payment_method_check', isOneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_delivery_postal_code_check', sql`${t.deliveryPostalCode} ~ '^[0-9]{5}$'`),
    check('orders_siret_check', sql`${t.siret} is null or ${t.siret} ~ '^[0-9]{14}$'`),
    check('orders_status_check', isOneOf(t.status, ORDER_STATUSES)),
    check('orders_amounts_check', sql`${t.subtotal} >= 0 and ${t.vatAmount} >= 0`),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} + ${t.vatAmount}`),
    // Target of order_items' same-owner foreign key.
    unique('orders_user_id_id_unique').on(t.userId, t.id),
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    searchFreshnessIndex('orders', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('orders', t.userId, t.searchTitle),
    ownRowsPolicy('orders', t.userId),
  ],
);
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** An order line: a snapshot of the cart product (spec §3), kept even if the catalogue changes. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    userId: ownerId(),
    orderId: uuid('order_id').notNull(),
    productId: uuid('product_id').references(() => shopProducts.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    reference: text('reference').notNull(),
    category: text('category', { enum: SHOP_PRODUCT_CATEGORIES }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    vat: percent('vat').notNull().default(20),
    subtotal: money('subtotal').notNull(),
    vatAmount: money('vat_amount').notNull(),
    total: money('total').notNull(),
    // Additions (issue 17, restocking): the stock item the line refills, and what the customer confirmed
    // receiving once the order was delivered (added to that item's level).
    stockItemId: uuid('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    restockRequestId: uuid('restock_request_id').references(() => restockRequests.id, {
      onDelete: 'set null',
    }),
    receivedQuantity: integer('received_quantity'),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check(
      'order_items_received_check',
      sql`(${t.receivedQuantity} is null) = (${t.receivedAt} is null) and (${t.receivedQuantity} is null or ${t.receivedQuantity} >= 0)`,
    ),
    foreignKey({
      name: 'order_items_order_fk',
      columns: [t.userId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }).onDelete('cascade'),
    check('order_items_category_check', isOneOf(t.category, SHOP_PRODUCT_CATEGORIES)),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_vat_check', sql`${t.vat} between 0 and 100`),
    check(
      'order_items_amounts_check',
      sql`${t.unitPrice} >= 0 and ${t.subtotal} >= 0 and ${t.vatAmount} >= 0 and ${t.total} = ${t.subtotal} + ${t.vatAmount}`,
    ),
    index('order_items_user_id_order_id_idx').on(t.userId, t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    ownRowsPolicy('order_items', t.userId),
  ],
);
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

/** Each move of an order between statuses (spec §4): who made it and when; the first row is its creation. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    userId: ownerId(),
    orderId: uuid('order_id').notNull(),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'order_status_history_order_fk',
      columns: [t.userId, t.orderId],
      foreignColumns: [orders.userId, orders.id],
    }).onDelete('cascade'),
    check(
      'order_status_history_from_status_check',
      sql`${t.fromStatus} is null or ${isOneOf(t.fromStatus, ORDER_STATUSES)}`,
    ),
    check('order_status_history_to_status_check', isOneOf(t.toStatus, ORDER_STATUSES)),
    index('order_status_history_user_id_order_id_idx').on(t.userId, t.orderId, t.changedAt),
    ownRowsPolicy('order_status_history', t.userId),
  ],
);
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;

/**
 * The cart (issue 17: stored on the server per user): one line per product, adding it again raises the
 * quantity. A line made from a restock need keeps the stock item it refills and the need.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: ownerId(),
    productId: uuid('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    stockItemId: uuid('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    restockRequestId: uuid('restock_request_id').references(() => restockRequests.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (t) => [
    check(
      'cart_items_quantity_check',
      sql`${t.quantity} between 1 and ${sql.raw(String(MAX_CART_LINE_QUANTITY))}`,
    ),
    uniqueIndex('cart_items_user_id_product_id_idx').on(t.userId, t.productId),
    ownRowsPolicy('cart_items', t.userId),
  ],
);
export type CartItemRow = typeof cartItems.$inferSelect;

/** The cart as sent with a quote request (spec §7 send-quote-email `cartSummary`). */
export interface QuoteCartSummary {
  subtotal: number;
  vatAmount: number;
  total: number;
  productCount: number;
  products: {
    id: string;
    name: string;
    reference: string;
    quantity: number;
    unitPrice: number;
    subtotal: number;
  }[];
}

export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: id(),
    userId: ownerId(),
    // Quote customer (spec §3).
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    notes: text('notes'),
    cartSummary: jsonb('cart_summary').$type<QuoteCartSummary>().notNull(),
    // Additions (issue 17): the number printed on the PDF, and the PDF in the library of generated documents.
    quoteNumber: text('quote_number').notNull().unique(),
    documentId: uuid('document_id').references(() => generatedDocuments.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('quote_requests_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    ownRowsPolicy('quote_requests', t.userId),
  ],
);
export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type NewQuoteRequestRow = typeof quoteRequests.$inferInsert;
