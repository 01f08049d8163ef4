import { AGENDA_CATEGORIES } from '../../../shared/domain/agenda-tasks.js';
import { BUDGET_CATEGORIES, INVOICE_TYPES } from '../../../shared/domain/budget-summary.js';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../../../shared/domain/feedstock-defaults.js';
import { foldForSearch, type TSearchSource } from '../../../shared/domain/search-results.js';
import { ORDER_STATUSES } from '../../../shared/domain/shop-orders.js';
import { STOCK_CATEGORIES } from '../../../shared/domain/stock-levels.js';
import { TEAM_ROLES } from '../../../shared/domain/team.js';
import { defaultLanguage } from '../../../shared/i18n/languages.js';
import { csvVocabularyFor } from './csv-vocabulary.js';

/** An enumerated column a source's rows are also found by: its catalog namespace, its key and its codes. */
interface CodeColumn {
  namespace: string;
  key: string;
  codes: readonly string[];
}

/** The enumerated columns of each source (the search function matches them by code). */
const codeColumns: Readonly<Record<TSearchSource, readonly CodeColumn[]>> = {
  stock: [{ namespace: 'stock', key: 'category', codes: STOCK_CATEGORIES }],
  maintenance: [],
  'raw-materials': [
    { namespace: 'rawMaterials', key: 'type', codes: RAW_MATERIAL_TYPES },
    { namespace: 'rawMaterials', key: 'category', codes: RAW_MATERIAL_CATEGORIES },
  ],
  budget: [
    { namespace: 'budget', key: 'category', codes: BUDGET_CATEGORIES },
    { namespace: 'budget', key: 'type', codes: INVOICE_TYPES },
  ],
  agenda: [{ namespace: 'agenda', key: 'category', codes: AGENDA_CATEGORIES }],
  team: [{ namespace: 'team', key: 'role', codes: TEAM_ROLES }],
  library: [{ namespace: 'shop', key: 'status', codes: ORDER_STATUSES }],
};

interface LabelledCode {
  code: string;
  /** Its French and English labels, folded (no accents, lower case). */
  labels: string[];
}

/** The labels every code is shown with, in every language (the CSV vocabulary's words), read once. */
const labelledCodes: Readonly<Record<TSearchSource, readonly LabelledCode[]>> = Object.fromEntries(
  Object.entries(codeColumns).map(([source, columns]) => [
    source,
    columns.flatMap(({ namespace, key, codes }) => {
      const vocabulary = csvVocabularyFor(namespace, [], defaultLanguage);
      return codes.map((code) => ({
        code,
        labels: [...new Set(vocabulary.enumAliases(key, code).map(foldForSearch))],
      }));
    }),
  ]),
) as unknown as Record<TSearchSource, readonly LabelledCode[]>;

/**
 * The codes of a source's enumerated columns whose French or English label contains the text, accent- and
 * case-insensitively: "ensilage" gives the raw material type "silage", "consommables" the stock category
 * "consumables".
 */
export function codesMatching(source: TSearchSource, query: string): string[] {
  const folded = foldForSearch(query);
  if (!folded) return [];
  const codes = labelledCodes[source]
    .filter(({ labels }) => labels.some((label) => label.includes(folded)))
    .map(({ code }) => code);
  return [...new Set(codes)];
}
