import type { Catalog } from '../../../shared/i18n/translate';

export type CatalogModule = { default: Catalog };

/** Every catalog file becomes its own small chunk: only the language and namespaces in use are fetched. */
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>;

/**
 * The French catalogs but those of the records pages and of the observability pages, which load with their own
 * small chunks (records-catalogs.ts, observability-catalogs.ts).
 * French comes first: the English catalogs' list is a chunk of its own (english-catalogs.ts), fetched by an
 * English page only, so that the public pages' entry does not carry it.
 */
const catalogLoaders: CatalogLoaders = import.meta.glob<CatalogModule>([
  '../../../shared/i18n/fr/*.json',
  '!../../../shared/i18n/*/{records,stock,rawMaterials,maintenance,agenda,team,budget,dashboard,calendar,search,daily,notifications,locations,offline,pwa,cookiesValidation,shop,weather,plantSettings,sky,optimisation,production,feedLog,advisory,adviceTitles,regulation,ghg,registers,library,activity,monitoring,queryOptimization,alerts,secureLogs,errorMonitoring,metrics,emergency,dataRights,documents,news}.json',
]);

async function findCatalogLoader(path: string): Promise<(() => Promise<CatalogModule>) | undefined> {
  const load = catalogLoaders[path];
  if (load) return load;
  if (path.includes('/en/')) {
    const { englishCatalogLoaders } = await import('./english-catalogs');
    const english = englishCatalogLoaders[path];
    if (english) return english;
  }
  const { recordsCatalogLoaders } = await import('./records-catalogs');
  const records = recordsCatalogLoaders[path];
  if (records) return records;
  const { observabilityCatalogLoaders } = await import('./observability-catalogs');
  return observabilityCatalogLoaders[path];
}

/** Whether a catalog file exists for this language and namespace (without fetching it). */
export async function hasCatalog(language: string, namespace: string): Promise<boolean> {
  return (await findCatalogLoader(`../../../shared/i18n/${language}/${namespace}.json`)) !== undefined;
}

/** Fetches one catalog file (src/shared/i18n/<language>/<namespace>.json). */
export async function fetchCatalog(language: string, namespace: string): Promise<Catalog> {
  const load = await findCatalogLoader(`../../../shared/i18n/${language}/${namespace}.json`);
  if (!load) throw new Error(`No catalog ${language}/${namespace}`);
  return (await load()).default;
}
