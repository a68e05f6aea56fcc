import { CourierUnavailableError } from './port.ts';

/** A courier call with a time limit; answers the status and the JSON body (null when not JSON). */
export async function courierCall(
  fetcher: typeof fetch,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  try {
    const res = await fetcher(url, { ...init, signal: AbortSignal.timeout(10_000) });
    const body = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch (cause) {
    throw new CourierUnavailableError(`courier call failed: ${url.split('?')[0]}`, { cause });
  }
}

/** Events with a readable time only; a line without one cannot be placed on the timeline. */
export function timedEvents<T>(
  items: readonly T[],
  read: (item: T) => { at: Date | null; description: string; location: string },
) {
  return items
    .map(read)
    .filter(
      (e): e is { at: Date; description: string; location: string } => e.at !== null && e.description !== '',
    );
}

export const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
