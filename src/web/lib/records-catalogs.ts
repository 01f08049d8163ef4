import type { CatalogLoaders, CatalogModule } from './i18n';

/**
 * The catalogs of the signed-in records pages (issue 4). Kept out of the entry chunk: their file list would
 * otherwise ride along with the home page (120 KB budget). The brace list is repeated, negated, in i18n.ts;
 * records-catalogs.test.ts checks that the two lists agree.
 */
export const recordsCatalogLoaders: CatalogLoaders = import.meta.glob<CatalogModule>(
  '../../shared/i18n/*/{records,stock,rawMaterials,maintenance,agenda,team,budget,dashboard,calendar}.json',
);
