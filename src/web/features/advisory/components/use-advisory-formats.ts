import { advisoryFormats } from '../../../../shared/domain/advisory/advisory-formats';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The advisory's figures and dates as the language writes them: decimal comma and jj/mm/aaaa in French. */
export function useAdvisoryFormats() {
  const { i18n } = useTranslation();
  return advisoryFormats(i18n.language);
}
