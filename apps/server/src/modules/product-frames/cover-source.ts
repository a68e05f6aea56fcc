import { marketplaceLabel } from '@booster/domain';
import { AppError } from '../../platform/errors/index.ts';

/** Largest cover we read: the biggest any platform accepts (Shopee, 10 MB). */
const MAX_COVER_BYTES = 10 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * The bytes of a cover the platform serves (its CDN URL, as the platform handed it out). A platform
 * that does not answer is retried like any platform hiccup; a cover that is gone or not an image is
 * a failure of that product.
 */
export async function readCover(
  fetchFn: typeof fetch,
  url: string,
  marketplace: string,
): Promise<Uint8Array> {
  const unavailable = (cause?: unknown) =>
    new AppError('MARKETPLACE_UNAVAILABLE', {
      params: { marketplace: marketplaceLabel(marketplace) },
      cause,
    });
  if (!/^https?:\/\//.test(url))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'itemFailure.coverUnreadable' });
  let response: Response;
  try {
    response = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    throw unavailable(cause);
  }
  if (response.status >= 500 || response.status === 429) throw unavailable();
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('image/'))
    throw new AppError('VALIDATION_FAILED', { messageKey: 'itemFailure.coverUnreadable' });
  const data = new Uint8Array(await response.arrayBuffer());
  if (data.length === 0 || data.length > MAX_COVER_BYTES)
    throw new AppError('VALIDATION_FAILED', { messageKey: 'itemFailure.coverUnreadable' });
  return data;
}
