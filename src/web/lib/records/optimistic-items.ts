// What the server would derive for a record made or changed offline, so the lists show it whole until the server
// has it (spec §4 "offline action": the change shows at once). Each function gets the request's fields laid over
// the record as it was (or the creation's id, version and times) and fills in the rest: the module's defaults for
// the fields the request left out, and the derived values (a low stock flag, a maintenance due state).
import { AGENDA_DEFAULTS } from '../../../shared/domain/agenda-tasks';
import { defaultReferenceFor, type TRawMaterialType } from '../../../shared/domain/feedstock-defaults';
import {
  maintenanceStanding,
  type TMaintenanceFrequency,
  type TMaintenanceStatus,
} from '../../../shared/domain/maintenance-schedule';
import { isLowStock } from '../../../shared/domain/stock-levels';
import { plantBusinessDate, plantCalendarDate } from '../plant-clock';

type Fields = Record<string, unknown>;

export function optimisticStockItem(fields: Fields): Fields {
  const item = { currentLevel: 0, maxLevel: 100, unit: 'unités', threshold: 20, ...fields };
  return { ...item, isLow: isLowStock(item) };
}

export function optimisticMaintenanceTask(fields: Fields): Fields {
  const item = {
    status: 'pending',
    priority: 'medium',
    notes: null,
    intervalHours: null,
    nextDueDate: null,
    estimatedDuration: null,
    lastCompletedAt: null,
    lastServiceRunningHours: null,
    isRegulatory: false,
    meterHours: null,
    hoursSinceService: null,
    hoursRemaining: null,
    ...fields,
  };
  const today = plantBusinessDate(new Date());
  const stored = item as typeof item & { status: TMaintenanceStatus; frequency: TMaintenanceFrequency };
  return { ...item, ...maintenanceStanding(stored, today, item.meterHours) };
}

export function optimisticRawMaterial(fields: Fields): Fields {
  return {
    supplier: null,
    humidityRate: null,
    volatileSolidsRate: null,
    methanePotential: null,
    carbonNitrogenRatio: null,
    origin: null,
    transportDistanceKm: null,
    sustainabilityDeclaration: false,
    refused: false,
    refusalReason: null,
    referenceKey: defaultReferenceFor(fields.type as TRawMaterialType),
    // Nothing fed from a lot not yet on the server.
    remainingTonnes: fields.quantity ?? 0,
    ...fields,
    // No date sent: the server dates the lot today.
    deliveryDate: fields.deliveryDate ?? plantCalendarDate(new Date()),
  };
}

export function optimisticInvoice(fields: Fields): Fields {
  return { invoiceNumber: null, counterparty: null, dueDate: null, notes: null, ...fields };
}

export function optimisticAgendaTask(fields: Fields): Fields {
  return {
    description: null,
    ...AGENDA_DEFAULTS,
    dueDate: null,
    completed: false,
    status: 'pending',
    completedAt: null,
    reminderAt: null,
    ...fields,
  };
}

export function optimisticTeamMember(fields: Fields): Fields {
  return { email: null, phone: null, isAdmin: false, ...fields };
}

export function optimisticTeamEvent(fields: Fields): Fields {
  return {
    teamUserId: null,
    teamUserName: null,
    title: null,
    startTime: null,
    endTime: null,
    leaveType: null,
    comment: null,
    ...fields,
  };
}

export function optimisticProductionLog(fields: Fields): Fields {
  return {
    readingTime: null,
    biomethaneNm3PerHour: null,
    kwhProduced: null,
    temperatureC: null,
    ph: null,
    fosTac: null,
    methanePercent: null,
    h2sPpm: null,
    notes: null,
    ...fields,
  };
}

/** A feed entry queued offline: its lot's name and figures come with the server's answer (the card falls back). */
export function optimisticFeedLog(fields: Fields): Fields {
  return {
    notes: null,
    lotName: '',
    lotCategory: 'other',
    volatileSolidsKg: null,
    expectedMethaneNm3: null,
    ...fields,
  };
}
