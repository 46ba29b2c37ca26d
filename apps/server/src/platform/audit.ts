/** The append-only audit log of operator actions (and of the seed acting as an operator). */
import type { Executor } from '@bourse/db';

export interface AuditRecord {
  operatorId: number | null;
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
}

export async function recordAudit(ex: Executor, record: AuditRecord): Promise<void> {
  await ex.query('INSERT INTO audit_log (operator_id, action, target, detail) VALUES ($1, $2, $3, $4::jsonb)', [
    record.operatorId,
    record.action,
    record.target ?? null,
    JSON.stringify(record.detail ?? {}),
  ]);
}
