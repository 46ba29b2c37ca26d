/**
 * The scripted feed, for tests only (the server refuses PRICE_FEED=scripted outside NODE_ENV=test):
 * a test pushes each tick it wants, with the price and time it chooses.
 */
import type { Tick } from '../candles';
import type { PriceFeed } from './types';

export class ScriptedFeed implements PriceFeed {
  readonly name = 'scripted';
  readonly simulated = true;
  private emit: ((tick: Tick) => void) | undefined;

  async start(emit: (tick: Tick) => void): Promise<void> {
    this.emit = emit;
  }

  async stop(): Promise<void> {
    this.emit = undefined;
  }

  push(tick: Tick): void {
    if (!this.emit) throw new Error('scripted feed is not running');
    this.emit(tick);
  }
}
