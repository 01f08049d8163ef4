// The admin's catalogue editing (issue 17): only an admin with a verified second factor writes the catalogue;
// create, edit, withdraw (the product leaves the catalogue and the carts, its restock needs open again) and bring
// back; a taken reference is a 409; bad input is a 400 in the caller's language and writes nothing; fuzzed
// bodies never answer a 500.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema/profiles.js';
import { shopProducts } from '../../src/server/db/schema/shop.js';
import { restockRequests } from '../../src/server/db/schema/stock.js';
import { ZApiError } from '../../src/shared/contracts/errors.js';
import type {
  TAdminShopProduct,
  TCart,
  TShopProduct,
  TShopProductWriteRequest,
} from '../../src/shared/contracts/shop.js';
import type { TRestockRequest } from '../../src/shared/contracts/stock.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { createShopAdmin } from '../fixtures/shop-accounts.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let admin: string;
let adminWithout2fa: string;
let customer: string;

function call(
  userId: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  language = 'fr',
) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      [testUserHeader]: userId,
      'accept-language': language,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function productBody(overrides: Partial<TShopProductWriteRequest> = {}): TShopProductWriteRequest {
  return {
    name: 'Antimousse',
    reference: 'MP-109',
    shortDescription: 'Limite la mousse dans le digesteur.',
    fullDescription: 'Antimousse à base d’huiles végétales, à doser lors des épisodes de mousse.',
    price: 189.9,
    category: 'consumable',
    vat: 20,
    stockLevel: 7,
    specifications: { Forme: 'Liquide', Conditionnement: 'Bidon de 20 L' },
    translations: { en: { name: 'Antifoam', shortDescription: 'Keeps foam down in the digester.' } },
    image: '/shop/enzyme.svg',
    ...overrides,
  };
}

async function catalogueReferences(userId = customer): Promise<string[]> {
  const response = await call(userId, 'GET', '/api/shop/products');
  return response.json<{ items: TShopProduct[] }>().items.map((item) => item.reference);
}

async function countProducts(): Promise<number> {
  return (await testApp.database.db.select({ id: shopProducts.id }).from(shopProducts)).length;
}

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  admin = await createShopAdmin(testApp.database, 'admin@catalogue.fr');
  adminWithout2fa = await createRecordsUser(testApp.database, 'admin-sans-2fa@catalogue.fr');
  await testApp.database.db.insert(profiles).values({ userId: adminWithout2fa, role: 'admin' });
  customer = await createRecordsUser(testApp.database, 'client@catalogue.fr');
});

afterAll(async () => {
  await testApp.close();
});

describe('who may edit the catalogue', () => {
  it('refuses a customer and an admin without a verified second factor (403), whatever the body', async () => {
    const [anyProduct] = (await call(customer, 'GET', '/api/shop/products')).json<{ items: TShopProduct[] }>()
      .items;
    if (!anyProduct) throw new Error('empty catalogue');
    for (const userId of [customer, adminWithout2fa]) {
      const attempts = [
        await call(userId, 'GET', '/api/admin/shop/products'),
        await call(userId, 'POST', '/api/admin/shop/products', productBody({ reference: 'MP-900' })),
        await call(userId, 'POST', '/api/admin/shop/products', { nonsense: true }),
        await call(userId, 'PUT', `/api/admin/shop/products/${anyProduct.id}`, productBody({ price: 1 })),
        await call(userId, 'POST', `/api/admin/shop/products/${anyProduct.id}/deactivate`),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    }
    expect(await catalogueReferences()).not.toContain('MP-900');
    expect(await catalogueReferences()).toContain(anyProduct.reference);
  });
});

describe('creating, editing, withdrawing', () => {
  it('creates a product that every customer then finds in the catalogue, in French and English', async () => {
    const response = await call(admin, 'POST', '/api/admin/shop/products', productBody());
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<TAdminShopProduct>();
    expect(created).toMatchObject({
      name: 'Antimousse',
      reference: 'MP-109',
      price: 189.9,
      vat: 20,
      stockLevel: 7,
      isActive: true,
      images: ['/shop/enzyme.svg'],
      translations: { en: { name: 'Antifoam', shortDescription: 'Keeps foam down in the digester.' } },
    });
    const detail = await call(customer, 'GET', `/api/shop/products/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ product: TShopProduct }>().product.specifications).toEqual({
      Forme: 'Liquide',
      Conditionnement: 'Bidon de 20 L',
    });
    const found = await call(customer, 'GET', '/api/shop/products?q=antifoam');
    expect(found.json<{ items: TShopProduct[] }>().items.map((item) => item.reference)).toEqual(['MP-109']);
  });

  it('edits every field; the customer sees the new price at once, and empty texts read as none', async () => {
    const created = (
      await call(admin, 'POST', '/api/admin/shop/products', productBody({ reference: 'MP-110' }))
    ).json<TAdminShopProduct>();
    const response = await call(
      admin,
      'PUT',
      `/api/admin/shop/products/${created.id}`,
      productBody({
        reference: 'MP-110',
        name: 'Antimousse concentré',
        shortDescription: '   ',
        price: 0,
        category: 'equipment',
        vat: 5.5,
        stockLevel: 0,
        specifications: {},
        translations: { en: { name: '', shortDescription: 'Concentrated antifoam.' } },
        image: null,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = (await call(customer, 'GET', `/api/shop/products/${created.id}`)).json<{
      product: TShopProduct;
    }>().product;
    expect(detail).toMatchObject({
      name: 'Antimousse concentré',
      shortDescription: null,
      price: 0,
      category: 'equipment',
      vat: 5.5,
      stockLevel: 0,
      specifications: {},
      images: [],
      translations: { en: { shortDescription: 'Concentrated antifoam.' } },
    });
    expect(detail.translations.en?.name).toBeUndefined();
  });

  it('answers 409 with a clear message when the reference is taken, and changes nothing', async () => {
    const before = await countProducts();
    const french = await call(
      admin,
      'POST',
      '/api/admin/shop/products',
      productBody({ reference: 'MP-101' }),
    );
    expect(french.statusCode).toBe(409);
    expect(ZApiError.parse(french.json()).error.message).toBe(
      'La référence « MP-101 » est déjà utilisée par un autre produit.',
    );
    const english = await call(
      admin,
      'POST',
      '/api/admin/shop/products',
      productBody({ reference: 'MP-101' }),
      'en',
    );
    expect(ZApiError.parse(english.json()).error.message).toBe(
      'The reference “MP-101” is already used by another product.',
    );
    expect(await countProducts()).toBe(before);

    const other = (
      await call(admin, 'POST', '/api/admin/shop/products', productBody({ reference: 'MP-111' }))
    ).json<TAdminShopProduct>();
    const renamed = await call(
      admin,
      'PUT',
      `/api/admin/shop/products/${other.id}`,
      productBody({ reference: 'MP-102' }),
    );
    expect(renamed.statusCode).toBe(409);
    const [row] = await testApp.database.db.select().from(shopProducts).where(eq(shopProducts.id, other.id));
    expect(row?.reference).toBe('MP-111');
  });

  it('answers 404 for an unknown product', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'PUT', `/api/admin/shop/products/${unknown}`, productBody())).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'POST', `/api/admin/shop/products/${unknown}/deactivate`)).statusCode).toBe(
      404,
    );
  });

  it('withdraws a product: it leaves the catalogue and the carts (its restock need is open again); back again later', async () => {
    const created = (
      await call(admin, 'POST', '/api/admin/shop/products', productBody({ reference: 'MP-112' }))
    ).json<TAdminShopProduct>();
    const itemResponse = await call(customer, 'POST', '/api/stock-items', {
      name: 'Antimousse',
      category: 'chemical',
      currentLevel: 2,
      maxLevel: 10,
      unit: 'L',
      threshold: 5,
    });
    expect(itemResponse.statusCode, itemResponse.body).toBe(201);
    const itemId = itemResponse.json<{ id: string }>().id;
    const need = (
      await call(customer, 'POST', `/api/stock-items/${itemId}/restock-request`)
    ).json<TRestockRequest>();
    const inCart = await call(customer, 'POST', '/api/cart/restock', {
      restockRequestId: need.id,
      productId: created.id,
    });
    expect(inCart.json<TCart>().lines.map((line) => [line.reference, line.quantity])).toEqual([
      ['MP-112', 8],
    ]);

    const withdrawn = await call(admin, 'POST', `/api/admin/shop/products/${created.id}/deactivate`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<TAdminShopProduct>().isActive).toBe(false);
    expect(await catalogueReferences()).not.toContain('MP-112');
    expect((await call(customer, 'GET', `/api/shop/products/${created.id}`)).statusCode).toBe(404);
    expect((await call(customer, 'GET', '/api/cart')).json<TCart>().lines).toEqual([]);
    const [needRow] = await testApp.database.db
      .select({ status: restockRequests.status })
      .from(restockRequests)
      .where(eq(restockRequests.id, need.id));
    expect(needRow?.status).toBe('open');
    const refused = await call(customer, 'POST', '/api/cart/items', { productId: created.id });
    expect(refused.statusCode).toBe(404);

    const adminList = (await call(admin, 'GET', '/api/admin/shop/products')).json<{
      items: TAdminShopProduct[];
    }>().items;
    expect(adminList.find((item) => item.id === created.id)?.isActive).toBe(false);

    const back = await call(admin, 'POST', `/api/admin/shop/products/${created.id}/reactivate`);
    expect(back.json<TAdminShopProduct>().isActive).toBe(true);
    expect(await catalogueReferences()).toContain('MP-112');
  });
});

describe('bad input', () => {
  const cases: [string, Partial<Record<keyof TShopProductWriteRequest, unknown>>, string, string, string][] =
    [
      ['no name', { name: '  ' }, 'name', 'Le nom est requis', 'The name is required'],
      [
        'a negative price',
        { price: -1 },
        'price',
        'Le prix doit être un nombre positif ou nul (0 pour « Sur devis »)',
        'The price must be a number of 0 or more (0 for “On quote”)',
      ],
      [
        'three decimals',
        { price: 12.345 },
        'price',
        'Le prix a deux décimales au plus',
        'The price has two decimals at most',
      ],
      [
        'a price as text',
        { price: '12' },
        'price',
        'Le prix doit être un nombre positif ou nul (0 pour « Sur devis »)',
        'The price must be a number of 0 or more (0 for “On quote”)',
      ],
      [
        'a VAT over 100',
        { vat: 101 },
        'vat',
        'La TVA est un taux de 0 à 100 %, deux décimales au plus',
        'VAT is a rate from 0 to 100%, two decimals at most',
      ],
      [
        'a fractional stock',
        { stockLevel: 1.5 },
        'stockLevel',
        'Le stock est un nombre entier de 0 à 1 000 000',
        'The stock is a whole number from 0 to 1,000,000',
      ],
      [
        'a negative stock',
        { stockLevel: -3 },
        'stockLevel',
        'Le stock est un nombre entier de 0 à 1 000 000',
        'The stock is a whole number from 0 to 1,000,000',
      ],
      [
        'an unknown category',
        { category: 'food' },
        'category',
        'Choisissez une catégorie',
        'Choose a category',
      ],
      [
        'an image from elsewhere',
        { image: 'https://example.com/a.svg' },
        'image',
        'Choisissez une image de la liste',
        'Choose an image from the list',
      ],
      [
        'a reference with spaces',
        { reference: 'MP 1' },
        'reference',
        "La référence s'écrit avec des lettres, des chiffres, « - », « _ », « . » ou « / »",
        'The reference uses letters, digits, “-”, “_”, “.” or “/”',
      ],
    ];

  it.each(cases)(
    'refuses %s with a message under the field, in French and English',
    async (_, bad, field, fr, en) => {
      const before = await countProducts();
      const body = { ...productBody({ reference: 'MP-150' }), ...bad };
      const french = await call(admin, 'POST', '/api/admin/shop/products', body);
      expect(french.statusCode).toBe(400);
      expect(ZApiError.parse(french.json()).error.fields?.[field]).toBe(fr);
      const english = await call(admin, 'POST', '/api/admin/shop/products', body, 'en');
      expect(ZApiError.parse(english.json()).error.fields?.[field]).toBe(en);
      expect(await countProducts()).toBe(before);
    },
  );

  it('refuses fields the server does not take (an id, isActive) and a forged field in the English texts', async () => {
    for (const extra of [{ id: crypto.randomUUID() }, { isActive: false }, { createdAt: '2020-01-01' }]) {
      const response = await call(admin, 'POST', '/api/admin/shop/products', {
        ...productBody({ reference: 'MP-151' }),
        ...extra,
      });
      expect(response.statusCode).toBe(400);
    }
    const forged = await call(admin, 'POST', '/api/admin/shop/products', {
      ...productBody({ reference: 'MP-151' }),
      translations: { en: { price: 1 } },
    });
    expect(forged.statusCode).toBe(400);
    expect(await catalogueReferences()).not.toContain('MP-151');
  });

  it('never answers a 500 to fuzzed bodies, and a refused one writes nothing', async () => {
    const known = (await call(admin, 'GET', '/api/admin/shop/products')).json<{
      items: TAdminShopProduct[];
    }>().items[0];
    if (!known) throw new Error('empty catalogue');
    const body = fc.oneof(
      fc.record(
        {
          name: fc.oneof(fc.string(), fc.constant(''), fc.integer()),
          reference: fc.oneof(fc.stringMatching(/^MP-[0-9]{3,5}$/), fc.string(), fc.constant(null)),
          shortDescription: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
          price: fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(1e308)),
          category: fc.oneof(fc.constantFrom('equipment', 'consumable', 'service'), fc.string()),
          vat: fc.oneof(fc.double(), fc.integer({ min: -5, max: 200 })),
          stockLevel: fc.oneof(fc.integer(), fc.double(), fc.string()),
          specifications: fc.oneof(fc.dictionary(fc.string(), fc.string()), fc.anything()),
          translations: fc.oneof(
            fc.record({ en: fc.record({ name: fc.string(), specifications: fc.anything() }) }),
            fc.anything(),
          ),
          image: fc.oneof(fc.constant('/shop/training.svg'), fc.constant(null), fc.string()),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('POST', 'PUT'), async (payload, method) => {
        const before = await countProducts();
        const url = method === 'POST' ? '/api/admin/shop/products' : `/api/admin/shop/products/${known.id}`;
        const response = await call(admin, method, url, payload);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await countProducts()).toBe(before);
      }),
      { numRuns: 150 },
    );
  });
});
