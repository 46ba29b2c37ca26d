/**
 * Where deposit addresses come from (a network's extended public key, or a pool of loaded
 * addresses) decides whose wallet users' deposits reach: one admin swapping the key would send every
 * new user's deposits to themself. So a change is a two-person action (issue 12): the admin
 * proposes it, checked at once (a key must derive, each address must fit the network), and a second
 * operator (admin or finance) approves it; only then is it applied.
 */
import type { OperatorAction } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import type { AppContext } from '../../app/context';
import { AppError } from '../../platform/errors';
import { DERIVABLE_NETWORKS, deriveAddress, isValidAddress } from './address-formats';
import type { Deposits } from './deposits';
import type { WalletPorts } from './ports';
import { lockDepositSource, upsertXpubSource } from './store';

const APPROVERS = ['finance'] as const;

/** A key that cannot derive would fail every user's receive screen later: refuse it now. */
function checkXpub(network: string, xpub: string): void {
  if (!DERIVABLE_NETWORKS.has(network)) throw new AppError('NETWORK_UNKNOWN');
  try {
    deriveAddress(network, xpub, 0);
  } catch {
    throw new AppError('INVALID_PARAMETER', undefined, 'xpub');
  }
}

export class DepositSources {
  constructor(
    private readonly ctx: AppContext,
    private readonly approvals: WalletPorts['approvals'],
    deposits: Deposits,
  ) {
    approvals.register('deposit.source', {
      approverRoles: APPROVERS,
      apply: async (ex, action) => {
        const network = String(action.payload.network);
        const xpub = String(action.payload.xpub);
        checkXpub(network, xpub);
        await upsertXpubSource(ex, network, xpub);
      },
    });
    approvals.register('deposit.pool', {
      approverRoles: APPROVERS,
      apply: async (ex, action) => {
        const addresses = action.payload.addresses as string[];
        return { result: { added: await deposits.loadPool(ex, String(action.payload.network), addresses) } };
      },
    });
  }

  /** POST /operator/deposit-source: propose a network's extended public key. */
  async proposeXpub(operatorId: number, network: string, xpub: string): Promise<OperatorAction> {
    checkXpub(network, xpub);
    return this.ctx.db.tx(async (ex) =>
      this.approvals.propose(ex, {
        kind: 'deposit.source',
        target: `deposit_source:${network}`,
        // The approver compares the key with the one the platform's custody holds: both are shown.
        payload: { network, xpub, previous_xpub: await this.currentXpub(ex, network) },
        proposerId: operatorId,
      }),
    );
  }

  private async currentXpub(ex: Executor, network: string): Promise<string | null> {
    return (await lockDepositSource(ex, network))?.xpub ?? null;
  }

  /** POST /operator/deposit-pool: propose addresses for a network's pool, each checked for the network. */
  async proposePool(operatorId: number, network: string, addresses: string[]): Promise<OperatorAction> {
    for (const a of addresses) if (!isValidAddress(network, a)) throw new AppError('ADDRESS_INVALID', undefined, a);
    return this.ctx.db.tx((ex) =>
      this.approvals.propose(ex, {
        kind: 'deposit.pool',
        target: `deposit_pool:${network}`,
        payload: { network, addresses: [...new Set(addresses)] },
        proposerId: operatorId,
      }),
    );
  }
}
