/** The chat room's calls; their types come from the route map. */
import { call } from '../../app/api';
import type { ChatRoomName } from '@bourse/contract';

export const CHAT = 'chat';

export const loadHistory = (room: ChatRoomName, signal?: AbortSignal) => call('GET /chat/history', { room }, { signal, silent: true });
export const postMessage = (room: ChatRoomName, text: string) => call('POST /chat/send', { room, text });
export const reportMessage = (id: number) => call('POST /chat/report', { id });
