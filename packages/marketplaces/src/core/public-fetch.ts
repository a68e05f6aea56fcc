import { AdapterError } from './port.ts';

/**
 * One GET of a public page or photo, politely: a timeout, a size cap, our own user agent, and only
 * the hosts the caller allows — redirects included (each hop is checked, at most three).
 */
export type PublicFetchOptions = {
  fetch: typeof fetch;
  /** Waits for the host's turn (the rate limit). */
  wait: (url: URL) => Promise<void>;
  timeoutMs: number;
  userAgent: string;
  /** Where a public URL is really fetched (the sandbox serves every host under one base). */
  locate: (url: URL) => string;
  /** The public URL of a Location the fetched host answered with. */
  unlocate: (location: string, from: URL) => URL;
};

export type PublicBody = { url: URL; contentType: string; bytes: Uint8Array };

const MAX_REDIRECTS = 3;

export async function fetchPublic(
  options: PublicFetchOptions,
  start: URL,
  limits: { maxBytes: number; allowed: (url: URL) => boolean; accept: string },
): Promise<PublicBody> {
  let url = start;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!limits.allowed(url)) throw refused(url);
    await options.wait(url);
    let response: Response;
    try {
      response = await options.fetch(options.locate(url), {
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: {
          'user-agent': options.userAgent,
          accept: limits.accept,
          'accept-language': 'id-ID,id;q=0.9',
        },
      });
    } catch (err) {
      throw new AdapterError(
        'platform',
        `${url.host} did not answer: ${(err as Error).message}`,
        'unreachable',
      );
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      url = options.unlocate(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw statusFailure(url, response.status);
    }
    const bytes = await readCapped(response, limits.maxBytes, url);
    return { url, contentType: response.headers.get('content-type') ?? '', bytes };
  }
  throw new AdapterError('platform', `${start.host} redirected too often`, 'page_unreadable', undefined, {
    retryable: false,
  });
}

async function readCapped(response: Response, maxBytes: number, url: URL): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(url, maxBytes);
  }
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(url, maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

function statusFailure(url: URL, status: number): AdapterError {
  if (status === 404 || status === 410)
    return new AdapterError('not_found', `${url.href} answered ${status}`, String(status));
  if (status === 429) return new AdapterError('rate_limited', `${url.host} is limiting`, '429');
  if (status >= 500) return new AdapterError('platform', `${url.host} answered ${status}`, String(status));
  // 403 and the like: a bot wall or a login page, which a retry does not get past.
  return new AdapterError('platform', `${url.href} answered ${status}`, 'page_unreadable', undefined, {
    retryable: false,
  });
}

function tooLarge(url: URL, maxBytes: number): AdapterError {
  return new AdapterError('platform', `${url.href} is over ${maxBytes} bytes`, 'too_large', undefined, {
    retryable: false,
  });
}

function refused(url: URL): AdapterError {
  return new AdapterError(
    'invalid_input',
    `${url.host} is not a marketplace page host`,
    'foreign_host',
    'url',
    {
      retryable: false,
    },
  );
}
