/**
 * Customer service (SPEC section 2 `pages/kefu/index`, issue 19): a signed-in user opens a
 * conversation (a topic, text and an optional image uploaded through `POST /upload` with purpose
 * `support`), operators answer it from the console's queue, and either side closes it; the user
 * then rates it once. Both sides see new messages at once over the socket: the user in their
 * private room, operators in theirs (`support_update`). Unread counts are kept per side. Times
 * are unix milliseconds.
 */
import { z } from 'zod';
import { defineEndpoints } from './endpoint';
import { int } from './rules';
import { epochMsOut, idOut } from './wire';

export const SUPPORT_TEXT_MAX = 2000;
/** A user has at most this many conversations not closed at once. */
export const SUPPORT_OPEN_MAX = 3;
/** A user sends at most this many messages a minute (across their conversations). */
export const SUPPORT_RATE_PER_MINUTE = 12;

export const SUPPORT_TOPICS = ['account', 'deposit', 'withdrawal', 'trading', 'security', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];
/** waiting: the user spoke last; answered: staff did; closed. */
export const SUPPORT_STATUSES = ['waiting', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

const text = z.string({ error: 'SUPPORT_TEXT_REQUIRED' }).trim().max(SUPPORT_TEXT_MAX, 'CHARACTER_TOO_LONG');
/** A stored upload's path (`/uploads/<name>`), the user's own, uploaded with purpose `support`. */
const image = z
  .string({ error: 'SUPPORT_ATTACHMENT_INVALID' })
  .trim()
  .max(200, 'SUPPORT_ATTACHMENT_INVALID')
  .refine((v) => /^\/uploads\/[A-Za-z0-9._-]+$/.test(v), 'SUPPORT_ATTACHMENT_INVALID');
const conversationId = int({ min: 1, error: 'SUPPORT_NOT_FOUND' });

export const supportOpenInput = z
  .strictObject({ topic: z.enum(SUPPORT_TOPICS, { error: 'SUPPORT_TOPIC_INVALID' }), text, image: image.optional() })
  .refine((v) => v.text.length > 0, { message: 'SUPPORT_TEXT_REQUIRED', path: ['text'] });
export const supportSendInput = z
  .strictObject({ id: conversationId, text: text.optional().default(''), image: image.optional() })
  .refine((v) => v.text.length > 0 || v.image !== undefined, { message: 'SUPPORT_TEXT_REQUIRED', path: ['text'] });
export const supportIdInput = z.strictObject({ id: conversationId });
export const supportRateInput = z.strictObject({
  id: conversationId,
  rating: int({ min: 1, max: 5, error: 'SUPPORT_RATING_INVALID' }),
  comment: z.string({ error: 'INVALID_PARAMETER' }).trim().max(500, 'CHARACTER_TOO_LONG').optional(),
});
export const supportQueueInput = z.strictObject({
  status: z.enum(['open', 'closed', 'all'], { error: 'INVALID_PARAMETER' }).optional(),
});
export const supportReplyInput = z.strictObject({ id: conversationId, text: text.min(1, 'SUPPORT_TEXT_REQUIRED') });

export const supportMessage = z.object({
  id: idOut,
  conversation_id: idOut,
  /** user, staff, or system (a close). */
  author: z.enum(['user', 'staff', 'system']),
  text: z.string(),
  image: z.string().nullable(),
  created_at: epochMsOut,
});
export type SupportMessage = z.infer<typeof supportMessage>;

export const supportConversation = z.object({
  id: idOut,
  user_id: idOut,
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_STATUSES),
  /** The first words of the newest message. */
  preview: z.string(),
  /** Messages the reading side has not read yet (the user's or the operators'). */
  unread: z.number().int(),
  rating: z.number().int().nullable(),
  rating_comment: z.string().nullable(),
  closed_by: z.enum(['user', 'staff']).nullable(),
  created_at: epochMsOut,
  updated_at: epochMsOut,
});
export type SupportConversation = z.infer<typeof supportConversation>;

export const supportThread = z.object({ conversation: supportConversation, messages: z.array(supportMessage) });
export type SupportThread = z.infer<typeof supportThread>;

export const supportUnread = z.object({ count: z.number().int() });

const CONSOLE = { auth: 'operator', roles: ['support'] } as const;

/** The customer-service endpoints (the route map, routes.ts). */
export const supportEndpoints = defineEndpoints('support', {
  'POST /support/open': {
    auth: 'user',
    input: supportOpenInput,
    output: supportThread,
    summary: 'Open a conversation: topic, text and an optional image of yours uploaded with purpose support; at most 3 open at once',
  },
  'GET /support/conversations': {
    auth: 'user',
    output: z.array(supportConversation),
    summary: 'Your conversations, open ones first, newest first, with their unread counts',
  },
  'GET /support/conversation': {
    auth: 'user',
    input: supportIdInput,
    output: supportThread,
    summary: 'One of your conversations with every message',
  },
  'POST /support/send': {
    auth: 'user',
    input: supportSendInput,
    output: supportMessage,
    summary: 'Write in one of your open conversations (text, an image, or both)',
  },
  'POST /support/read': {
    auth: 'user',
    input: supportIdInput,
    output: supportConversation,
    summary: "Mark staff's messages in one of your conversations read",
  },
  'POST /support/close': {
    auth: 'user',
    input: supportIdInput,
    output: supportConversation,
    summary: 'Close one of your conversations (it can then be rated)',
  },
  'POST /support/rate': {
    auth: 'user',
    input: supportRateInput,
    output: supportConversation,
    summary: 'Rate a closed conversation of yours once, 1 to 5, with an optional comment',
  },
  'GET /support/unread': {
    auth: 'user',
    output: supportUnread,
    summary: "How many staff messages you have not read, across your conversations (the tab bar's and profile's badge)",
  },
  'GET /operator/support/queue': {
    ...CONSOLE,
    input: supportQueueInput,
    output: z.array(supportConversation),
    summary: 'Conversations (open by default: waiting first, oldest first), with the messages staff have not read',
  },
  'GET /operator/support/conversation': {
    ...CONSOLE,
    input: supportIdInput,
    output: supportThread,
    summary: 'One conversation with every message',
  },
  'POST /operator/support/reply': {
    ...CONSOLE,
    input: supportReplyInput,
    output: supportMessage,
    summary: 'Answer a conversation (text); the user sees it at once; audited',
  },
  'POST /operator/support/read': {
    ...CONSOLE,
    input: supportIdInput,
    output: supportConversation,
    summary: "Mark the user's messages in a conversation read",
  },
  'POST /operator/support/close': {
    ...CONSOLE,
    input: supportIdInput,
    output: supportConversation,
    summary: 'Close a conversation; the user may then rate it; audited',
  },
});

/** Customer service's socket events. */
export const supportEvents = {
  /**
   * A conversation changed (a message, a read, a close, a rating): to its user's private room
   * (`unread` is theirs) and to the operators' room `operators` (`unread` is the staff's).
   */
  support_update: z.object({ conversation: supportConversation, message: supportMessage.nullable() }),
} satisfies Record<string, z.ZodType>;
