// Assistant (Louise) conversation history (spec §3 voice_conversations; context: 10 items over 3 days).
import { check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

export const VOICE_MESSAGE_TYPES = ['user', 'assistant'] as const;
export type VoiceMessageType = (typeof VOICE_MESSAGE_TYPES)[number];

export const voiceConversations = pgTable(
  'voice_conversations',
  {
    // Addition: the spec shows no id; every row needs a key.
    id: id(),
    userId: ownerId(),
    // Chosen by the client for one assistant session.
    sessionId: text('session_id').notNull(),
    messageType: text('message_type', { enum: VOICE_MESSAGE_TYPES }).notNull(),
    content: text('content').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    check('voice_conversations_message_type_check', isOneOf(t.messageType, VOICE_MESSAGE_TYPES)),
    // get_recent_conversation_context: the user's latest messages over the last days.
    index('voice_conversations_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('voice_conversations_user_id_session_id_idx').on(t.userId, t.sessionId, t.createdAt),
    // cleanup_old_conversations deletes by age across users.
    index('voice_conversations_created_at_idx').on(t.createdAt),
    ownRowsPolicy('voice_conversations', t.userId),
  ],
);
export type VoiceConversationRow = typeof voiceConversations.$inferSelect;
export type NewVoiceConversationRow = typeof voiceConversations.$inferInsert;
