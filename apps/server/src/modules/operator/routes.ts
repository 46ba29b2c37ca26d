import { PAGE_SIZE } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { handle, type RouteSpec } from '../../app/route';
import { checkMoneyOrigin } from '../../platform/money-origin';
import type { Approvals } from './approvals';
import type { OperatorManagement } from './management';
import type { OperatorService } from './service';
import { listAudit, listOutbox } from './store';

export function operatorRoutes(
  ctx: AppContext,
  { service: ops, management, approvals }: { service: OperatorService; management: OperatorManagement; approvals: Approvals },
): RouteSpec[] {
  return [
    handle('POST /operator/login', (r) => ops.login(r.input.username, r.input.password, r.input.totp_code)),
    handle('POST /operator/setup/start', (r) => ops.startSetup(r.operatorId)),
    handle('POST /operator/setup', (r) => ops.finishSetup(r.operatorId, r.operator!.sessionId, r.input.new_password, r.input.totp_code)),
    handle('GET /operator/me', (r) => ops.me(r.operatorId)),
    handle('POST /operator/logout', async (r) => {
      await ops.logout(r.operator!.sessionId);
      return r.t('common.logoutSuccess');
    }),
    handle('GET /operator/operators', () => management.list()),
    handle('POST /operator/operators', (r) => management.proposeAdd(r.operatorId, r.input.username, r.input.role, r.input.password)),
    handle('POST /operator/operators/enable', (r) => management.proposeEnable(r.operatorId, r.input.id)),
    handle('POST /operator/operators/role', (r) => management.proposeRole(r.operatorId, r.input.id, r.input.role)),
    handle('POST /operator/operators/disable', (r) => management.disable(r.operatorId, r.input.id)),
    handle('GET /operator/actions', (r) => approvals.list(r.operatorId, r.input.status ?? 'pending')),
    handle('POST /operator/actions/approve', (r) => approvals.approve(r.operatorId, r.input.id)),
    handle('POST /operator/actions/reject', (r) => approvals.reject(r.operatorId, r.input.id, r.input.reason)),
    handle('GET /operator/ledger/check', async () => {
      const report = await checkLedger(ctx.db);
      // Where money came from is part of the check: only recorded deposits and fundings (platform/money-origin.ts).
      const origin = await checkMoneyOrigin(ctx.db);
      return { ...report, ok: report.ok && origin.length === 0, problems: [...report.problems, ...origin] };
    }),
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
