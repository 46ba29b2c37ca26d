/**
 * Funding deposits (issue 12, item 1): the only way real money enters the platform's own accounts
 * (house, insurance fund, treasury, exchange liquidity, market maker). A finance operator proposes
 * the amount with the reference of the transfer that brought the assets in; a second operator
 * approves it (operator/approvals.ts: not their own, not within 24 hours of being added, not their
 * creator's), and only then is it posted: `funding.deposit` from `sys:world`, audited. There is no
 * other way to put money into a system account (platform/money-origin.ts checks the ledger for it).
 */
import type { FundableAccount, OperatorAction, TreasuryBook } from '@bourse/contract';
import { postEntry, SYSTEM, SYSTEM_BOOK, systemAccount, type SystemName } from '@bourse/ledger';
import { formatUnits, parseUnits } from '@bourse/money';
import type { AppContext } from '../../app/context';
import { recordAudit } from '../../platform/audit';
import { fail } from '../../platform/errors';
import { FUNDING_DEPOSIT_KIND } from '../../platform/money-origin';
import type { WalletPorts } from './ports';

const ACCOUNTS: Record<FundableAccount, SystemName> = {
  house: 'house',
  insurance: 'insurance',
  treasury: 'treasury',
  liquidity: 'liquidity',
  market_maker: 'marketMaker',
};

export class Fundings {
  constructor(
    private readonly ctx: AppContext,
    private readonly approvals: WalletPorts['approvals'],
  ) {
    approvals.register(FUNDING_DEPOSIT_KIND, {
      approverRoles: ['finance'],
      apply: async (ex, action, approverId) => {
        const account = ACCOUNTS[String(action.payload.account) as FundableAccount];
        const asset = ctx.assets.byCodeOrFail(String(action.payload.currency));
        const amount = parseUnits(String(action.payload.amount), asset.scale, { allowZero: false });
        const reference = String(action.payload.reference);
        // Proposals before treasury books carried no book: they went to `main`.
        const book = String(action.payload.book ?? SYSTEM_BOOK);
        await postEntry(ex, {
          key: `funding:${action.id}`,
          kind: FUNDING_DEPOSIT_KIND,
          meta: { actionId: action.id, reference },
          lines: [
            { account: systemAccount('world', asset.code), amount: -amount },
            { account: systemAccount(account, asset.code, book), amount },
          ],
        });
        await recordAudit(ex, {
          operatorId: approverId,
          action: FUNDING_DEPOSIT_KIND,
          target: fundingTarget(SYSTEM[account], asset.code, book),
          detail: { amount: formatUnits(amount, asset.scale), reference, action: action.id, proposed_by: action.proposed_by },
        });
      },
    });
  }

  /** POST /operator/funding: propose; nothing is posted until a second operator approves. */
  async propose(
    operatorId: number,
    input: { account: FundableAccount; book?: TreasuryBook; currency_id: number; amount: string; reference: string },
  ) {
    // A product's book exists only in the treasury: house, insurance and the others have one pot.
    const book = input.book ?? SYSTEM_BOOK;
    if (input.account !== 'treasury' && book !== SYSTEM_BOOK) fail('INVALID_PARAMETER');
    const asset = this.ctx.assets.byIdOrFail(input.currency_id);
    const amount = parseUnits(input.amount, asset.scale, { allowZero: false });
    return this.ctx.db.tx((ex): Promise<OperatorAction> =>
      this.approvals.propose(ex, {
        kind: FUNDING_DEPOSIT_KIND,
        // One pending funding per account, book and asset: a second waits until the first is decided.
        target: fundingTarget(SYSTEM[ACCOUNTS[input.account]], asset.code, book),
        payload: {
          account: input.account,
          book,
          currency: asset.code,
          amount: formatUnits(amount, asset.scale),
          reference: input.reference,
        },
        proposerId: operatorId,
      }),
    );
  }
}

/** `sys:treasury:USDT` for a main book (as before books), `sys:treasury:USDT:lock-mining` for a product's. */
function fundingTarget(owner: string, asset: string, book: string): string {
  return book === SYSTEM_BOOK ? `${owner}:${asset}` : `${owner}:${asset}:${book}`;
}
