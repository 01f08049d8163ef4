// The built server modules (dist/), loaded at run time: the bench measures what `npm start` runs.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';
import type * as AppModule from '../src/server/app.js';
import type * as ConfigModule from '../src/server/config.js';
import type * as ClientModule from '../src/server/db/client.js';
import type * as AgendaSchema from '../src/server/db/schema/agenda.js';
import type * as AuthSchema from '../src/server/db/schema/auth.js';
import type * as BudgetSchema from '../src/server/db/schema/budget.js';
import type * as MaintenanceSchema from '../src/server/db/schema/maintenance.js';
import type * as ProfilesSchema from '../src/server/db/schema/profiles.js';
import type * as RawMaterialsSchema from '../src/server/db/schema/raw-materials.js';
import type * as ShopSchema from '../src/server/db/schema/shop.js';
import type * as StockSchema from '../src/server/db/schema/stock.js';
import type * as TeamSchema from '../src/server/db/schema/team.js';
import type * as LocationsSchema from '../src/server/db/schema/locations.js';
import type * as FreshTonnesModule from '../src/server/modules/raw-materials/fresh-tonnes.js';
import type * as FeedstockAnalysisModule from '../src/shared/domain/feedstock-analysis.js';
import type * as FeedstockDefaultsModule from '../src/shared/domain/feedstock-defaults.js';
import type * as RawMaterialLotsModule from '../src/shared/domain/raw-material-lots.js';
import type * as OptimiseRationModule from '../src/shared/domain/ration-optimiser/optimise-ration.js';
import type * as BuildRationModelModule from '../src/shared/domain/ration-optimiser/build-ration-model.js';
import type * as SolveLinearProgrammeModule from '../src/shared/domain/ration-optimiser/solve-linear-programme.js';
import type * as UserContextModule from '../src/server/db/user-context.js';
import type * as PdfReportModule from '../src/server/integrations/pdf/pdf-report.js';
import type * as ReportGenerationModule from '../src/server/modules/library/report-generation.js';
import type * as MonthlyReportModule from '../src/server/modules/library/reports/monthly-report.js';
import type * as ValidateRationRequestModule from '../src/shared/domain/ration-optimiser/validate-ration-request.js';
import type * as GhgPeriodModule from '../src/shared/domain/regulation/ghg/ghg-period.js';
import type * as GhgValuesModule from '../src/shared/domain/regulation/ghg/ghg-values.js';
import type * as SecureLogAppendModule from '../src/server/modules/secure-logs/secure-log-append.js';
import type * as SecureLogVaultModule from '../src/server/modules/secure-logs/secure-log-vault.js';
import type * as SecureLogVerifyModule from '../src/server/modules/secure-logs/secure-log-verify.js';
import type * as DocumentAnswerModule from '../src/server/modules/documents/document-answer.service.js';
import type * as DocumentIndexingModule from '../src/server/modules/documents/document-indexing.js';
import type * as DocumentTextModule from '../src/server/modules/documents/document-text-extraction.js';

/** `relativePath` from dist/server/server (the server's own files; `../shared/…` for the shared code). */
async function loadBuiltModule<T>(relativePath: string): Promise<T> {
  const file = join(projectRoot, 'dist/server/server', relativePath);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" (npm run bench does it)`);
  return (await import(pathToFileURL(file).href)) as T;
}

export const { buildApp } = await loadBuiltModule<typeof AppModule>('app.js');
export const { loadConfig } = await loadBuiltModule<typeof ConfigModule>('config.js');
export const { openDatabase } = await loadBuiltModule<typeof ClientModule>('db/client.js');
export const { users } = await loadBuiltModule<typeof AuthSchema>('db/schema/auth.js');
export const { stockItems } = await loadBuiltModule<typeof StockSchema>('db/schema/stock.js');
export const { rawMaterials } = await loadBuiltModule<typeof RawMaterialsSchema>(
  'db/schema/raw-materials.js',
);
export const { maintenanceTasks, equipmentMeters } =
  await loadBuiltModule<typeof MaintenanceSchema>('db/schema/maintenance.js');
export const { userPreferences } = await loadBuiltModule<typeof ProfilesSchema>('db/schema/profiles.js');
export const { agendaTasks } = await loadBuiltModule<typeof AgendaSchema>('db/schema/agenda.js');
export const { teamUsers, teamEvents } = await loadBuiltModule<typeof TeamSchema>('db/schema/team.js');
export const { invoices } = await loadBuiltModule<typeof BudgetSchema>('db/schema/budget.js');
export const { cartItems, shopProducts, orders, orderItems, orderStatusHistory } =
  await loadBuiltModule<typeof ShopSchema>('db/schema/shop.js');
export const { toFreshTonnes } = await loadBuiltModule<typeof FreshTonnesModule>(
  'modules/raw-materials/fresh-tonnes.js',
);
export const { analyseMix } = await loadBuiltModule<typeof FeedstockAnalysisModule>(
  '../shared/domain/feedstock-analysis.js',
);
export const { REFERENCE_FEEDSTOCKS } = await loadBuiltModule<typeof FeedstockDefaultsModule>(
  '../shared/domain/feedstock-defaults.js',
);
export const { toFeedstockLot } = await loadBuiltModule<typeof RawMaterialLotsModule>(
  '../shared/domain/raw-material-lots.js',
);
export const { unitLocations } = await loadBuiltModule<typeof LocationsSchema>('db/schema/locations.js');
export const { optimiseRation } = await loadBuiltModule<typeof OptimiseRationModule>(
  '../shared/domain/ration-optimiser/optimise-ration.js',
);
export const { buildRationModel } = await loadBuiltModule<typeof BuildRationModelModule>(
  '../shared/domain/ration-optimiser/build-ration-model.js',
);
export const { solveLinearProgramme, toYalpsModel } = await loadBuiltModule<
  typeof SolveLinearProgrammeModule
>('../shared/domain/ration-optimiser/solve-linear-programme.js');
export const { validateRationRequest } = await loadBuiltModule<typeof ValidateRationRequestModule>(
  '../shared/domain/ration-optimiser/validate-ration-request.js',
);
export const { calculateGhgYear } = await loadBuiltModule<typeof GhgPeriodModule>(
  '../shared/domain/regulation/ghg/ghg-period.js',
);
export const { SOURCE_GHG_VALUES } = await loadBuiltModule<typeof GhgValuesModule>(
  '../shared/domain/regulation/ghg/ghg-values.js',
);
export const { withUserContext } = await loadBuiltModule<typeof UserContextModule>('db/user-context.js');
export const { PDF_FONT_FILES } = await loadBuiltModule<typeof PdfReportModule>(
  'integrations/pdf/pdf-report.js',
);
export const { generateReport } = await loadBuiltModule<typeof ReportGenerationModule>(
  'modules/library/report-generation.js',
);
export const { monthlyReport } = await loadBuiltModule<typeof MonthlyReportModule>(
  'modules/library/reports/monthly-report.js',
);
export const { appendSecureLog } = await loadBuiltModule<typeof SecureLogAppendModule>(
  'modules/secure-logs/secure-log-append.js',
);
export const { createSecureLogVault } = await loadBuiltModule<typeof SecureLogVaultModule>(
  'modules/secure-logs/secure-log-vault.js',
);
export const { verifySecureLogChain } = await loadBuiltModule<typeof SecureLogVerifyModule>(
  'modules/secure-logs/secure-log-verify.js',
);
export const { answerFromDocuments } = await loadBuiltModule<typeof DocumentAnswerModule>(
  'modules/documents/document-answer.service.js',
);
export const { createDocumentIndexer } = await loadBuiltModule<typeof DocumentIndexingModule>(
  'modules/documents/document-indexing.js',
);
export const { extractDocumentText } = await loadBuiltModule<typeof DocumentTextModule>(
  'modules/documents/document-text-extraction.js',
);
