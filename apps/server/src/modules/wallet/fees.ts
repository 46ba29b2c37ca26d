/**
 * Fees and spreads the operators set (DESIGN.md section 1, rule 6; issue 12). Any change of the
 * exchange spread or fee, or of a network's withdrawal fee, is a two-person action: the admin
 * proposes it, a second operator (admin or finance) approves it, and it then takes effect only after
 * the notice period (`fee_notice_days`, 7 days), during which `GET /fees/upcoming` shows it to every
 * user. The fee in effect is read at each use: the newest approved change whose time has come,
 * else the configured value. What is not a fee (quote lifetime, withdrawal minimum, pausing a
 * network) still applies at once.
 */
import type { ConfigChangeResult, OperatorAction, UpcomingFees } from '@bourse/contract';
import type { Executor } from '@bourse/db';
import { formatUnits, parseUnits, toSafeCount } from '@bourse/money';
import type { AppContext } from '../../app/context';
import type { AssetInfo } from '../../platform/assets';
import { AppError } from '../../platform/errors';
import { type FeeChangeRow, insertFeeChange, latestExchangeChange, latestWithdrawFees, upcomingFeeChanges } from './fee-store';
import { networksOf } from './networks';
import type { WalletPorts } from './ports';
import { listNetworks, updateNetworkConfig } from './store';

const DAY_MS = 86_400_000;
/** Fee changes are approved by a second admin or a finance operator. */
const APPROVERS = ['finance'] as const;
/** Spread and fee are refused above 10 % (100,000 ppm); a quote lives 3 to 120 seconds. */
const MAX_PPM = 100_000;

export interface ExchangeFees {
  spreadPpm: number;
  feePpm: number;
}

/** A ppm rate as a percent string: 2,500 ppm is "0.25". */
const percent = (ppm: number) => formatUnits(BigInt(ppm), 4);

/**
 * A rate in parts per million from a stored proposal: an exact integer (BigInt refuses a fraction
 * or junk, toSafeCount an overflow), never a float read of whatever the payload holds.
 */
const ppm = (value: unknown): number => toSafeCount(BigInt(String(value)));

export class Fees {
  constructor(
    private readonly ctx: AppContext,
    private readonly approvals: WalletPorts['approvals'],
  ) {
    approvals.register('fee.exchange', {
      approverRoles: APPROVERS,
      apply: async (ex, action) => {
        const effectiveAt = await this.effectiveAt(ex);
        const before = await this.scheduledExchange(ex);
        await insertFeeChange(ex, {
          action_id: action.id,
          kind: 'exchange',
          asset_id: null,
          network: null,
          spread_ppm: ppm(action.payload.spread_ppm),
          fee_ppm: ppm(action.payload.fee_ppm),
          withdraw_fee: null,
          previous: { spread_ppm: before.spreadPpm, fee_ppm: before.feePpm },
          announced_at: this.ctx.clock.now(),
          effective_at: effectiveAt,
        });
        return { effectiveAt };
      },
    });
    approvals.register('fee.network', {
      approverRoles: APPROVERS,
      apply: async (ex, action) => {
        const asset = this.ctx.assets.byIdOrFail(Number(action.payload.currency_id));
        const network = String(action.payload.network);
        const fee = parseUnits(String(action.payload.withdraw_fee), asset.scale);
        const effectiveAt = await this.effectiveAt(ex);
        const before = await this.scheduledWithdrawFee(ex, asset, network);
        await insertFeeChange(ex, {
          action_id: action.id,
          kind: 'network',
          asset_id: asset.id,
          network,
          spread_ppm: null,
          fee_ppm: null,
          withdraw_fee: fee,
          previous: { withdraw_fee: before.toString() },
          announced_at: this.ctx.clock.now(),
          effective_at: effectiveAt,
        });
        return { effectiveAt };
      },
    });
  }

  private async effectiveAt(ex: Executor): Promise<Date> {
    const days = await this.ctx.settings.get(ex, 'fee_notice_days');
    return new Date(this.ctx.clock.now().getTime() + days * DAY_MS);
  }

  /** The exchange's spread and fee in effect now. */
  async exchange(ex: Executor = this.ctx.db): Promise<ExchangeFees> {
    return this.exchangeAt(ex, this.ctx.clock.now());
  }

  private async exchangeAt(ex: Executor, at: Date | undefined): Promise<ExchangeFees> {
    const change = await latestExchangeChange(ex, at);
    if (change) return { spreadPpm: change.spread_ppm!, feePpm: change.fee_ppm! };
    return {
      spreadPpm: await this.ctx.settings.get(ex, 'exchange_spread_ppm'),
      feePpm: await this.ctx.settings.get(ex, 'exchange_fee_ppm'),
    };
  }

  /** What the exchange will charge once every approved change is in effect (a new change's "from"). */
  private scheduledExchange(ex: Executor): Promise<ExchangeFees> {
    return this.exchangeAt(ex, undefined);
  }

  private async scheduledWithdrawFee(ex: Executor, asset: AssetInfo, network: string): Promise<bigint> {
    return (await latestWithdrawFees(ex, asset.id)).get(network) ?? this.configuredFee(ex, asset, network);
  }

  /** The network's configured fee: the base that approved changes override. */
  private async configuredFee(ex: Executor, asset: AssetInfo, network: string): Promise<bigint> {
    const row = (await listNetworks(ex, asset.id)).find((n) => n.network === network);
    if (!row) throw new AppError('NETWORK_UNKNOWN');
    return BigInt(row.withdraw_fee);
  }

  /** POST /operator/config/exchange: the quote lifetime now; a new spread or fee proposed. */
  async setExchange(
    operatorId: number,
    input: { spread_ppm: number; fee_ppm: number; quote_ttl_seconds: number },
    saved: string,
  ): Promise<ConfigChangeResult> {
    if (input.spread_ppm > MAX_PPM || input.fee_ppm > MAX_PPM || input.quote_ttl_seconds < 3 || input.quote_ttl_seconds > 120) {
      throw new AppError('INVALID_PARAMETER');
    }
    return this.ctx.db.tx(async (ex) => {
      await this.ctx.settings.set(ex, 'exchange_quote_ttl_seconds', input.quote_ttl_seconds);
      const now = await this.scheduledExchange(ex);
      if (now.spreadPpm === input.spread_ppm && now.feePpm === input.fee_ppm) return { message: saved, action: null };
      const action = await this.approvals.propose(ex, {
        kind: 'fee.exchange',
        target: 'exchange',
        payload: { spread_ppm_from: now.spreadPpm, spread_ppm: input.spread_ppm, fee_ppm_from: now.feePpm, fee_ppm: input.fee_ppm },
        proposerId: operatorId,
      });
      return { message: saved, action };
    });
  }

  /** POST /operator/config/network: minimum and open or paused now; a new withdrawal fee proposed. */
  async setNetwork(
    operatorId: number,
    input: {
      currency_id: number;
      network: string;
      withdraw_fee: string;
      withdraw_min: string;
      deposit_enabled: boolean;
      withdraw_enabled: boolean;
    },
    saved: string,
  ): Promise<ConfigChangeResult> {
    const asset = this.ctx.assets.byIdOrFail(input.currency_id);
    const fee = parseUnits(input.withdraw_fee, asset.scale);
    const min = parseUnits(input.withdraw_min, asset.scale);
    return this.ctx.db.tx(async (ex) => {
      const current = (await networksOf(ex, asset, this.ctx.clock.now())).find((n) => n.network === input.network);
      if (!current) throw new AppError('NETWORK_UNKNOWN');
      await updateNetworkConfig(ex, {
        assetId: asset.id,
        network: current.network,
        // The configured fee is the base the approved changes override: it never moves here.
        withdrawFee: await this.configuredFee(ex, asset, current.network),
        withdrawMin: min,
        depositEnabled: input.deposit_enabled,
        withdrawEnabled: input.withdraw_enabled,
      });
      const scheduled = await this.scheduledWithdrawFee(ex, asset, current.network);
      if (scheduled === fee) return { message: saved, action: null };
      const action: OperatorAction = await this.approvals.propose(ex, {
        kind: 'fee.network',
        target: `network:${asset.code}:${current.network}`,
        payload: {
          currency_id: asset.id,
          currency: asset.code,
          network: current.network,
          withdraw_fee_from: formatUnits(scheduled, asset.scale),
          withdraw_fee: formatUnits(fee, asset.scale),
        },
        proposerId: operatorId,
      });
      return { message: saved, action };
    });
  }

  /** GET /fees/upcoming: every approved change not yet in effect, for every user to see. */
  async upcoming(): Promise<UpcomingFees> {
    const rows = await upcomingFeeChanges(this.ctx.db, this.ctx.clock.now());
    return {
      notice_days: await this.ctx.settings.get(this.ctx.db, 'fee_notice_days'),
      changes: rows.flatMap((r) => this.upcomingOf(r)),
    };
  }

  private upcomingOf(r: FeeChangeRow): UpcomingFees['changes'] {
    const when = { announced_at: r.announced_at.toISOString(), effective_at: r.effective_at.toISOString() };
    if (r.kind === 'network') {
      const asset = this.ctx.assets.byIdOrFail(r.asset_id!);
      const from = formatUnits(BigInt(r.previous.withdraw_fee ?? '0'), asset.scale);
      return [
        {
          item: 'withdraw_fee',
          currency: asset.code,
          network: r.network,
          from,
          to: formatUnits(BigInt(r.withdraw_fee!), asset.scale),
          ...when,
        },
      ];
    }
    const out: UpcomingFees['changes'] = [];
    const exchange = { currency: null, network: null, ...when };
    if (r.previous.spread_ppm !== r.spread_ppm) {
      out.push({ item: 'exchange_spread', from: percent(r.previous.spread_ppm ?? 0), to: percent(r.spread_ppm!), ...exchange });
    }
    if (r.previous.fee_ppm !== r.fee_ppm)
      out.push({ item: 'exchange_fee', from: percent(r.previous.fee_ppm ?? 0), to: percent(r.fee_ppm!), ...exchange });
    return out;
  }
}
