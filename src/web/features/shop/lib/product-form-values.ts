import {
  ZShopProductWriteRequest,
  type TShopProduct,
  type TShopProductWriteValues,
} from '../../../../shared/contracts/shop';
import { SHOP_PRODUCT_IMAGES } from '../../../../shared/domain/shop-product-images';
import { amountFromText, decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';

export const productFormFields = [
  'name',
  'reference',
  'category',
  'price',
  'vat',
  'stockLevel',
  'image',
  'shortDescription',
  'fullDescription',
  'specifications',
  'enName',
  'enShortDescription',
  'enFullDescription',
  'enSpecifications',
] as const;
export type TProductFormField = (typeof productFormFields)[number];
export type TProductFormValues = Record<TProductFormField, string>;

const lineInvalid = 'shop:adminCatalogue.validation.specificationLineInvalid';

/** "Nom : valeur" lines as the form shows them. */
function specificationsToText(specifications: Record<string, string> | undefined): string {
  return Object.entries(specifications ?? {})
    .map(([name, value]) => `${name} : ${value}`)
    .join('\n');
}

/** One "Nom : valeur" per line (blank lines skipped); null when a line has no name and value around a colon. */
export function specificationsFromText(text: string): Record<string, string> | null {
  const specifications: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 0) return null;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (name === '' || value === '') return null;
    specifications[name] = value;
  }
  return specifications;
}

export function emptyProductFormValues(): TProductFormValues {
  return {
    name: '',
    reference: '',
    category: '',
    price: '0',
    vat: '20',
    stockLevel: '0',
    image: '',
    shortDescription: '',
    fullDescription: '',
    specifications: '',
    enName: '',
    enShortDescription: '',
    enFullDescription: '',
    enSpecifications: '',
  };
}

export function productFormValuesOf(product: TShopProduct, language: string): TProductFormValues {
  const en = product.translations.en;
  const [image = ''] = product.images;
  return {
    name: product.name,
    reference: product.reference,
    category: product.category,
    price: decimalToText(product.price, language),
    vat: decimalToText(product.vat, language),
    stockLevel: String(product.stockLevel),
    image: (SHOP_PRODUCT_IMAGES as readonly string[]).includes(image) ? image : '',
    shortDescription: product.shortDescription ?? '',
    fullDescription: product.fullDescription ?? '',
    specifications: specificationsToText(product.specifications),
    enName: en?.name ?? '',
    enShortDescription: en?.shortDescription ?? '',
    enFullDescription: en?.fullDescription ?? '',
    enSpecifications: specificationsToText(en?.specifications),
  };
}

/** Where a contract issue goes on the form: the English texts have their own fields. */
function formFieldOf(path: readonly PropertyKey[]): TProductFormField | undefined {
  const [first, , englishField] = path;
  if (first === 'translations') {
    const english: Record<string, TProductFormField> = {
      name: 'enName',
      shortDescription: 'enShortDescription',
      fullDescription: 'enFullDescription',
      specifications: 'enSpecifications',
    };
    return typeof englishField === 'string' ? english[englishField] : undefined;
  }
  return productFormFields.find((field) => field === first);
}

/** The form checked with the server's contract (the same messages on both sides). */
export function parseProductForm(
  values: TProductFormValues,
): TParsedForm<TShopProductWriteValues, TProductFormField> {
  const errors: TFieldErrors<TProductFormField> = {};
  const specifications = specificationsFromText(values.specifications);
  const enSpecifications = specificationsFromText(values.enSpecifications);
  if (specifications === null) errors.specifications = lineInvalid;
  if (enSpecifications === null) errors.enSpecifications = lineInvalid;
  const result = ZShopProductWriteRequest.safeParse({
    name: values.name,
    reference: values.reference,
    category: values.category,
    price: amountFromText(values.price),
    vat: decimalFromText(values.vat),
    stockLevel: decimalFromText(values.stockLevel),
    image: values.image === '' ? null : values.image,
    shortDescription: values.shortDescription,
    fullDescription: values.fullDescription,
    specifications: specifications ?? {},
    translations: {
      en: {
        name: values.enName,
        shortDescription: values.enShortDescription,
        fullDescription: values.enFullDescription,
        specifications: enSpecifications ?? {},
      },
    },
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = formFieldOf(issue.path);
      if (field !== undefined) errors[field] ??= issue.message;
    }
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: result.data };
}
