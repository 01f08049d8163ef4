import { z } from './zod.js';
import { WEBHOOK_TARGET_KINDS } from '../domain/webhook-kinds.js';
import {
  ACK_DELAY_MINUTES,
  EMERGENCY_ACK_CHANNELS,
  EMERGENCY_EVENT_KINDS,
  EMERGENCY_HAZARDS,
  MAX_EMERGENCY_MESSAGE_LENGTH,
  MAX_INSPECTORATE_FIELD_LENGTH,
  MAX_PROCEDURE_LENGTH,
  MAX_RESENDS,
} from '../domain/emergency/emergency-alerts.js';

const ZInstant = z.iso.datetime({ offset: true });

export const ZHazard = z.enum(EMERGENCY_HAZARDS, { error: 'emergency:validation.hazardInvalid' });
export const ZHazardParams = z.object({ hazard: ZHazard });

/** A hazard's procedure: the operator's own steps, or null while the product's default text applies. */
export const ZEmergencyProcedure = z.object({
  hazard: z.enum(EMERGENCY_HAZARDS),
  customSteps: z.array(z.string()).nullable(),
  updatedAt: ZInstant.nullable(),
});
export type TEmergencyProcedure = z.infer<typeof ZEmergencyProcedure>;

export const ZUpdateProcedureRequest = z.strictObject({
  steps: z
    .string({ error: 'emergency:validation.stepsRequired' })
    .trim()
    .min(1, { error: 'emergency:validation.stepsRequired' })
    .max(MAX_PROCEDURE_LENGTH, { error: 'emergency:validation.stepsTooLong' }),
});
export type TUpdateProcedureRequest = z.infer<typeof ZUpdateProcedureRequest>;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const ZEmergencySettings = z.object({
  inspectorateName: z.string().nullable(),
  inspectoratePhone: z.string().nullable(),
  inspectorateEmail: z.string().nullable(),
  siteAccess: z.string().nullable(),
  ackDelayMinutes: z.number().int(),
  maxResends: z.number().int(),
});
export type TEmergencySettings = z.infer<typeof ZEmergencySettings>;

export const ZUpdateEmergencySettingsRequest = z.strictObject({
  inspectorateName: optionalText(MAX_INSPECTORATE_FIELD_LENGTH, 'emergency:validation.textTooLong'),
  inspectoratePhone: z
    .string()
    .trim()
    .max(40, { error: 'emergency:validation.phoneInvalid' })
    .refine((value) => value === '' || /^\+?[\d\s.()-]{2,}$/.test(value), {
      error: 'emergency:validation.phoneInvalid',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  inspectorateEmail: z
    .string()
    .trim()
    .max(254, { error: 'validation.emailTooLong' })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: 'validation.emailInvalid',
    })
    .transform((value) => (value === '' ? null : value))
    .nullable(),
  siteAccess: optionalText(MAX_EMERGENCY_MESSAGE_LENGTH, 'emergency:validation.textTooLong'),
  ackDelayMinutes: z
    .number({ error: 'emergency:validation.ackDelayInvalid' })
    .int({ error: 'emergency:validation.ackDelayInvalid' })
    .min(ACK_DELAY_MINUTES.min, { error: 'emergency:validation.ackDelayInvalid' })
    .max(ACK_DELAY_MINUTES.max, { error: 'emergency:validation.ackDelayInvalid' }),
  maxResends: z
    .number({ error: 'emergency:validation.maxResendsInvalid' })
    .int({ error: 'emergency:validation.maxResendsInvalid' })
    .min(MAX_RESENDS.min, { error: 'emergency:validation.maxResendsInvalid' })
    .max(MAX_RESENDS.max, { error: 'emergency:validation.maxResendsInvalid' }),
});
export type TUpdateEmergencySettingsRequest = z.input<typeof ZUpdateEmergencySettingsRequest>;

/** A webhook of the emergency alerts; its secret is shown once, when it is added. */
export const ZEmergencyWebhook = z.object({
  id: z.uuid(),
  kind: z.enum(WEBHOOK_TARGET_KINDS),
  url: z.string(),
  createdAt: ZInstant,
});
export type TEmergencyWebhook = z.infer<typeof ZEmergencyWebhook>;

export const ZAddEmergencyWebhookRequest = z.strictObject({
  kind: z.enum(WEBHOOK_TARGET_KINDS, { error: 'emergency:validation.webhookKindInvalid' }),
  url: z
    .string({ error: 'emergency:validation.urlRequired' })
    .trim()
    .min(1, { error: 'emergency:validation.urlRequired' })
    .max(2000, { error: 'emergency:validation.urlTooLong' }),
});
export const ZAddedEmergencyWebhook = z.object({ webhook: ZEmergencyWebhook, secret: z.string().nullable() });
export type TAddedEmergencyWebhook = z.infer<typeof ZAddedEmergencyWebhook>;

/** What the page reads (also kept in the offline cache: the procedures must open without a network). */
export const ZEmergencyOverview = z.object({
  procedures: z.array(ZEmergencyProcedure),
  settings: ZEmergencySettings,
  webhooks: z.array(ZEmergencyWebhook),
  /** Team members the alert will be mailed to, and those who have no address. */
  team: z.object({ withEmail: z.number().int(), withoutEmail: z.number().int() }),
});
export type TEmergencyOverview = z.infer<typeof ZEmergencyOverview>;

export const ZEmergencyRecipient = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  sends: z.number().int(),
  lastSentAt: ZInstant.nullable(),
  acknowledgedAt: ZInstant.nullable(),
  acknowledgedVia: z.enum(EMERGENCY_ACK_CHANNELS).nullable(),
});
export type TEmergencyRecipient = z.infer<typeof ZEmergencyRecipient>;

export const ZEmergencyEvent = z.object({
  at: ZInstant,
  kind: z.enum(EMERGENCY_EVENT_KINDS),
  actor: z.string().nullable(),
  count: z.number().int().nullable(),
});
export type TEmergencyEvent = z.infer<typeof ZEmergencyEvent>;

export const ZEmergencyAlert = z.object({
  id: z.uuid(),
  hazard: z.enum(EMERGENCY_HAZARDS),
  isDrill: z.boolean(),
  message: z.string(),
  raisedBy: z.string(),
  raisedAt: ZInstant,
  resolvedAt: ZInstant.nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  escalationEndedAt: ZInstant.nullable(),
  recipients: z.array(ZEmergencyRecipient),
  timeline: z.array(ZEmergencyEvent),
});
export type TEmergencyAlert = z.infer<typeof ZEmergencyAlert>;

export const ZEmergencyAlertList = z.object({
  open: z.array(ZEmergencyAlert),
  history: z.array(ZEmergencyAlert),
});
export type TEmergencyAlertList = z.infer<typeof ZEmergencyAlertList>;

export const ZRaiseEmergencyAlertRequest = z.strictObject({
  hazard: ZHazard,
  // Real or drill must be chosen on purpose: no default.
  isDrill: z.boolean({ error: 'emergency:validation.drillRequired' }),
  message: z
    .string()
    .trim()
    .max(MAX_EMERGENCY_MESSAGE_LENGTH, { error: 'emergency:validation.textTooLong' })
    .default(''),
});
export type TRaiseEmergencyAlertRequest = z.input<typeof ZRaiseEmergencyAlertRequest>;

export const ZResolveEmergencyAlertRequest = z.strictObject({
  note: z
    .string()
    .trim()
    .max(MAX_EMERGENCY_MESSAGE_LENGTH, { error: 'emergency:validation.textTooLong' })
    .default(''),
});

export const ZAlertRecipientParams = z.object({
  id: z.uuid({ error: 'validation.idInvalid' }),
  recipientId: z.uuid({ error: 'validation.idInvalid' }),
});

/** The token of a mail's link (base64url of 32 random bytes). */
export const ZAcknowledgementRequest = z.strictObject({
  token: z
    .string({ error: 'emergency:ack.linkInvalid' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'emergency:ack.linkInvalid' }),
});

/** What the member who opened the link sees: the alert, whether it is still open, and their own state. */
export const ZAcknowledgementView = z.object({
  hazard: z.enum(EMERGENCY_HAZARDS),
  isDrill: z.boolean(),
  message: z.string(),
  raisedBy: z.string(),
  raisedAt: ZInstant,
  memberName: z.string(),
  isResolved: z.boolean(),
  acknowledgedAt: ZInstant.nullable(),
});
export type TAcknowledgementView = z.infer<typeof ZAcknowledgementView>;
