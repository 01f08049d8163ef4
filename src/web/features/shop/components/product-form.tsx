import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TShopProductWriteValues } from '../../../../shared/contracts/shop';
import { SHOP_PRODUCT_CATEGORIES } from '../../../../shared/domain/shop-catalogue';
import { SHOP_PRODUCT_IMAGES, SHOP_PRODUCT_LIMITS } from '../../../../shared/domain/shop-product-images';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import { parseProductForm, productFormFields, type TProductFormValues } from '../lib/product-form-values';

export interface ProductFormProps {
  initialValues: TProductFormValues;
  submitLabel: string;
  onSubmit: (request: TShopProductWriteValues) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** Image file name without folder and extension: the key of its label. */
const imageKey = (path: string) => path.replace(/^\/shop\//, '').replace(/\.svg$/, '');

/** A catalogue product's fields (admin): French texts, price, VAT, stock, image, specifications, English texts. */
export function ProductForm({ initialValues, submitLabel, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation('shop');
  const form = useRecordForm({
    fields: productFormFields,
    initialValues,
    parse: parseProductForm,
    onSubmit,
    fieldOfCode: { reference_taken: 'reference' },
  });
  const { fieldProps } = form;
  const label = (field: string) => t(`adminCatalogue.fields.${field}`);
  const optional = t('adminCatalogue.optional');
  const L = SHOP_PRODUCT_LIMITS;

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...fieldProps('name')} label={label('name')} maxLength={L.nameMax} autoComplete="off" />
        <TextField
          {...fieldProps('reference')}
          label={label('reference')}
          maxLength={L.referenceMax}
          autoComplete="off"
        />
        <SelectField
          {...fieldProps('category')}
          label={label('category')}
          emptyOption="—"
          options={SHOP_PRODUCT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`catalogue.category.${category}`),
          }))}
        />
        <TextField
          {...fieldProps('price')}
          label={label('price')}
          inputMode="decimal"
          hint={t('adminCatalogue.fields.priceHint')}
        />
        <TextField {...fieldProps('vat')} label={label('vat')} inputMode="decimal" />
        <TextField {...fieldProps('stockLevel')} label={label('stockLevel')} inputMode="numeric" />
      </div>
      <SelectField
        {...fieldProps('image')}
        label={label('image')}
        emptyOption={t('adminCatalogue.fields.imageNone')}
        options={SHOP_PRODUCT_IMAGES.map((image) => ({
          value: image,
          label: t(`adminCatalogue.images.${imageKey(image)}`),
        }))}
      />
      <TextareaField
        {...fieldProps('shortDescription')}
        label={label('shortDescription')}
        optionalText={optional}
        maxLength={L.shortDescriptionMax}
        rows={2}
      />
      <TextareaField
        {...fieldProps('fullDescription')}
        label={label('fullDescription')}
        optionalText={optional}
        maxLength={L.fullDescriptionMax}
        rows={4}
      />
      <p className="text-sm text-slate-600">{t('adminCatalogue.fields.specificationsHint')}</p>
      <TextareaField
        {...fieldProps('specifications')}
        label={label('specifications')}
        optionalText={optional}
        rows={4}
      />
      <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-800">
          {t('adminCatalogue.englishTexts')}
        </legend>
        <TextField
          {...fieldProps('enName')}
          label={label('enName')}
          optionalText={optional}
          maxLength={L.nameMax}
          autoComplete="off"
        />
        <TextareaField
          {...fieldProps('enShortDescription')}
          label={label('enShortDescription')}
          optionalText={optional}
          maxLength={L.shortDescriptionMax}
          rows={2}
        />
        <TextareaField
          {...fieldProps('enFullDescription')}
          label={label('enFullDescription')}
          optionalText={optional}
          maxLength={L.fullDescriptionMax}
          rows={3}
        />
        <TextareaField
          {...fieldProps('enSpecifications')}
          label={label('enSpecifications')}
          optionalText={optional}
          rows={3}
        />
      </fieldset>
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
