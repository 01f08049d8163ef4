import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/**
 * Turns a field message into text: the contracts give keys "validation.x" (spec §5 texts), the server gives
 * sentences already in the user's language.
 */
export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback(
    (message) => {
      if (message === undefined) return undefined;
      return message.startsWith('validation.') ? t(message.slice('validation.'.length)) : message;
    },
    [t],
  );
}
