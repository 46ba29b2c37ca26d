/**
 * One side of the book: price levels, each a FIFO of orders (a doubly linked list, so a cancel is
 * O(1)), and the level prices kept sorted with the best price last, so taking the best level is
 * a pop.
 */
export interface Order {
  id: number;
  owner: number;
  side: 'buy' | 'sell';
  price: number;
  remaining: number;
  filled: number;
  level: Level | null;
  prev: Order | null;
  next: Order | null;
}

export interface Level {
  price: number;
  head: Order | null;
  tail: Order | null;
  volume: number;
  count: number;
}

export class BookSide {
  /** Sorted so the best price is last: bids ascending, asks descending. */
  readonly prices: number[] = [];
  readonly levels = new Map<number, Level>();

  constructor(readonly isBid: boolean) {}

  best(): Level | undefined {
    const n = this.prices.length;
    return n === 0 ? undefined : this.levels.get(this.prices[n - 1]!);
  }

  /** Index at which `price` sits (or would sit) in `prices`. */
  private indexOf(price: number): number {
    let lo = 0;
    let hi = this.prices.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const p = this.prices[mid]!;
      if (this.isBid ? p < price : p > price) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(order: Order): void {
    let level = this.levels.get(order.price);
    if (!level) {
      level = { price: order.price, head: null, tail: null, volume: 0, count: 0 };
      this.levels.set(order.price, level);
      const n = this.prices.length;
      const isNewBest = n === 0 || (this.isBid ? order.price > this.prices[n - 1]! : order.price < this.prices[n - 1]!);
      if (isNewBest) this.prices.push(order.price);
      else this.prices.splice(this.indexOf(order.price), 0, order.price);
    }
    order.level = level;
    order.prev = level.tail;
    order.next = null;
    if (level.tail) level.tail.next = order;
    else level.head = order;
    level.tail = order;
    level.volume += order.remaining;
    level.count++;
  }

  remove(order: Order): void {
    const level = order.level;
    if (!level) return;
    if (order.prev) order.prev.next = order.next;
    else level.head = order.next;
    if (order.next) order.next.prev = order.prev;
    else level.tail = order.prev;
    level.volume -= order.remaining;
    level.count--;
    order.level = null;
    order.prev = null;
    order.next = null;
    if (level.count === 0) {
      this.levels.delete(level.price);
      const n = this.prices.length;
      if (this.prices[n - 1] === level.price) this.prices.pop();
      else this.prices.splice(this.indexOf(level.price), 1);
    }
  }

  /** Reduce a resting order after a partial fill (it keeps its place). */
  reduce(order: Order, qty: number): void {
    order.remaining -= qty;
    order.filled += qty;
    order.level!.volume -= qty;
  }
}
