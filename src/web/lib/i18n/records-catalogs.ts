import type { CatalogLoaders, CatalogModule } from './catalog-loaders';

/**
 * The catalogs of the signed-in area (records pages, search, daily tasks, notifications, locations) and the
 * server-only cookie-choice messages. Kept out of the entry chunk: their file list would
 * otherwise ride along with the home page (120 KB budget). The brace list is repeated, negated, in i18n.ts;
 * records-catalogs.test.ts checks that the two lists agree.
 */
export const recordsCatalogLoaders: CatalogLoaders = import.meta.glob<CatalogModule>(
  '../../../shared/i18n/*/{records,stock,rawMaterials,maintenance,agenda,team,budget,dashboard,calendar,search,daily,notifications,locations,offline,pwa,cookiesValidation,shop,weather,plantSettings,sky,optimisation,production,feedLog,advisory,adviceTitles,regulation,ghg,registers,library}.json',
);
