/**
 * What the wallet needs from other modules, grouped by the port that provides it (app/modules.ts
 * hands them across; modules never import each other): market data's `prices` and `fx`, account's
 * `profile`, auth's `security`, `identity` and `users`, kyc's `levels`, and operator's `approvals`.
 */
import type { ActionKind, OperatorAction, OperatorRole } from '@bourse/contract';
import type { Executor } from '@bourse/db';

export type ActionValue = string | number | boolean | null | string[];

/** A two-person action as its kind's handler sees it when a second operator approves it. */
export interface ApprovedAction {
  id: number;
  payload: Record<string, ActionValue>;
  proposed_by: number;
}

export interface Price {
  /** Price in price units (10^-scale of the quote currency). */
  price: bigint;
  scale: number;
}

export interface WalletPorts {
  prices: {
    /** The last price of `<code>/USDT`, or undefined. */
    usdtPrice(code: string): Price | undefined;
  };
  fx: {
    /** Units of the fiat per 1 USD (decimal string), from the fiat rates. */
    fiatRate(fiat: string): Promise<string>;
  };
  profile: {
    defaultFiat(userId: number): Promise<string>;
  };
  security: {
    verifyPayPassword(userId: number, payPassword: string): Promise<void>;
    /** A code from the user's authenticator (TOTP_INVALID otherwise). */
    verifyTotp(userId: number, totpCode: string): Promise<void>;
  };
  identity: {
    of(userId: number): Promise<{ email: string | null; mobile: string | null; securityChangedAt: Date | null; totpEnabled: boolean }>;
  };
  levels: {
    /** 0 none, 1 basic, 2 advanced. */
    level(userId: number): Promise<0 | 1 | 2>;
  };
  users: {
    /** Operator look-up by id, email or mobile. */
    find(
      q: string,
    ): Promise<
      Array<{ id: number; email: string | null; mobile: string | null; area_code: string | null; status: string; created_at: string }>
    >;
  };
  /** The operator module's two-person actions (operator/approvals.ts). */
  approvals: {
    /** Say who approves a kind and what approving it does (in the approval's transaction). */
    register(
      kind: ActionKind,
      def: {
        approverRoles: readonly OperatorRole[];
        apply(
          ex: Executor,
          action: ApprovedAction,
          approverId: number,
        ): Promise<{ result?: Record<string, ActionValue>; effectiveAt?: Date } | void>;
      },
    ): void;
    propose(
      ex: Executor,
      p: { kind: ActionKind; target: string; payload: Record<string, ActionValue>; proposerId: number },
    ): Promise<OperatorAction>;
    approve(approverId: number, id: number): Promise<OperatorAction>;
    pendingId(ex: Executor, kind: ActionKind, target: string): Promise<number | undefined>;
    rejectPending(ex: Executor, of: { kind: ActionKind; target: string }, by: { operatorId: number; reason: string }): Promise<void>;
    /** Refuse with the reason's code unless `approverId` may approve a record `proposerId` made. */
    assertCanApprove(ex: Executor, approverId: number, action: { proposerId: number; roles: readonly OperatorRole[] }): Promise<void>;
  };
}
