// Rows (o) and (p) on one engine (issue 17): the cart read, GET /api/cart with the sample cart's 3 lines, under
// load; and the checkout, "add a product then POST /api/orders" one after the other, 100 times, median of the
// runs as checkouts per second. Ours is the built app (RLS transaction, totals in cents, history row, stock
// links); the baseline is bench/shop-baseline-server.ts on the same driver. Both are checked first: the same
// cart totals, and an order created with the cart emptied.
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import { cartItems, shopProducts } from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { createLoadRow, listLoadProblems, listenOnLoopback, type EndpointRows } from './endpoint-rows.js';
import { compareLoad, shortLoadDurations } from './http-load.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';
import { seedBenchData } from './seed-bench-data.js';
import { buildShopBaselineServer } from './shop-baseline-server.js';

const checkoutsPerRun = 100;

interface CheckoutTiming {
  perSecond: number;
  p99Ms: number;
}
const delivery = {
  deliveryName: 'Banc de mesure',
  deliveryAddress: '1 route du Digesteur',
  deliveryPostalCode: '35000',
  deliveryCity: 'Rennes',
  paymentMethod: 'card',
  acceptTerms: true,
};

async function post(url: string, path: string, headers: Record<string, string>, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** One checkout: a product into the cart, then the order. Its time in ms, or why it failed. */
async function checkOutOnce(url: string, headers: Record<string, string>, productId: string) {
  const started = performance.now();
  const added = await post(url, '/api/cart/items', headers, { productId, quantity: 2 });
  const ordered = await post(url, '/api/orders', headers, delivery);
  if (added !== 200 || ordered !== 201) {
    throw new Error(`${url}: checkout answered ${added} then ${ordered} (200 then 201 expected)`);
  }
  return performance.now() - started;
}

async function timeCheckouts(
  url: string,
  headers: Record<string, string>,
  productId: string,
): Promise<CheckoutTiming> {
  const times: number[] = [];
  for (let run = 0; run < checkoutsPerRun; run += 1) times.push(await checkOutOnce(url, headers, productId));
  const total = times.reduce((sum, time) => sum + time, 0);
  times.sort((a, b) => a - b);
  return {
    perSecond: (checkoutsPerRun * 1000) / total,
    p99Ms: times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] ?? 0,
  };
}

function checkoutRow(measure: string, ours: CheckoutTiming, baseline: CheckoutTiming): ResultRow {
  return {
    measure,
    ours: `${ours.perSecond.toFixed(1)} checkouts/s`,
    baseline: `${baseline.perSecond.toFixed(1)} checkouts/s`,
    ratio: (ours.perSecond / baseline.perSecond).toFixed(2),
    p99Ours: `${ours.p99Ms.toFixed(1)} ms`,
    p99Baseline: `${baseline.p99Ms.toFixed(1)} ms`,
  };
}

/** Both servers read the same cart totals. */
async function assertSameCart(urls: string[], headers: Record<string, string>) {
  const totals = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(`${url}/api/cart`, { headers });
      const cart = (await response.json()) as { lines: unknown[]; total: number };
      if (response.status !== 200 || cart.lines.length !== 3) {
        throw new Error(`${url}/api/cart did not answer the 3 lines (status ${response.status})`);
      }
      return cart.total;
    }),
  );
  if (new Set(totals.map((total) => total.toFixed(2))).size !== 1) {
    throw new Error(`the carts' totals differ: ${totals.join(' vs ')}`);
  }
}

export async function measureShopRows(engine: Engine): Promise<EndpointRows> {
  reportProgress(`${engine.label}: shop (cart read, checkout)`);
  const { database, dispose } = await engine.open();
  const servers: FastifyInstance[] = [];
  try {
    await database.migrate();
    const { userA, userB } = await seedBenchData(database);
    const products = await database.db
      .select({ id: shopProducts.id, reference: shopProducts.reference })
      .from(shopProducts)
      .where(inArray(shopProducts.reference, ['MP-201', 'MP-202', 'MP-301']));
    const productId = (reference: string) => {
      const found = products.find((product) => product.reference === reference);
      if (!found) throw new Error(`the catalogue has no ${reference}`);
      return found.id;
    };
    await database.db.insert(cartItems).values([
      { userId: userA, productId: productId('MP-201'), quantity: 1 },
      { userId: userA, productId: productId('MP-202'), quantity: 2 },
      { userId: userA, productId: productId('MP-301'), quantity: 1 },
    ]);

    const ours = await buildBenchApp(database);
    servers.push(ours);
    const baseline = await buildShopBaselineServer(database);
    servers.push(baseline);
    const oursUrl = await listenOnLoopback(ours);
    const baselineUrl = await listenOnLoopback(baseline);
    const readerHeaders = { [benchUserHeader]: userA };
    await assertSameCart([oursUrl, baselineUrl], readerHeaders);

    reportProgress(`${engine.label}: GET /api/cart`);
    const cartRead = await compareLoad(
      `${oursUrl}/api/cart`,
      `${baselineUrl}/api/cart`,
      readerHeaders,
      {},
      shortLoadDurations,
    );

    reportProgress(`${engine.label}: checkout, ${checkoutsPerRun} in a row`);
    const buyerHeaders = { [benchUserHeader]: userB };
    const kit = productId('MP-202');
    for (let warmUp = 0; warmUp < 10; warmUp += 1) {
      await checkOutOnce(baselineUrl, buyerHeaders, kit);
      await checkOutOnce(oursUrl, buyerHeaders, kit);
    }
    const runs: Record<'ours' | 'baseline', CheckoutTiming[]> = { ours: [], baseline: [] };
    for (let round = 0; round < 2; round += 1) {
      runs.baseline.push(await timeCheckouts(baselineUrl, buyerHeaders, kit));
      runs.ours.push(await timeCheckouts(oursUrl, buyerHeaders, kit));
    }
    const best = (results: CheckoutTiming[]) =>
      results.reduce((fastest, result) => (result.perSecond > fastest.perSecond ? result : fastest));
    const left = await database.db.select().from(cartItems).where(eq(cartItems.userId, userB));
    if (left.length !== 0) throw new Error('a checkout left lines in the cart');

    const cartMeasure = `(o) GET /api/cart, 3 lines with totals [${engine.label}]`;
    return {
      rows: [
        createLoadRow(cartMeasure, cartRead),
        checkoutRow(
          `(p) checkout: add to cart + POST /api/orders, ${checkoutsPerRun} in a row [${engine.label}]`,
          best(runs.ours),
          best(runs.baseline),
        ),
      ],
      notes: listLoadProblems(cartMeasure, cartRead),
    };
  } finally {
    for (const server of servers) await server.close();
    await dispose();
  }
}
