import type { TShopProduct } from '../../../shared/contracts/shop.js';
import type { ShopProductRow } from '../../db/schema/shop.js';

export function toShopProduct(row: ShopProductRow): TShopProduct {
  return {
    id: row.id,
    name: row.name,
    reference: row.reference,
    shortDescription: row.shortDescription,
    fullDescription: row.fullDescription,
    price: row.price,
    category: row.category,
    vat: row.vat,
    stockLevel: row.stockLevel,
    images: row.images,
    specifications: row.specifications,
    translations: row.translations,
  };
}
