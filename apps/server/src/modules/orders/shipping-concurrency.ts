/** Orders asked of a platform at once: quick enough for hundreds, few enough for its rate limit. */
export const PLATFORM_CONCURRENCY = 4;

/** `fn` over `items` with at most `limit` calls in flight; results keep the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
