import type { CatalogLoaders, CatalogModule } from './catalog-loaders';

/**
 * The English catalogs of the public and shell pages (the records pages' ones are in records-catalogs.ts), in a
 * chunk of their own: a French visitor's entry does not carry their list. The brace list is the one of
 * records-catalogs.ts, negated (records-catalogs.test.ts checks it).
 */
export const englishCatalogLoaders: CatalogLoaders = import.meta.glob<CatalogModule>([
  '../../../shared/i18n/en/*.json',
  '!../../../shared/i18n/*/{records,stock,rawMaterials,maintenance,agenda,team,budget,dashboard,calendar,search,daily,notifications,locations,offline,pwa,cookiesValidation,shop,weather,plantSettings,sky,optimisation,production,feedLog,advisory,adviceTitles,regulation,ghg,registers,library,activity,monitoring,queryOptimization,alerts,secureLogs,errorMonitoring,metrics,emergency,dataRights,documents,news}.json',
]);
