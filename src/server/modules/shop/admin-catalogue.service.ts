// The admin's catalogue editing (issue 17): create, edit, withdraw and bring back a product. A reference is
// unique (409 with a clear message); a withdrawn product leaves the catalogue and every cart (the restock needs
// those lines carried are open again), while past orders keep their snapshot.
import type { TAdminShopProduct, TShopProductWriteValues } from '../../../shared/contracts/shop.js';
import type { ShopProductTranslations } from '../../db/schema/shop.js';
import type { ShopProductRow } from '../../db/schema/shop.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import {
  deleteCartLinesOfProduct,
  findProductForUpdate,
  insertProduct,
  isReferenceTaken,
  updateProduct,
  type ShopProductValues,
} from './admin-catalogue.repository.js';
import { moveRestockRequests } from './restock-link.repository.js';
import { productNotFound } from './shop-errors.js';
import { toShopProduct } from './shop-product.js';

const referenceTaken = (reference: string) =>
  new HttpError(409, 'reference_taken', 'shop:adminCatalogue.errors.referenceTaken', { reference });

export function toAdminShopProduct(row: ShopProductRow): TAdminShopProduct {
  return { ...toShopProduct(row), isActive: row.isActive };
}

/** The English texts that were given (an empty one reads the French text). */
function toTranslations(request: TShopProductWriteValues): ShopProductTranslations {
  const en = request.translations.en;
  if (!en) return {};
  const texts = {
    ...(en.name ? { name: en.name } : {}),
    ...(en.shortDescription ? { shortDescription: en.shortDescription } : {}),
    ...(en.fullDescription ? { fullDescription: en.fullDescription } : {}),
    ...(en.specifications && Object.keys(en.specifications).length > 0
      ? { specifications: en.specifications }
      : {}),
  };
  return Object.keys(texts).length > 0 ? { en: texts } : {};
}

function toValues(request: TShopProductWriteValues): ShopProductValues {
  return {
    name: request.name,
    reference: request.reference,
    shortDescription: request.shortDescription,
    fullDescription: request.fullDescription,
    price: request.price,
    category: request.category,
    vat: request.vat,
    stockLevel: request.stockLevel,
    specifications: request.specifications,
    translations: toTranslations(request),
    images: request.image ? [request.image] : [],
  };
}

/** A unique violation on the reference (another admin saved the same one at the same time). */
function isUniqueViolation(error: unknown): boolean {
  for (
    let current: unknown = error;
    current instanceof Object;
    current = (current as { cause?: unknown }).cause
  ) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function withReferenceCheck<T>(reference: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw referenceTaken(reference);
    throw error;
  }
}

export async function createProduct(
  tx: DbTransaction,
  request: TShopProductWriteValues,
): Promise<TAdminShopProduct> {
  if (await isReferenceTaken(tx, request.reference)) throw referenceTaken(request.reference);
  const row = await withReferenceCheck(request.reference, () => insertProduct(tx, toValues(request)));
  return toAdminShopProduct(row);
}

export async function editProduct(
  tx: DbTransaction,
  id: string,
  request: TShopProductWriteValues,
): Promise<TAdminShopProduct> {
  if (!(await findProductForUpdate(tx, id))) throw productNotFound();
  if (await isReferenceTaken(tx, request.reference, id)) throw referenceTaken(request.reference);
  const row = await withReferenceCheck(request.reference, () => updateProduct(tx, id, toValues(request)));
  if (!row) throw productNotFound();
  return toAdminShopProduct(row);
}

/**
 * Withdraws a product from the catalogue, or brings it back. Withdrawn, it leaves every cart: its lines are
 * removed and the restock needs they carried are open again, for the customer to pick another product.
 */
export async function setProductActive(
  tx: DbTransaction,
  id: string,
  isActive: boolean,
): Promise<TAdminShopProduct> {
  const product = await findProductForUpdate(tx, id);
  if (!product) throw productNotFound();
  const row = await updateProduct(tx, id, { isActive });
  if (!row) throw productNotFound();
  if (!isActive) {
    const removed = await deleteCartLinesOfProduct(tx, id);
    for (const line of removed) {
      if (line.restockRequestId) {
        await moveRestockRequests(tx, line.userId, [line.restockRequestId], 'in_cart', 'open');
      }
    }
  }
  return toAdminShopProduct(row);
}
