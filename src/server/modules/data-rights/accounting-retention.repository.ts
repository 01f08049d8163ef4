// A deleted account's invoices, orders and quotes kept 10 years (Code de commerce L123-22), pseudonymised: the
// amounts, dates, numbers, categories and lines stay; the user id, e-mail, names, addresses, phone, SIRET and
// free notes do not. Written in the deletion's transaction, before the account's rows cascade away.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/budget.js';
import { retainedAccountingRecords, type RetainedAccountingKind } from '../../db/schema/data-rights.js';
import { orderItems, orderStatusHistory, orders, quoteRequests } from '../../db/schema/shop.js';
import { accountingDeleteAfter } from './retention-periods.js';

type Executor = Parameters<Parameters<Db['transaction']>[0]>[0];

interface RetainedRecord {
  kind: RetainedAccountingKind;
  sourceId: string;
  reference: string | null;
  recordedAt: Date;
  record: Record<string, unknown>;
}

async function invoiceRecords(tx: Executor, userId: string): Promise<RetainedRecord[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      name: invoices.name,
      amount: invoices.amount,
      category: invoices.category,
      type: invoices.type,
      invoiceDate: invoices.invoiceDate,
      invoiceNumber: invoices.invoiceNumber,
      counterparty: invoices.counterparty,
      dueDate: invoices.dueDate,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(eq(invoices.userId, userId));
  return rows.map(({ id, ...record }) => ({
    kind: 'invoice',
    sourceId: id,
    reference: record.invoiceNumber,
    recordedAt: new Date(`${record.invoiceDate}T00:00:00Z`),
    record: { ...record, createdAt: record.createdAt.toISOString() },
  }));
}

async function orderRecords(tx: Executor, userId: string): Promise<RetainedRecord[]> {
  const found = await tx
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      subtotal: orders.subtotal,
      vatAmount: orders.vatAmount,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      termsAcceptedAt: orders.termsAcceptedAt,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(eq(orders.userId, userId));
  const lines = await tx
    .select({
      orderId: orderItems.orderId,
      name: orderItems.name,
      reference: orderItems.reference,
      category: orderItems.category,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      vat: orderItems.vat,
      subtotal: orderItems.subtotal,
      vatAmount: orderItems.vatAmount,
      total: orderItems.total,
      receivedQuantity: orderItems.receivedQuantity,
    })
    .from(orderItems)
    .where(eq(orderItems.userId, userId));
  const history = await tx
    .select({
      orderId: orderStatusHistory.orderId,
      fromStatus: orderStatusHistory.fromStatus,
      toStatus: orderStatusHistory.toStatus,
      changedAt: orderStatusHistory.changedAt,
    })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.userId, userId))
    .orderBy(asc(orderStatusHistory.changedAt));
  return found.map(({ id, ...order }) => ({
    kind: 'order',
    sourceId: id,
    reference: String(order.orderNumber),
    recordedAt: order.createdAt,
    record: {
      ...order,
      termsAcceptedAt: order.termsAcceptedAt.toISOString(),
      createdAt: order.createdAt.toISOString(),
      lines: lines.filter((line) => line.orderId === id).map(({ orderId: _orderId, ...line }) => line),
      statusHistory: history
        .filter((move) => move.orderId === id)
        .map((move) => ({ from: move.fromStatus, to: move.toStatus, at: move.changedAt.toISOString() })),
    },
  }));
}

async function quoteRecords(tx: Executor, userId: string): Promise<RetainedRecord[]> {
  const rows = await tx
    .select({
      id: quoteRequests.id,
      quoteNumber: quoteRequests.quoteNumber,
      cartSummary: quoteRequests.cartSummary,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId));
  return rows.map(({ id, ...quote }) => ({
    kind: 'quote',
    sourceId: id,
    reference: quote.quoteNumber,
    recordedAt: quote.createdAt,
    record: { ...quote, createdAt: quote.createdAt.toISOString() },
  }));
}

/** Copies the account's accounting records under `pseudonym`; the count kept per kind. */
export async function retainAccountingRecords(
  tx: Executor,
  userId: string,
  pseudonym: string,
): Promise<Record<RetainedAccountingKind, number>> {
  const records = [
    ...(await invoiceRecords(tx, userId)),
    ...(await orderRecords(tx, userId)),
    ...(await quoteRecords(tx, userId)),
  ];
  if (records.length > 0)
    await tx.insert(retainedAccountingRecords).values(
      records.map((kept) => ({
        pseudonym,
        recordKind: kept.kind,
        sourceId: kept.sourceId,
        reference: kept.reference,
        recordedAt: kept.recordedAt,
        record: kept.record,
        deleteAfter: accountingDeleteAfter(kept.recordedAt),
      })),
    );
  const countOf = (kind: RetainedAccountingKind) => records.filter((kept) => kept.kind === kind).length;
  return { invoice: countOf('invoice'), order: countOf('order'), quote: countOf('quote') };
}
