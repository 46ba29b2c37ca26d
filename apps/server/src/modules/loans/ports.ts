/**
 * What loans needs from the other modules (app/modules.ts hands these across; modules never import
 * each other): market data's `prices` (the markets, the mark price with the recorded ticks it is the
 * median of, whether this node runs the feed, every batch of recorded ticks, keeping a proof's ticks)
 * and auth's `identity` (where a margin-call message goes).
 */
import type { Lang } from '@bourse/i18n';

/** A market as this module sees it. */
export interface LoanMarketView {
  id: number;
  base: string;
  quote: string;
  kind: 'crypto' | 'stock';
  priceScale: number;
}

export interface LoanTick {
  id: number;
  ts: number;
  price: bigint;
  priceScale: number;
  source: string;
}

export interface LoanMark {
  price: bigint;
  ts: number;
  windowMs: number;
  ticks: LoanTick[];
}

export interface LoanPorts {
  prices: {
    markets(): LoanMarketView[];
    /** The mark price now (median of the last recorded ticks), or undefined before enough ticks. */
    markPrice(marketId: number): LoanMark | undefined;
    /** Whether this node runs the price feed: only that node liquidates. */
    leads(): boolean;
    onTicks(listener: () => void): void;
    keepTicks(keeper: { name: string; sql: string }): void;
  };
  identity: {
    of(userId: number): Promise<{ email: string | null; areaCode: string | null; mobile: string | null }>;
  };
  /** Account's: the language a margin-call message is written in. */
  profile: { language(userId: number): Promise<Lang> };
}
