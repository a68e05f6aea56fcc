import type { Platform } from './types.ts';

/**
 * Injected failures: the next `times` calls whose path contains `pathContains` answer `status`; a 429
 * carries `Retry-After: retryAfterSeconds` (1 unless set; tests pass 0 to keep retries fast).
 */
export type Fault = {
  platform: Platform;
  pathContains: string;
  status: number;
  remaining: number;
  retryAfterSeconds: number;
};

export class FaultStore {
  private faults: Fault[] = [];

  add(platform: Platform, pathContains: string, status: number, times: number, retryAfterSeconds = 1) {
    this.faults.push({ platform, pathContains, status, remaining: times, retryAfterSeconds });
  }

  clear() {
    this.faults = [];
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /** Consumes one matching fault and returns it, or null when the call should run normally. */
  take(platform: Platform, path: string): { status: number; retryAfterSeconds: number } | null {
    const fault = this.faults.find(
      (f) => f.platform === platform && f.remaining > 0 && path.includes(f.pathContains),
    );
    if (!fault) return null;
    fault.remaining--;
    if (fault.remaining === 0) this.faults = this.faults.filter((f) => f !== fault);
    return { status: fault.status, retryAfterSeconds: fault.retryAfterSeconds };
  }
}
