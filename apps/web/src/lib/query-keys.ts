/**
 * Query key factory: one per domain, so invalidation can target a domain, its lists or one item.
 * `keysFor('notifications').list({ limit: 5 })` → ['notifications', 'list', { limit: 5 }].
 */
export function keysFor<D extends string>(domain: D) {
  return {
    all: [domain] as const,
    lists: () => [domain, 'list'] as const,
    list: (params?: Record<string, unknown>) => [domain, 'list', params ?? {}] as const,
    details: () => [domain, 'detail'] as const,
    detail: (id: string) => [domain, 'detail', id] as const,
    custom: (...parts: readonly unknown[]) => [domain, ...parts] as const,
  };
}
