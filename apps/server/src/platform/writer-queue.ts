/**
 * A market's writer queue (spot's book writer, futures' and seconds options' group commits). Work
 * runs one job at a time, in arrival order. Batchable items (orders,
 * cancels, reference prices, re-quotes) that wait next to each other are handed to the batch
 * handler together, up to `bound` at a time, so a market under load commits many orders in one
 * transaction (group commit) while an idle market answers the first order at once: nothing waits
 * for a batch to fill. Exclusive work (a rebuild, a test's barrier) runs alone.
 */
type Job<I> = { kind: 'exclusive'; work: () => Promise<void> } | { kind: 'item'; item: I };

export class WriterQueue<I> {
  private readonly pending: Array<Job<I>> = [];
  private draining = false;

  constructor(
    private readonly bound: number,
    private readonly handle: (items: I[]) => Promise<void>,
  ) {}

  /** Run `work` alone after everything queued before it; its failure does not stop the queue. */
  run<T>(work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.push({ kind: 'exclusive', work: () => Promise.resolve().then(work).then(resolve, reject) });
    });
  }

  /** How many items wait for a batch (tests gather a batch by it). */
  get waiting(): number {
    return this.pending.filter((j) => j.kind === 'item').length;
  }

  /** Queue an item for the next batch (the handler answers it). */
  submit(item: I): void {
    this.push({ kind: 'item', item });
  }

  /**
   * Take the items waiting at the head of the queue (up to `max`, stopping at exclusive work): a
   * writer that is about to write a batch reads the next one in the same round trip.
   */
  take(max: number): I[] {
    const items: I[] = [];
    while (items.length < max && this.pending[0]?.kind === 'item') items.push((this.pending.shift() as { item: I }).item);
    return items;
  }

  private push(job: Job<I>): void {
    this.pending.push(job);
    if (!this.draining) void this.drain();
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length > 0) {
        const head = this.pending[0]!;
        if (head.kind === 'exclusive') {
          this.pending.shift();
          await head.work();
          continue;
        }
        const items = this.take(this.bound);
        // The handler answers every item itself; a failure here must not stop the queue.
        await this.handle(items).catch(() => undefined);
      }
    } finally {
      this.draining = false;
    }
  }
}
