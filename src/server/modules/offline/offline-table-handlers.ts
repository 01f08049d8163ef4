// The registry of the tables an offline action may name (OFFLINE_TABLES) and the write logic each goes through:
// the REST routes' own functions, so an action replayed offline obeys exactly the rules of the online form. The
// stock, maintenance and agenda handlers also take commands (OFFLINE_COMMANDS: adjust, complete, reopen).
import type { TOfflineTable } from '../../../shared/contracts/offline.js';
import { invoiceResource } from '../budget/budget.resource.js';
import type { TemplateSource } from '../daily-tasks/daily-tasks.service.js';
import { feedLogResource } from '../feed-log/feed-log.resource.js';
import { productionLogResource } from '../production/production.resource.js';
import { rawMaterialsResource } from '../raw-materials/raw-materials.resource.js';
import { teamMembersResource } from '../team/team-members.resource.js';
import { agendaTasksHandler } from './offline-agenda-handler.js';
import { cartItemsHandler } from './offline-cart-handler.js';
import { dailyChecklistHandler } from './offline-daily-checklist-handler.js';
import { equipmentMetersHandler } from './offline-equipment-meters-handler.js';
import { maintenanceTasksHandler } from './offline-maintenance-handler.js';
import { recordTableHandler } from './offline-record-handler.js';
import { restockRequestsHandler } from './offline-restock-handler.js';
import { stockItemsHandler } from './offline-stock-handler.js';
import type { OfflineTableHandler } from './offline-table-handler.js';
import { teamEventsHandler } from './offline-team-events-handler.js';

export type OfflineTableHandlers = Readonly<Record<TOfflineTable, OfflineTableHandler>>;

/** `templates`: the daily task templates as the checklist routes read them (cached 60 s, spec §9). */
export function createOfflineTableHandlers(templates: TemplateSource): OfflineTableHandlers {
  return {
    stock_items: stockItemsHandler,
    maintenance_tasks: maintenanceTasksHandler,
    raw_materials: recordTableHandler(rawMaterialsResource),
    invoices: recordTableHandler(invoiceResource),
    agenda_tasks: agendaTasksHandler,
    team_users: recordTableHandler(teamMembersResource),
    team_events: teamEventsHandler,
    daily_checklist: dailyChecklistHandler(templates),
    restock_requests: restockRequestsHandler,
    equipment_meters: equipmentMetersHandler,
    cart_items: cartItemsHandler,
    production_logs: recordTableHandler(productionLogResource),
    feed_logs: recordTableHandler(feedLogResource),
  };
}
