/**
 * The wallet's chain part: one watcher (and, where the signer holds a key, one payout queue) per
 * watched network, run on the node holding that network's lease, as a market's writer is
 * (docs/decisions/0006; `Db.leases`): a second node takes over when the first dies, and the
 * cursor in the database makes it carry on where the first stopped.
 */
import type { Executor, LeaseSet } from '@bourse/db';
import { postEntry, systemAccount } from '@bourse/ledger';
import { parseUnits } from '@bourse/money';
import type { AppContext } from '../../../app/context';
import type { Timer } from '../../../platform/clock';
import { DEMO_ISSUANCE_KIND } from '../../../platform/money-origin';
import type { ChainAdapter, PayoutSigner } from './adapter';
import { EvmAdapter } from './evm';
import { EsploraAdapter } from './indexer';
import { TronGridAdapter } from './tron-grid';
import {
  confirmationsOf,
  EVM_DECIMALS,
  EVM_NETWORK,
  evmMode,
  INDEXER_CONFIRMATIONS,
  LEASE_BASE,
  LEASE_OFFSET,
  MIN_DEPOSIT,
} from './networks';
import { type PayoutSettings, Payouts } from './payouts';
import { BtcSigner, readBtcKey } from './btc-signer';
import { EvmSigner, readHotKey } from './signer';
import { readSweepKey, readXprv, Sweeper } from './sweep';
import { BtcSweeper } from './btc-sweep';
import { openSweeps } from './sweep-store';
import { readTronKey, TronSigner } from './tron-signer';
import { TronSweeper } from './tron-sweep';
import { upsertXpubSource } from '../store';
import type { SimChain } from './sim';
import { countByStatus, openPayouts, queuePayout } from './store';
import { Watcher } from './watcher';

export class ChainPart {
  readonly watchers = new Map<string, Watcher>();
  readonly payouts = new Map<string, Payouts>();
  /** Each network whose deposit addresses the signer can sweep (EVM: sweep.ts; BTC: btc-sweep.ts; TRC20: tron-sweep.ts). */
  readonly sweepers = new Map<string, { pass(): Promise<void> }>();
  sim: SimChain | undefined;
  private leases: LeaseSet | undefined;
  private readonly held = new Set<string>();
  private timer: Timer | undefined;
  private stopped = false;

  constructor(private readonly ctx: AppContext) {}

  /** Whether deposits on this network are credited by a watcher (else: voucher claims reviewed by hand). */
  watches(network: string): boolean {
    return this.watchers.has(network);
  }

  /** Whether this network's approved withdrawals are paid on chain by the signer. */
  paysOut(network: string): boolean {
    return this.payouts.has(network);
  }

  queuePayout(ex: Executor, w: { id: number; network: string; operatorId: number; at: Date }): Promise<void> {
    return queuePayout(ex, w);
  }

  async start(): Promise<void> {
    try {
      await this.buildEvm();
    } catch (err) {
      // The demo's chain (say, its port taken by another server) must not stop the exchange: the
      // network falls back to claims reviewed by hand, and the log says why.
      if (evmMode(this.ctx.config) !== 'simulated') throw err;
      this.ctx.log.error({ err }, 'chain: the simulated chain could not start; ERC20 deposits are reviewed by hand');
      this.watchers.clear();
      this.payouts.clear();
      this.sweepers.clear();
    }
    this.buildIndexers();
    if (this.watchers.size === 0) return;
    await this.poll();
  }

  private async buildEvm(): Promise<void> {
    const config = this.ctx.config;
    const mode = evmMode(config);
    if (mode === 'off') return;
    let hotKey = readHotKey(config);
    let rpcUrl = config.CHAIN_EVM_RPC_URL!;
    let usdt = config.CHAIN_EVM_USDT_CONTRACT;
    if (mode === 'simulated') {
      // Loaded only here: the node's code is large and a real deployment never needs it.
      const { startSimChain } = await import('./sim');
      this.sim = await startSimChain(this.ctx.config.dataDir, config.CHAIN_SIM_PORT, hotKey);
      ({ url: rpcUrl, usdt } = this.sim.node);
      hotKey = this.sim.hotKey;
      this.ctx.log.info({ url: rpcUrl, usdt }, 'chain: simulated EVM node running (play money)');
    }
    const scales = Object.fromEntries(this.ctx.assets.list().map((a) => [a.code, a.scale]));
    const adapter = new EvmAdapter({
      network: EVM_NETWORK,
      rpcUrl,
      native: 'ETH',
      tokens: usdt ? { USDT: usdt } : {},
      chainDecimals: EVM_DECIMALS,
      scales,
    });
    const confirmations = confirmationsOf(config);
    this.watch(adapter, confirmations, config.CHAIN_EVM_START_BLOCK ?? (mode === 'simulated' ? 0 : undefined));
    if (!hotKey) return;
    const signer = new EvmSigner(hotKey, adapter, parseUnits(String(config.CHAIN_EVM_MAX_FEE_GWEI), 9));
    const bumpAfterMs = config.CHAIN_EVM_BUMP_AFTER_MS;
    this.pay(adapter, signer, { confirmations, bumpAfterMs });
    const sweepKey = readSweepKey(config) ?? this.sim?.sweepKey;
    if (sweepKey)
      this.sweepers.set(EVM_NETWORK, new Sweeper(this.ctx, adapter, { key: sweepKey, hot: signer, confirmations, bumpAfterMs }));
    if (this.sim) await this.useSimDepositKey(this.sim.sweepKey.publicExtendedKey);
    if (this.sim) await this.fundSimGas();
  }

  /**
   * The simulated chain's network fees are play ETH: the demo's fee account is given some once
   * (demo issuance, never in production: the simulated chain never runs there), so its payouts and
   * sweeps have gas to hold. A real network's gas is paid from the fees the platform collected.
   */
  private async fundSimGas(): Promise<void> {
    const amount = parseUnits('10', this.ctx.assets.byCodeOrFail('ETH').scale);
    await this.ctx.db.tx((ex) =>
      postEntry(ex, {
        key: 'demo:issuance:fees:simulated-gas:ETH',
        kind: DEMO_ISSUANCE_KIND,
        meta: { demo: true, purpose: "the simulated chain's network fees" },
        lines: [
          { account: systemAccount('demo', 'ETH'), amount: -amount },
          { account: systemAccount('fees', 'ETH'), amount },
        ],
      }),
    );
  }

  /**
   * The simulated chain's own deposit key, so its addresses can be swept: set only while the
   * network has handed out no address yet (a fresh demo), never over a key already in use.
   */
  private async useSimDepositKey(xpub: string): Promise<void> {
    await this.ctx.db.tx(async (ex) => {
      const { rows } = await ex.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM deposit_addresses WHERE network = $1 AND user_id IS NOT NULL`,
        [EVM_NETWORK],
      );
      if (rows[0]!.n === 0) await upsertXpubSource(ex, EVM_NETWORK, xpub);
    });
  }

  /**
   * BTC and TRC20 through a public indexer, each only when its URL is set (off by default); their
   * withdrawals are paid on chain only when the network's hot key is set too, else by an operator.
   */
  private buildIndexers(): void {
    this.buildBtc();
    this.buildTron();
  }

  /** BTC: deposits; payouts with the hot key; sweeps of its deposit addresses with the deposit key too. */
  private buildBtc(): void {
    const config = this.ctx.config;
    if (!config.CHAIN_BTC_INDEXER_URL) return;
    const btc = new EsploraAdapter(config.CHAIN_BTC_INDEXER_URL);
    this.watch(btc, INDEXER_CONFIRMATIONS.BTC!);
    const key = readBtcKey(config);
    if (!key) return;
    const hot = new BtcSigner(key, btc, { fallback: config.CHAIN_BTC_FEE_RATE, max: config.CHAIN_BTC_MAX_FEE_RATE });
    this.pay(btc, hot, { confirmations: INDEXER_CONFIRMATIONS.BTC!, bumpAfterMs: config.CHAIN_BTC_BUMP_AFTER_MS });
    const sweepKey = readXprv(config.CHAIN_BTC_SWEEP_XPRV, config.CHAIN_BTC_SWEEP_XPRV_FILE);
    const settings = { hotAddress: hot.address, fallbackFeeRate: config.CHAIN_BTC_FEE_RATE, confirmations: INDEXER_CONFIRMATIONS.BTC! };
    if (sweepKey) this.sweepers.set('BTC', new BtcSweeper(this.ctx, btc, { key: sweepKey, ...settings }));
  }

  /** TRC20: deposits; payouts with the hot key; sweeps of its deposit addresses with the deposit key too. */
  private buildTron(): void {
    const config = this.ctx.config;
    if (!config.CHAIN_TRC20_INDEXER_URL) return;
    const tron = new TronGridAdapter(config.CHAIN_TRC20_INDEXER_URL, config.CHAIN_TRC20_USDT_CONTRACT);
    const confirmations = INDEXER_CONFIRMATIONS.TRC20!;
    this.watch(tron, confirmations);
    const key = readTronKey(config);
    if (!key) return;
    const hot = new TronSigner(key, tron);
    this.pay(tron, hot, { confirmations });
    const sweepKey = readXprv(config.CHAIN_TRC20_SWEEP_XPRV, config.CHAIN_TRC20_SWEEP_XPRV_FILE);
    if (sweepKey) this.sweepers.set('TRC20', new TronSweeper(this.ctx, tron, { key: sweepKey, hot, confirmations }));
  }

  private pay(adapter: ChainAdapter, signer: PayoutSigner, settings: PayoutSettings): void {
    this.payouts.set(adapter.network, new Payouts(this.ctx, adapter, signer, settings));
  }

  private watch(adapter: ChainAdapter, confirmations: number, startBlock?: number): void {
    const scale = (code: string) => this.ctx.assets.find(code)?.scale ?? 0;
    const minDeposit = Object.fromEntries(adapter.assets.map((a) => [a, parseUnits(MIN_DEPOSIT[a] ?? '0', scale(a))]));
    // An indexer is asked per block or per address: fewer blocks per pass keep a pass short.
    const maxBlocksPerPass = adapter instanceof EvmAdapter ? 500 : 20;
    this.watchers.set(adapter.network, new Watcher(this.ctx, adapter, { confirmations, startBlock, minDeposit, maxBlocksPerPass }));
  }

  /** Take the leases nobody holds, then run a pass of each network this node holds. */
  private async poll(): Promise<void> {
    if (this.stopped) return;
    try {
      this.leases ??= await this.ctx.db.leases();
      const keys = [...this.watchers.keys()].map((n) => LEASE_BASE + (LEASE_OFFSET[n] ?? 0));
      const held = await this.leases.take(keys);
      this.held.clear();
      for (const n of this.watchers.keys()) if (held.has(LEASE_BASE + (LEASE_OFFSET[n] ?? 0))) this.held.add(n);
      for (const n of this.held) await this.passOf(n);
    } catch (err) {
      this.held.clear();
      void this.leases?.close();
      this.leases = undefined;
      this.ctx.log.warn({ err }, 'chain: lease session lost');
    }
    if (!this.stopped) this.timer = this.ctx.clock.setTimeout(() => void this.poll(), this.ctx.config.CHAIN_POLL_MS);
  }

  /** One pass of a network: deposits, then payouts; on the simulated chain, a block while something waits. */
  async passOf(network: string): Promise<void> {
    try {
      await this.watchers.get(network)?.pass();
      await this.payouts.get(network)?.pass();
      await this.sweepers.get(network)?.pass();
      if (this.sim && network === EVM_NETWORK && (await this.waiting(network))) await this.sim.node.mine(1);
    } catch (err) {
      this.ctx.log.warn({ err, network }, 'chain: pass failed, tried again at the next poll');
    }
  }

  private async waiting(network: string): Promise<boolean> {
    const counts = await countByStatus(this.ctx.db, network);
    if ((counts.seen ?? 0) > 0 || (await openPayouts(this.ctx.db, network)).length > 0) return true;
    return this.sweepers.has(network) && (await openSweeps(this.ctx.db, network)).length > 0;
  }

  /** Where a network's blocks come from, for the console. */
  sourceOf(network: string): string {
    if (network === EVM_NETWORK) return this.sim ? 'simulated' : 'rpc';
    return 'indexer';
  }

  holds(network: string): boolean {
    return this.held.has(network);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.timer?.cancel();
    await this.leases?.close();
    this.leases = undefined;
    await this.sim?.node.close();
  }
}
