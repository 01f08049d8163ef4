// Plant emergencies (issue 21): the operator's own procedures, the contacts and escalation policy, the alerts
// raised (real or drill), who was told and who acknowledged, and each alert's timeline. Every table is
// user-owned (own-rows policy); the acknowledgement link of a mail is read by the server's own connection
// from the hash of its token (the member who clicks it has no account).
import { sql, type SQLWrapper } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import {
  ACK_DELAY_MINUTES,
  EMERGENCY_ACK_CHANNELS,
  EMERGENCY_EVENT_KINDS,
  EMERGENCY_HAZARDS,
  MAX_EMERGENCY_MESSAGE_LENGTH,
  MAX_INSPECTORATE_FIELD_LENGTH,
  MAX_PROCEDURE_LENGTH,
  MAX_RESENDS,
} from '../../../shared/domain/emergency/emergency-alerts.js';
import { WEBHOOK_KINDS } from './webhooks.js';
import { createdAt, id, isBetween, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';
import { teamUsers } from './team.js';

const maxLength = (column: SQLWrapper, length: number) =>
  sql`char_length(${column}) <= ${sql.raw(String(length))}`;

/** The operator's own text of a hazard's procedure; without a row the product's default text applies. */
export const emergencyProcedures = pgTable(
  'emergency_procedures',
  {
    id: id(),
    userId: ownerId(),
    hazard: text('hazard', { enum: EMERGENCY_HAZARDS }).notNull(),
    // One step per line.
    steps: text('steps').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('emergency_procedures_hazard_check', isOneOf(t.hazard, EMERGENCY_HAZARDS)),
    check('emergency_procedures_steps_check', maxLength(t.steps, MAX_PROCEDURE_LENGTH)),
    unique('emergency_procedures_user_id_hazard_unique').on(t.userId, t.hazard),
    ownRowsPolicy('emergency_procedures', t.userId),
  ],
);
export type EmergencyProcedureRow = typeof emergencyProcedures.$inferSelect;

/** The plant's inspectorate contact and the escalation policy (one row per user, defaults without it). */
export const emergencySettings = pgTable(
  'emergency_settings',
  {
    userId: ownerId().primaryKey(),
    inspectorateName: text('inspectorate_name'),
    inspectoratePhone: text('inspectorate_phone'),
    inspectorateEmail: text('inspectorate_email'),
    // Where the plant is and how the emergency services get in (gate code, access road, assembly point).
    siteAccess: text('site_access'),
    ackDelayMinutes: integer('ack_delay_minutes').notNull().default(ACK_DELAY_MINUTES.default),
    maxResends: integer('max_resends').notNull().default(MAX_RESENDS.default),
    ...timestamps(),
  },
  (t) => [
    check(
      'emergency_settings_inspectorate_name_check',
      maxLength(t.inspectorateName, MAX_INSPECTORATE_FIELD_LENGTH),
    ),
    check('emergency_settings_inspectorate_phone_check', maxLength(t.inspectoratePhone, 40)),
    check('emergency_settings_inspectorate_email_check', maxLength(t.inspectorateEmail, 254)),
    check('emergency_settings_site_access_check', maxLength(t.siteAccess, MAX_EMERGENCY_MESSAGE_LENGTH)),
    check('emergency_settings_ack_delay_check', isBetween(t.ackDelayMinutes, ACK_DELAY_MINUTES)),
    check('emergency_settings_max_resends_check', isBetween(t.maxResends, MAX_RESENDS)),
    ownRowsPolicy('emergency_settings', t.userId),
  ],
);
export type EmergencySettingsRow = typeof emergencySettings.$inferSelect;

/** Where an alert is posted besides the mails: signed (Standard Webhooks) or Slack-compatible URLs. */
export const emergencyWebhooks = pgTable(
  'emergency_webhooks',
  {
    id: id(),
    userId: ownerId(),
    kind: text('kind', { enum: WEBHOOK_KINDS }).notNull(),
    url: text('url').notNull(),
    // `whsec_…` of a standard webhook, shown once when it is added; null for Slack.
    secret: text('secret'),
    createdAt: createdAt(),
  },
  (t) => [
    check('emergency_webhooks_kind_check', isOneOf(t.kind, WEBHOOK_KINDS)),
    check('emergency_webhooks_url_check', maxLength(t.url, 2000)),
    check('emergency_webhooks_secret_check', sql`(${t.kind} = 'standard') = (${t.secret} is not null)`),
    index('emergency_webhooks_user_id_idx').on(t.userId),
    ownRowsPolicy('emergency_webhooks', t.userId),
  ],
);
export type EmergencyWebhookRow = typeof emergencyWebhooks.$inferSelect;

/** An alert raised by the operator: real or a drill, open until resolved. */
export const emergencyAlerts = pgTable(
  'emergency_alerts',
  {
    id: id(),
    userId: ownerId(),
    hazard: text('hazard', { enum: EMERGENCY_HAZARDS }).notNull(),
    isDrill: boolean('is_drill').notNull(),
    message: text('message').notNull().default(''),
    // Who raised it, as shown to the team (the account's name, else its e-mail).
    raisedBy: text('raised_by').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
    // The language of the mails (the raiser's), and where their links point (PUBLIC_URL or the raiser's origin).
    language: text('language', { enum: ['fr', 'en'] }).notNull(),
    linkBase: text('link_base').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
    resolutionNote: text('resolution_note'),
    // Set once every member still silent has had every mail allowed: the escalation stops there.
    escalationEndedAt: timestamp('escalation_ended_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('emergency_alerts_hazard_check', isOneOf(t.hazard, EMERGENCY_HAZARDS)),
    check('emergency_alerts_language_check', isOneOf(t.language, ['fr', 'en'])),
    check('emergency_alerts_message_check', maxLength(t.message, MAX_EMERGENCY_MESSAGE_LENGTH)),
    check(
      'emergency_alerts_resolution_note_check',
      maxLength(t.resolutionNote, MAX_EMERGENCY_MESSAGE_LENGTH),
    ),
    check('emergency_alerts_resolved_check', sql`(${t.resolvedAt} is null) = (${t.resolvedBy} is null)`),
    index('emergency_alerts_user_id_raised_at_idx').on(t.userId, t.raisedAt.desc()),
    // The escalation job's scan: open alerts only.
    index('emergency_alerts_open_idx')
      .on(t.raisedAt)
      .where(sql`${t.resolvedAt} is null`),
    ownRowsPolicy('emergency_alerts', t.userId),
  ],
);
export type EmergencyAlertRow = typeof emergencyAlerts.$inferSelect;

/** A team member told of an alert: the name and address as they were, the sends and the acknowledgement. */
export const emergencyAlertRecipients = pgTable(
  'emergency_alert_recipients',
  {
    id: id(),
    userId: ownerId(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => emergencyAlerts.id, { onDelete: 'cascade' }),
    teamUserId: uuid('team_user_id').references(() => teamUsers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    sends: integer('sends').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedVia: text('acknowledged_via', { enum: EMERGENCY_ACK_CHANNELS }),
    createdAt: createdAt(),
  },
  (t) => [
    check('emergency_alert_recipients_sends_check', sql`${t.sends} >= 0`),
    check(
      'emergency_alert_recipients_ack_check',
      sql`(${t.acknowledgedAt} is null) = (${t.acknowledgedVia} is null) and (${t.acknowledgedVia} is null or ${isOneOf(t.acknowledgedVia, EMERGENCY_ACK_CHANNELS)})`,
    ),
    index('emergency_alert_recipients_alert_id_idx').on(t.alertId),
    index('emergency_alert_recipients_team_user_id_idx').on(t.teamUserId),
    ownRowsPolicy('emergency_alert_recipients', t.userId),
  ],
);
export type EmergencyAlertRecipientRow = typeof emergencyAlertRecipients.$inferSelect;

/** One acknowledgement link of a mail: only the SHA-256 of its token is kept; used once, then dead. */
export const emergencyAckLinks = pgTable(
  'emergency_ack_links',
  {
    id: id(),
    userId: ownerId(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => emergencyAlertRecipients.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('emergency_ack_links_recipient_id_idx').on(t.recipientId),
    ownRowsPolicy('emergency_ack_links', t.userId),
  ],
);
export type EmergencyAckLinkRow = typeof emergencyAckLinks.$inferSelect;

/** The timeline of an alert: raised, mails sent and sent again, acknowledgements, end of escalation, resolved. */
export const emergencyAlertEvents = pgTable(
  'emergency_alert_events',
  {
    id: id(),
    userId: ownerId(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => emergencyAlerts.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind', { enum: EMERGENCY_EVENT_KINDS }).notNull(),
    // The member concerned (a name as it was), or who acted.
    actor: text('actor'),
    // How many mails or webhooks left with it.
    count: integer('count'),
  },
  (t) => [
    check('emergency_alert_events_kind_check', isOneOf(t.kind, EMERGENCY_EVENT_KINDS)),
    index('emergency_alert_events_alert_id_at_idx').on(t.alertId, t.at),
    ownRowsPolicy('emergency_alert_events', t.userId),
  ],
);
export type EmergencyAlertEventRow = typeof emergencyAlertEvents.$inferSelect;
