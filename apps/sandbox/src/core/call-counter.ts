import type { Platform } from './types.ts';

/** Keys kept at most; a long-running demo sandbox stops counting new paths rather than growing. */
const MAX_KEYS = 10_000;

/**
 * How many API calls each platform received per path, so tests can see that a batch went out as one
 * call (control API `GET calls`, reset with `DELETE calls`).
 */
export class CallCounter {
  private counts = new Map<string, { platform: Platform; path: string; count: number }>();

  record(platform: Platform, path: string) {
    const key = `${platform} ${path}`;
    const entry = this.counts.get(key);
    if (entry) entry.count++;
    else if (this.counts.size < MAX_KEYS) this.counts.set(key, { platform, path, count: 1 });
  }

  list(platform?: Platform, pathContains = '') {
    return [...this.counts.values()].filter(
      (c) => (!platform || c.platform === platform) && c.path.includes(pathContains),
    );
  }

  clear() {
    this.counts.clear();
  }
}
