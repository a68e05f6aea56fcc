/**
 * Tokopedia's pages ship their Apollo client cache as `window.__cache`: every nested object of a
 * query's answer stored flat under a generated key, referenced as `{type: 'id', generated: true, id}`.
 */
export function apolloCache(queries: Record<string, unknown>): Record<string, unknown> {
  const cache: Record<string, unknown> = {};
  const root: Record<string, unknown> = {};

  const store = (key: string, value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => store(`${key}.${i}`, v));
    if (typeof value !== 'object' || value === null) return value;
    const entry = Object.fromEntries(
      Object.entries(value).map(([field, v]) => [field, store(`${key}.${field}`, v)]),
    );
    cache[key] = entry;
    return { type: 'id', generated: true, id: key, typename: (value as { __typename?: string }).__typename };
  };

  for (const [field, answer] of Object.entries(queries)) root[field] = store(`$ROOT_QUERY.${field}`, answer);
  return { ROOT_QUERY: root, ...cache };
}
