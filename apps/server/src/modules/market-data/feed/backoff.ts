/** Reconnection delays: 100 ms, doubling, at most 10 s; back to 100 ms after a good connection. */
export class Backoff {
  private attempt = 0;
  constructor(
    private readonly minMs = 100,
    private readonly maxMs = 10_000,
    private readonly factor = 2,
  ) {}

  next(): number {
    const delay = Math.min(this.maxMs, this.minMs * this.factor ** this.attempt);
    this.attempt++;
    return delay;
  }

  reset(): void {
    this.attempt = 0;
  }
}
