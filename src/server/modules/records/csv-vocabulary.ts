import type { CsvColumn, CsvVocabulary } from '../../../shared/domain/csv-records.js';
import { supportedLanguages, type TLanguage } from '../../../shared/i18n/languages.js';
import { translatorFor } from '../../lib/i18n.js';

/**
 * The words of a module's CSV files: headers are the form labels (`<ns>:fields.<key>`), enum values their
 * labels (`<ns>:values.<key>.<code>`), booleans oui/non. Written in the request's language, read in any.
 */
export function csvVocabularyFor(
  namespace: string,
  columns: readonly CsvColumn[],
  language: TLanguage,
): CsvVocabulary {
  const translators = supportedLanguages.map((code) => translatorFor(code));
  const t = translatorFor(language);
  const enumKey = (key: string, code: string) => {
    const column = columns.find((candidate) => candidate.key === key);
    return column?.kind === 'boolean'
      ? `records:csv.${code === 'true' ? 'yes' : 'no'}`
      : `${namespace}:values.${key}.${code}`;
  };
  return {
    header: (key) => t(`${namespace}:fields.${key}`),
    headerAliases: (key) => translators.map((translate) => translate(`${namespace}:fields.${key}`)),
    enumLabel: (key, code) => t(enumKey(key, code)),
    enumAliases: (key, code) => translators.map((translate) => translate(enumKey(key, code))),
  };
}
