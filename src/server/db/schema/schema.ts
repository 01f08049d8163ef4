// The one aggregator of the database schema: drizzle-kit (drizzle.config.ts) and the Drizzle client read
// every table and view from here. Application code imports tables, types and constants from the area files.
export { users, sessions, accounts, verifications, twoFactors, usedTotpCodes } from './auth.js';
export {
  profiles,
  userPreferences,
  userOnboarding,
  gamificationProfile,
  legalAcceptances,
  subscriptions,
} from './profiles.js';
export { unitLocations } from './locations.js';
export { plantSettings } from './plant-settings.js';
export { plannedRations } from './planned-rations.js';
export { productionLogs } from './production.js';
export { feedLogs } from './feed-log.js';
export { restockRequests, stockItems } from './stock.js';
export { stockMovements } from './stock-movements.js';
export { adviceDismissals } from './advisory.js';
export { rawMaterials, civeEnsilages } from './raw-materials.js';
export { equipmentMeters, maintenanceTasks } from './maintenance.js';
export { maintenanceCompletions } from './maintenance-completions.js';
export { agendaTasks, reminders } from './agenda.js';
export { teamUsers, teamEvents } from './team.js';
export { invoices } from './budget.js';
export { generatedDocuments } from './documents.js';
export { documentChunks, documentWords, importedDocuments } from './imported-documents.js';
export { newsArticles, newsFeedItems, newsReads } from './news.js';
export { voiceConversations } from './voice.js';
export { secureLogs, logStatistics, activityLogs } from './logs.js';
export { dailyTasksTemplate, dailyChecklist } from './daily-tasks.js';
export { cartItems, orderItems, orderStatusHistory, orders, quoteRequests, shopProducts } from './shop.js';
export { evidenceFiles, rediiItems } from './regulation.js';
export { offlineAppliedActions, offlineClients, userLocalKeys } from './offline.js';
export { usageMetrics, performanceMetrics, errorMetrics } from './monitoring.js';
export { alertNotificationTargets, alertRules, alertTriggers } from './alerts.js';
export { webhookDeliveries } from './webhooks.js';
export {
  emergencyAckLinks,
  emergencyAlertEvents,
  emergencyAlertRecipients,
  emergencyAlerts,
  emergencyProcedures,
  emergencySettings,
  emergencyWebhooks,
} from './emergency.js';
export { mailOutbox, supportMessages, rateLimitBuckets } from './system.js';
export { gdprExports, retainedAccountingRecords } from './data-rights.js';
export {
  requestMetricBuckets,
  clientMetricBuckets,
  processSamples,
  processEvents,
  errorGroups,
  errorGroupSamples,
} from './measured-metrics.js';
