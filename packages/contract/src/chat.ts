/**
 * The chat room (SPEC section 1, issue 19): one public room per language (`chat:<lang>` on the
 * socket). A signed-in user posts text over HTTP (the route layer's validation, envelope and
 * rate limit); everyone in the room receives it over the socket, and a subscriber's snapshot is the
 * recent history. Links and contact details are masked before storing, a name that looks like the
 * staff's is refused, and each user may post a few messages per window. Operators mute users and
 * remove messages from the console (both audited). Times are unix milliseconds.
 */
import { z } from 'zod';
import { LANGS } from './constants';
import { defineEndpoints } from './endpoint';
import { int, requiredText } from './rules';
import { epochMsOut, idOut } from './wire';

/** Longest message, in characters (code points). */
export const CHAT_TEXT_MAX = 300;
/** What a room's history (and its socket snapshot) holds: the newest messages. */
export const CHAT_HISTORY_SIZE = 50;
/** Each user posts at most CHAT_RATE_COUNT messages per CHAT_RATE_WINDOW_MS, ... */
export const CHAT_RATE_COUNT = 5;
export const CHAT_RATE_WINDOW_MS = 30_000;
/** ... and not two within CHAT_MIN_GAP_MS. */
export const CHAT_MIN_GAP_MS = 1_000;
/** Longest mute an operator can set (30 days), in minutes. */
export const CHAT_MUTE_MAX_MINUTES = 43_200;

export const chatRoomName = z.enum(LANGS, { error: 'CHAT_ROOM_INVALID' });
export type ChatRoomName = z.infer<typeof chatRoomName>;
export const chatSocketRoom = (room: ChatRoomName) => `chat:${room}`;

export const chatMessage = z.object({
  id: idOut,
  room: z.string(),
  /** The poster's nickname as it was when they posted. */
  name: z.string(),
  /** Whether this message is the reader's own (false for visitors and on the socket). */
  mine: z.boolean(),
  user_id: idOut,
  text: z.string(),
  /** Links or contact details were masked. */
  filtered: z.boolean(),
  created_at: epochMsOut,
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatHistory = z.object({
  room: z.string(),
  messages: z.array(chatMessage),
  /** The reader's mute, when muted: until when (null for visitors and users who may post). */
  muted_until: epochMsOut.nullable(),
});
export type ChatHistory = z.infer<typeof chatHistory>;

const reason = z.string({ error: 'INVALID_PARAMETER' }).trim().max(200, 'CHARACTER_TOO_LONG');

export const chatHistoryInput = z.strictObject({ room: chatRoomName });
export const chatSendInput = z.strictObject({
  room: chatRoomName,
  text: z
    .string({ error: 'CHAT_TEXT_REQUIRED' })
    .trim()
    .min(1, 'CHAT_TEXT_REQUIRED')
    .refine((v) => [...v].length <= CHAT_TEXT_MAX, 'CHAT_TEXT_TOO_LONG'),
});
export const chatReportInput = z.strictObject({ id: int({ min: 1, error: 'CHAT_MESSAGE_NOT_FOUND' }), reason: reason.optional() });

export const chatAdminListInput = z.strictObject({
  room: chatRoomName.optional(),
  /** Only messages someone reported. */
  reported: z.enum(['0', '1', 'true', 'false'], { error: 'INVALID_PARAMETER' }).optional(),
});
export const chatRemoveInput = z.strictObject({
  id: int({ min: 1, error: 'CHAT_MESSAGE_NOT_FOUND' }),
  reason: requiredText('REASON_REQUIRED'),
});
export const chatMuteInput = z.strictObject({
  user_id: int({ min: 1, error: 'USER_NOT_FOUND' }),
  minutes: int({ min: 1, max: CHAT_MUTE_MAX_MINUTES, error: 'CHAT_MUTE_INVALID' }),
  reason: requiredText('REASON_REQUIRED'),
});
export const chatUnmuteInput = z.strictObject({ user_id: int({ min: 1, error: 'USER_NOT_FOUND' }) });

export const chatAdminMessage = chatMessage.extend({
  reports: z.number().int(),
  removed: z.boolean(),
  /** The poster's mute, when in force. */
  muted_until: epochMsOut.nullable(),
});
export type ChatAdminMessage = z.infer<typeof chatAdminMessage>;

export const chatMute = z.object({ user_id: idOut, until: epochMsOut, reason: z.string() });
export type ChatMute = z.infer<typeof chatMute>;

const CONSOLE = { auth: 'operator', roles: ['support'] } as const;

/** The chat room's endpoints (the route map, routes.ts). */
export const chatEndpoints = defineEndpoints('chat', {
  'GET /chat/history': {
    auth: 'optional',
    input: chatHistoryInput,
    output: chatHistory,
    summary: "A room's newest messages (the socket room chat:<lang> sends the same as its snapshot), and the reader's mute",
  },
  'POST /chat/send': {
    auth: 'user',
    input: chatSendInput,
    output: chatMessage,
    summary: 'Post a message: at most 300 characters, 5 per 30 s and one a second; links and contact details masked; not while muted',
  },
  'POST /chat/report': {
    auth: 'user',
    input: chatReportInput,
    output: z.null(),
    summary: "Report someone else's message to the moderators (once per message)",
  },
  'GET /operator/chat/messages': {
    ...CONSOLE,
    input: chatAdminListInput,
    output: z.array(chatAdminMessage),
    summary: 'The newest messages of a room or all rooms (removed ones included), with report counts; or only the reported ones',
  },
  'POST /operator/chat/remove': {
    ...CONSOLE,
    input: chatRemoveInput,
    output: chatAdminMessage,
    summary: 'Remove a message from its room (it disappears for everyone at once); audited with its reason',
  },
  'POST /operator/chat/mute': {
    ...CONSOLE,
    input: chatMuteInput,
    output: chatMute,
    summary: 'Mute a user in every room for a number of minutes; audited with its reason',
  },
  'POST /operator/chat/unmute': {
    ...CONSOLE,
    input: chatUnmuteInput,
    output: z.null(),
    summary: "End a user's mute now; audited",
  },
});

/** The chat room's socket events (public rooms `chat:<lang>`). */
export const chatEvents = {
  /** A new message in the room. */
  chat_message: chatMessage,
  /** A message was removed by a moderator. */
  chat_removed: z.object({ id: idOut }),
} satisfies Record<string, z.ZodType>;
