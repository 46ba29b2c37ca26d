import { handle, type RouteSpec } from '../../app/route';
import type { SupportService } from './service';

export function supportRoutes(support: SupportService): RouteSpec[] {
  return [
    handle('POST /support/open', (r) => support.open(r.userId, r.input)),
    handle('GET /support/conversations', (r) => support.list(r.userId)),
    handle('GET /support/conversation', (r) => support.get(r.userId, r.input.id)),
    handle('POST /support/send', (r) => support.send(r.userId, r.input)),
    handle('POST /support/read', (r) => support.read(r.userId, r.input.id)),
    handle('POST /support/close', (r) => support.close(r.userId, r.input.id)),
    handle('POST /support/rate', (r) => support.rate(r.userId, r.input)),
    handle('GET /support/unread', (r) => support.unread(r.userId)),
    handle('GET /operator/support/queue', (r) => support.queue(r.input.status ?? 'open')),
    handle('GET /operator/support/conversation', (r) => support.get(null, r.input.id)),
    handle('POST /operator/support/reply', (r) => support.reply(r.operatorId, r.input)),
    handle('POST /operator/support/read', (r) => support.read(null, r.input.id)),
    handle('POST /operator/support/close', (r) => support.close(null, r.input.id, r.operatorId)),
  ];
}
