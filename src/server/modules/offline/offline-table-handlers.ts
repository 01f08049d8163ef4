// The registry of the tables an offline action may name (OFFLINE_TABLES) and the write logic each goes through:
// the REST routes' own functions, so an action replayed offline obeys exactly the rules of the online form.
import type { TOfflineTable } from '../../../shared/contracts/offline.js';
import { agendaResource } from '../agenda/agenda.resource.js';
import { invoiceResource } from '../budget/budget.resource.js';
import type { TemplateSource } from '../daily-tasks/daily-tasks.service.js';
import { maintenanceResource } from '../maintenance/maintenance.resource.js';
import { rawMaterialsResource } from '../raw-materials/raw-materials.resource.js';
import { stockResource } from '../stock/stock.resource.js';
import { teamMembersResource } from '../team/team-members.resource.js';
import { dailyChecklistHandler } from './offline-daily-checklist-handler.js';
import { recordTableHandler } from './offline-record-handler.js';
import type { OfflineTableHandler } from './offline-table-handler.js';
import { teamEventsHandler } from './offline-team-events-handler.js';

export type OfflineTableHandlers = Readonly<Record<TOfflineTable, OfflineTableHandler>>;

/** `templates`: the daily task templates as the checklist routes read them (cached 60 s, spec §9). */
export function createOfflineTableHandlers(templates: TemplateSource): OfflineTableHandlers {
  return {
    stock_items: recordTableHandler(stockResource),
    maintenance_tasks: recordTableHandler(maintenanceResource),
    raw_materials: recordTableHandler(rawMaterialsResource),
    invoices: recordTableHandler(invoiceResource),
    agenda_tasks: recordTableHandler(agendaResource),
    team_users: recordTableHandler(teamMembersResource),
    team_events: teamEventsHandler,
    daily_checklist: dailyChecklistHandler(templates),
  };
}
