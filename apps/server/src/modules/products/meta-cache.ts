/** Category trees, attributes and logistics change rarely: kept per marketplace + shop for a few minutes. */
const TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 2000;

export function createMetaCache(now: () => number = Date.now) {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    /** The cached value of `key`, or `load()`'s (a failed load is not kept). */
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      const value = load();
      entries.set(key, { expiresAt: now() + TTL_MS, value });
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}

export type MetaCache = ReturnType<typeof createMetaCache>;
