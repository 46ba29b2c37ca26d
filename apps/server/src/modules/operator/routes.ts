import { PAGE_SIZE } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { handle, type RouteSpec } from '../../app/route';
import type { OperatorService } from './service';
import { listAudit, listOutbox } from './store';

export function operatorRoutes(ctx: AppContext, ops: OperatorService): RouteSpec[] {
  return [
    handle('POST /operator/login', (r) => ops.login(r.input.username, r.input.password, r.input.totp_code)),
    handle('POST /operator/setup/start', (r) => ops.startSetup(r.operatorId)),
    handle('POST /operator/setup', (r) => ops.finishSetup(r.operatorId, r.operator!.sessionId, r.input.new_password, r.input.totp_code)),
    handle('GET /operator/me', (r) => ops.me(r.operatorId)),
    handle('POST /operator/logout', async (r) => {
      await ops.logout(r.operator!.sessionId);
      return r.t('common.logoutSuccess');
    }),
    handle('GET /operator/operators', () => ops.list()),
    handle('POST /operator/operators', (r) => ops.add(r.operatorId, r.input.username, r.input.role, r.input.password)),
    handle('POST /operator/operators/disable', (r) => ops.disable(r.operatorId, r.input.id)),
    handle('GET /operator/ledger/check', () => checkLedger(ctx.db)),
    handle('GET /operator/outbox', (r) => listOutbox(ctx.db, r.input.page, r.input.limit ?? PAGE_SIZE)),
    handle('GET /operator/audit', (r) =>
      listAudit(
        ctx.db,
        { changesOnly: r.input.kind === 'changes', operator: r.input.operator?.toLowerCase() },
        r.input.page,
        r.input.limit ?? PAGE_SIZE,
      ),
    ),
  ];
}
