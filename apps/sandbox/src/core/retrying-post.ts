/** What a retried POST records about itself: tries so far and the outcome of the last one. */
export type PostedDelivery = {
  url: string;
  body: string;
  attempts: number;
  /** HTTP status of the last attempt, null when the request itself failed. */
  status: number | null;
  delivered: boolean;
};

/**
 * Posts JSON and retries a failed post (non-2xx or network error) in the background at the given
 * delays, as platforms retry their webhooks. Retry timers are unref'd and cancelled by `close()`.
 * `noteError` gets the failure of each attempt (undefined after a success).
 */
export class RetryingPoster<D extends PostedDelivery> {
  private timers = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly delaysMs: readonly number[],
    private readonly timeoutMs: number,
    private readonly noteError: (delivery: D, error: string | undefined) => void = () => {},
  ) {}

  /** Attempts once now (the promise settles after that attempt); retries continue afterwards. */
  async post(delivery: D, headers: Record<string, string>): Promise<void> {
    if (this.closed) return;
    delivery.attempts++;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: delivery.body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
      delivery.delivered = response.ok;
      this.noteError(delivery, response.ok ? undefined : `HTTP ${response.status}`);
    } catch (error) {
      delivery.status = null;
      this.noteError(delivery, error instanceof Error ? error.message : String(error));
    }
    const delay = this.delaysMs[delivery.attempts - 1];
    if (delivery.delivered || delay === undefined || this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.post(delivery, headers);
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  close() {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
