/**
 * Tokopedia's web pages ship their Apollo client cache (`window.__cache = {…}`): a flat map of
 * normalised objects where nested values are references `{ type: 'id', id: '<key>' }`. This puts
 * the references back, so a query's answer reads as the GraphQL response did.
 */
export type ApolloCache = Record<string, unknown>;

function isRef(value: unknown): value is { type: 'id'; id: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: unknown }).type === 'id' &&
    typeof (value as { id?: unknown }).id === 'string'
  );
}

export function resolveApollo(cache: ApolloCache, value: unknown, depth = 0): unknown {
  if (depth > 32) return null;
  if (isRef(value)) return resolveApollo(cache, cache[value.id] ?? null, depth + 1);
  if (Array.isArray(value)) return value.map((v) => resolveApollo(cache, v, depth + 1));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveApollo(cache, v, depth + 1)]));
  return value;
}

/** The answer of the root query field named `field` (whatever its arguments were). */
export function rootField(cache: ApolloCache, field: string): unknown {
  const root = cache.ROOT_QUERY;
  if (typeof root !== 'object' || root === null) return undefined;
  const key = Object.keys(root).find((k) => k === field || k.startsWith(`${field}(`));
  return key === undefined ? undefined : resolveApollo(cache, (root as Record<string, unknown>)[key]);
}
