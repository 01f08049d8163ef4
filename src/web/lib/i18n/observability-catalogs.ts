import type { CatalogLoaders, CatalogModule } from './catalog-loaders';

/**
 * The catalogs of the observability pages (monitoring, browser errors, slow queries, secure logs, security demo),
 * Settings' activity log and data rights, the admin's alert panel, and the emergency alerts (their page, the
 * dashboard's card while an alert is open, the acknowledgement page), the imported documents, their search and
 * the news, in a chunk of their own: most visits never
 * need them, and their file list would otherwise ride along with every dashboard page (150 KB budget). The entry's and the
 * English lists exclude them after the records' ones; catalog-split.test.ts checks the lists agree.
 */
export const observabilityCatalogLoaders: CatalogLoaders = import.meta.glob<CatalogModule>(
  '../../../shared/i18n/*/{activity,monitoring,queryOptimization,alerts,secureLogs,errorMonitoring,metrics,emergency,dataRights,documents,news}.json',
);
