import type { AuditEntry, OutboxMessage } from '@bourse/contract';
import { auditListInput, operatorCreateInput, operatorDisableInput, operatorLoginInput, operatorPageInput, operatorSetupInput, PAGE_SIZE } from '@bourse/contract';
import { checkLedger } from '@bourse/ledger';
import type { AppContext } from '../../app/context';
import { ADMIN_ONLY, route, type RouteSpec } from '../../app/route';
import { paginate } from '../../platform/paging';
import type { OperatorService } from './service';

const tags = ['operator'];

export function operatorRoutes(ctx: AppContext, ops: OperatorService): RouteSpec[] {
  return [
    route({
      method: 'POST',
      url: '/operator/login',
      auth: 'none',
      rateLimit: 'auth',
      input: operatorLoginInput,
      tags,
      summary: 'Operator sign-in with password and TOTP; a first sign-in returns a setup session',
      handler: (r) => ops.login(r.input.username, r.input.password, r.input.totp_code),
    }),
    route({
      method: 'POST',
      url: '/operator/setup/start',
      auth: 'operator-setup',
      tags,
      summary: 'First sign-in, step 1: a new TOTP secret to enrol',
      handler: (r) => ops.startSetup(r.operatorId),
    }),
    route({
      method: 'POST',
      url: '/operator/setup',
      auth: 'operator-setup',
      rateLimit: 'auth',
      input: operatorSetupInput,
      tags,
      summary: 'First sign-in, step 2: set a new password and confirm TOTP; returns a full session',
      handler: (r) => ops.finishSetup(r.operatorId, r.operator!.sessionId, r.input.new_password, r.input.totp_code),
    }),
    route({
      method: 'GET',
      url: '/operator/me',
      auth: 'operator',
      tags,
      summary: 'The signed-in operator',
      handler: (r) => ops.me(r.operatorId),
    }),
    route({
      method: 'POST',
      url: '/operator/logout',
      auth: 'operator',
      tags,
      summary: 'Sign the operator out',
      handler: async (r) => {
        await ops.logout(r.operator!.sessionId);
        return r.t('common.logoutSuccess');
      },
    }),
    route({
      method: 'GET',
      url: '/operator/operators',
      auth: 'operator',
      roles: ADMIN_ONLY,
      tags,
      summary: 'Every operator: role, whether the first sign-in is done, disabled (admin)',
      handler: () => ops.list(),
    }),
    route({
      method: 'POST',
      url: '/operator/operators',
      auth: 'operator',
      roles: ADMIN_ONLY,
      input: operatorCreateInput,
      tags,
      summary: 'Add an operator with a one-time initial password; they set their own password and TOTP at the first sign-in (admin)',
      handler: (r) => ops.add(r.operatorId, r.input.username, r.input.role, r.input.password),
    }),
    route({
      method: 'POST',
      url: '/operator/operators/disable',
      auth: 'operator',
      roles: ADMIN_ONLY,
      input: operatorDisableInput,
      tags,
      summary: 'Disable an operator (not oneself): no more sign-ins, and their sessions end (admin)',
      handler: (r) => ops.disable(r.operatorId, r.input.id),
    }),
    route({
      method: 'GET',
      url: '/operator/ledger/check',
      auth: 'operator',
      roles: ['finance', 'auditor'],
      tags,
      summary: 'Check the ledger invariants: balanced entries, zero-sum assets, balances equal postings, no negatives',
      handler: () => checkLedger(ctx.db),
    }),
    route({
      method: 'GET',
      url: '/operator/outbox',
      auth: 'operator',
      roles: ['support'],
      input: operatorPageInput,
      tags,
      summary: 'Messages kept in the outbox (no mail or SMS transport configured)',
      handler: (r) =>
        paginate<OutboxMessage>(ctx.db, {
          select: 'SELECT id, channel, destination, subject, body, status, created_at FROM outbox',
          order: 'id DESC',
          page: r.input.page,
          limit: r.input.limit ?? PAGE_SIZE,
        }),
    }),
    route({
      method: 'GET',
      url: '/operator/audit',
      auth: 'operator',
      roles: ['auditor'],
      input: auditListInput,
      tags,
      summary: 'The append-only audit log of operator actions: all, or only changes (no reads); optionally one operator',
      handler: (r) => {
        const params: unknown[] = [];
        const where: string[] = [];
        // Every console request is audited, reads too; "changes" leaves the reads out.
        if (r.input.kind === 'changes') where.push(`a.action NOT LIKE 'GET %'`);
        if (r.input.operator) where.push(`o.username = $${params.push(r.input.operator.toLowerCase())}`);
        const filter = where.length ? ` WHERE ${where.join(' AND ')}` : '';
        return paginate<AuditEntry>(ctx.db, {
          select: `SELECT a.id, a.operator_id, o.username AS operator, a.action, a.target, a.detail, a.created_at
                     FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id${filter}`,
          count: filter ? undefined : 'SELECT count(*)::int AS n FROM audit_log',
          params,
          order: 'a.id DESC',
          page: r.input.page,
          limit: r.input.limit ?? PAGE_SIZE,
        });
      },
    }),
  ];
}
