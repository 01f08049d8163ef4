import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { getFieldErrorText } from './field-errors';

/** Turns a field message (contract key or server text) into the text to show under the field. */
export function useFieldErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message: string | undefined) =>
      getFieldErrorText(
        message,
        (key) => t(key, { ns: 'validation' }),
        (key) => t(key),
      ),
    [t],
  );
}
