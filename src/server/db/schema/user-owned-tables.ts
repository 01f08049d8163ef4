// Every table whose rows belong to one user and carry the `<table>_own_rows` policy. The RLS isolation
// test walks this list; a new user-owned table must be added here. Tables with a user_id column that are
// deliberately absent: sessions, accounts, two_factors (server-only, no policy) and support_messages
// (insert-only policy).
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { agendaTasks, reminders } from './agenda.js';
import { users } from './auth.js';
import { invoices } from './budget.js';
import { dailyChecklist } from './daily-tasks.js';
import { gdprExports } from './data-rights.js';
import { generatedDocuments } from './documents.js';
import { documentChunks, documentWords, importedDocuments } from './imported-documents.js';
import { newsReads } from './news.js';
import { unitLocations } from './locations.js';
import { activityLogs, secureLogs } from './logs.js';
import { plannedRations } from './planned-rations.js';
import { productionLogs } from './production.js';
import { feedLogs } from './feed-log.js';
import { plantSettings } from './plant-settings.js';
import { offlineAppliedActions, offlineClients, userLocalKeys } from './offline.js';
import {
  emergencyAckLinks,
  emergencyAlertEvents,
  emergencyAlertRecipients,
  emergencyAlerts,
  emergencyProcedures,
  emergencySettings,
  emergencyWebhooks,
} from './emergency.js';
import { equipmentMeters, maintenanceTasks } from './maintenance.js';
import { maintenanceCompletions } from './maintenance-completions.js';
import { errorMetrics, performanceMetrics, usageMetrics } from './monitoring.js';
import {
  gamificationProfile,
  legalAcceptances,
  profiles,
  subscriptions,
  userOnboarding,
  userPreferences,
} from './profiles.js';
import { civeEnsilages, rawMaterials } from './raw-materials.js';
import { evidenceFiles, rediiItems } from './regulation.js';
import { cartItems, orderItems, orderStatusHistory, orders, quoteRequests } from './shop.js';
import { restockRequests, stockItems } from './stock.js';
import { stockMovements } from './stock-movements.js';
import { adviceDismissals } from './advisory.js';
import { teamEvents, teamUsers } from './team.js';
import { voiceConversations } from './voice.js';

export interface UserOwnedTable {
  /** SQL table name. */
  name: string;
  table: PgTable;
  /** SQL name of the owner column the policy compares with `app.user_id`. */
  userIdColumn: string;
}

function owned(table: PgTable, userIdColumn = 'user_id'): UserOwnedTable {
  return { name: getTableConfig(table).name, table, userIdColumn };
}

export const userOwnedTables: readonly UserOwnedTable[] = [
  owned(users, 'id'),
  owned(profiles),
  owned(userPreferences),
  owned(userOnboarding),
  owned(gamificationProfile),
  owned(legalAcceptances),
  owned(subscriptions),
  owned(unitLocations),
  owned(plantSettings),
  owned(plannedRations),
  owned(productionLogs),
  owned(feedLogs),
  owned(stockMovements),
  owned(adviceDismissals),
  owned(userLocalKeys),
  owned(offlineClients),
  owned(offlineAppliedActions),
  owned(stockItems),
  owned(restockRequests),
  owned(rawMaterials),
  owned(civeEnsilages),
  owned(maintenanceTasks),
  owned(equipmentMeters),
  owned(maintenanceCompletions),
  owned(agendaTasks),
  owned(reminders),
  owned(teamUsers),
  owned(teamEvents),
  owned(invoices),
  owned(generatedDocuments),
  owned(voiceConversations),
  owned(secureLogs),
  owned(activityLogs),
  owned(dailyChecklist),
  owned(orders),
  owned(orderItems),
  owned(orderStatusHistory),
  owned(cartItems),
  owned(quoteRequests),
  owned(rediiItems),
  owned(evidenceFiles),
  owned(usageMetrics),
  owned(performanceMetrics),
  owned(errorMetrics),
  owned(gdprExports),
  owned(emergencyProcedures),
  owned(emergencySettings),
  owned(emergencyWebhooks),
  owned(emergencyAlerts),
  owned(emergencyAlertRecipients),
  owned(emergencyAckLinks),
  owned(emergencyAlertEvents),
  owned(importedDocuments),
  owned(documentChunks),
  owned(documentWords),
  owned(newsReads),
];
