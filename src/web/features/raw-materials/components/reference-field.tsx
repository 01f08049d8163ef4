import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { defaultReferenceFor, getReferencesOfType } from '../../../../shared/domain/feedstock-defaults';
import { SelectField } from '../../../components/ui/select-field';
import { isRawMaterialType } from '../lib/raw-material-form-values';

export interface ReferenceFieldProps {
  id: string;
  /** The chosen type ('' before one is chosen): only its references are offered. */
  type: string;
  value: string;
  error?: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The reference feedstock whose defaults fill the values the lab did not give, among the references of the
 * chosen type. A type without a default reference ("other") may also have none: lab values only.
 */
export function ReferenceField({ id, type, value, error, onChange }: ReferenceFieldProps) {
  const { t } = useTranslation('rawMaterials');
  const hasType = isRawMaterialType(type);
  const references = hasType ? getReferencesOfType(type) : [];
  const canBeEmpty = !hasType || defaultReferenceFor(type) === null;

  return (
    <SelectField
      id={id}
      name="referenceKey"
      label={t('fields.referenceKey')}
      value={value}
      onChange={onChange}
      error={error}
      disabled={!hasType}
      hint={hasType ? t('form.referenceHint') : t('form.chooseTypeFirst')}
      {...(canBeEmpty ? { emptyOption: hasType ? t('noReference') : '—' } : {})}
      options={references.map((reference) => ({
        value: reference.key,
        label: t(`values.referenceKey.${reference.key}`),
      }))}
    />
  );
}
