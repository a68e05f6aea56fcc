import { createHttpClient, type HttpClient } from './http.ts';

/** What every platform implementation needs from outside; tests pass their own clock and client. */
export type AdapterContext = {
  http: HttpClient;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
};

export function createAdapterContext(overrides: Partial<AdapterContext> = {}): AdapterContext {
  return {
    http: overrides.http ?? createHttpClient(),
    now: overrides.now ?? (() => new Date()),
    sleep: overrides.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms))),
  };
}

/** Seconds, milliseconds or nanoseconds since the epoch (platforms use all three) -> Date. */
export function epochToDate(value: number | string): Date {
  const n = Number(value);
  if (n > 1e17) return new Date(Math.floor(n / 1e6));
  if (n > 1e11) return new Date(n);
  return new Date(n * 1000);
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Groups `items` into chunks of `size` (platform batch limits). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
