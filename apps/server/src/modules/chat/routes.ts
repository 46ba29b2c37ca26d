import { handle, type RouteSpec } from '../../app/route';
import type { ChatService } from './service';

export function chatRoutes(chat: ChatService): RouteSpec[] {
  return [
    handle('GET /chat/history', (r) => chat.history(r.input.room, r.user?.id)),
    handle('POST /chat/send', (r) => chat.send(r.userId, r.input)),
    handle('POST /chat/report', (r) => chat.report(r.userId, r.input)),
    handle('GET /operator/chat/messages', (r) => chat.adminList(r.input)),
    handle('POST /operator/chat/remove', (r) => chat.remove(r.operatorId, r.input)),
    handle('POST /operator/chat/mute', (r) => chat.mute(r.operatorId, r.input)),
    handle('POST /operator/chat/unmute', (r) => chat.unmute(r.input)),
  ];
}
