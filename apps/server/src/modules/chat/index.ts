/**
 * The chat room (issue 19): public rooms per language on the socket (`chat:<lang>`, answered with
 * the recent history), posting over HTTP with the room's rules, reports, and the console's
 * removals and mutes.
 */
import { chatRoomName, type ChatRoomName } from '@bourse/contract';
import type { AppContext, Module } from '../../app/context';
import type { Realtime } from '../../app/socket';
import type { ChatPorts } from './ports';
import { chatRoutes } from './routes';
import { ChatService } from './service';

export { ChatService } from './service';
export { isStaffName, maskText } from './filter';

export function createChatModule(ctx: AppContext, needs: ChatPorts, realtime: Realtime): Module & { service: ChatService } {
  const service = new ChatService(ctx, needs, realtime);
  const roomOf = (room: string) => room.slice('chat:'.length);
  realtime.allowPrefix(
    'chat:',
    (room) => service.snapshot(roomOf(room) as ChatRoomName),
    (room) => chatRoomName.safeParse(roomOf(room)).success,
  );
  return { name: 'chat', service, routes: chatRoutes(service) };
}
