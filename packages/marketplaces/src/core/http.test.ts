import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backoffDelayMs, createHttpClient, DEFAULT_RETRY, expectOk, retryAfterMs } from './http.ts';
import { AdapterError } from './port.ts';

// A real local server: answers from a per-path script, then 200.
let server: Server;
let base: string;
const script = new Map<string, { status: number; headers?: Record<string, string>; body?: string }[]>();
const hits = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const next = script.get(path)?.shift();
      if (next) {
        res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
        res.end(next.body ?? JSON.stringify({ error: 'scripted' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ ok: true, method: req.method, body, type: req.headers['content-type'] ?? null }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const unexpected = (): never => {
  throw new Error('expected the request to fail');
};

function client(sleeps: number[] = []) {
  return createHttpClient({
    retry: { baseDelayMs: 1 },
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
}

describe('http client', () => {
  it('retries 429 twice, then returns the 200', async () => {
    script.set('/limited', [{ status: 429 }, { status: 429 }]);
    const sleeps: number[] = [];
    const result = await client(sleeps).request(() => ({ method: 'GET', url: `${base}/limited` }), expectOk);
    expect(result).toMatchObject({ ok: true });
    expect(hits.get('/limited')).toBe(3);
    expect(sleeps).toHaveLength(2);
    expect(sleeps[1]).toBeGreaterThan(sleeps[0] ?? 0);
  });

  it('gives up after three attempts with the mapped error', async () => {
    script.set('/down', [{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }]);
    const error = await client()
      .request(() => ({ method: 'GET', url: `${base}/down` }), expectOk)
      .then(unexpected, (e: AdapterError) => e);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error.kind).toBe('platform');
    expect(hits.get('/down')).toBe(3);
  });

  it('waits at least what Retry-After asks for', async () => {
    script.set('/after', [{ status: 429, headers: { 'retry-after': '2' } }]);
    const sleeps: number[] = [];
    await client(sleeps).request(() => ({ method: 'GET', url: `${base}/after` }), expectOk);
    expect(sleeps).toEqual([2000]);
  });

  it('does not retry a 400 or a non-retryable AdapterError', async () => {
    script.set('/bad', [{ status: 400 }]);
    const error = await client()
      .request(() => ({ method: 'GET', url: `${base}/bad` }), expectOk)
      .then(unexpected, (e: AdapterError) => e);
    expect(error.kind).toBe('invalid_input');
    expect(hits.get('/bad')).toBe(1);

    const parseFail = () => {
      throw new AdapterError('platform', 'wrong sign', 'error_sign', undefined, { retryable: false });
    };
    await expect(client().request(() => ({ method: 'GET', url: `${base}/sign` }), parseFail)).rejects.toThrow(
      'wrong sign',
    );
    expect(hits.get('/sign')).toBe(1);
  });

  it('retries when the envelope maps to rate_limited, rebuilding the request each time', async () => {
    let builds = 0;
    let answers = 0;
    await client().request(
      () => {
        builds++;
        return { method: 'GET', url: `${base}/envelope` };
      },
      () => {
        answers++;
        if (answers < 3) throw new AdapterError('rate_limited', 'slow down', '36009002');
        return true;
      },
    );
    expect(builds).toBe(3);
  });

  it('retries network failures and maps them to platform errors', async () => {
    const dead = 'http://127.0.0.1:1/nothing';
    const error = await client()
      .request(() => ({ method: 'GET', url: dead }), expectOk)
      .then(unexpected, (e: AdapterError) => e);
    expect(error).toBeInstanceOf(AdapterError);
    expect(error.platformCode).toBe('network');
  });

  it('times out slow answers', async () => {
    const slow = createServer(() => {});
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
    const error = await createHttpClient({ retry: { maxAttempts: 1 } })
      .request(() => ({ method: 'GET', url, timeoutMs: 50 }), expectOk)
      .then(unexpected, (e: AdapterError) => e);
    slow.closeAllConnections();
    slow.close();
    expect(error.platformCode).toBe('timeout');
  });

  it('sends JSON and form bodies with their content types', async () => {
    const json = (await client().request(
      () => ({ method: 'POST', url: `${base}/echo`, json: { a: 1 } }),
      expectOk,
    )) as {
      body: string;
      type: string;
    };
    expect(json).toMatchObject({ body: '{"a":1}', type: 'application/json' });
    const form = (await client().request(
      () => ({ method: 'POST', url: `${base}/echo`, form: { a: 'b c' } }),
      expectOk,
    )) as {
      body: string;
      type: string;
    };
    expect(form).toMatchObject({ body: 'a=b+c', type: 'application/x-www-form-urlencoded' });
  });
});

describe('backoff', () => {
  it('grows exponentially with jitter inside [ceiling/2, ceiling]', () => {
    const policy = { ...DEFAULT_RETRY, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(backoffDelayMs(1, policy, () => 0)).toBe(50);
    expect(backoffDelayMs(1, policy, () => 1)).toBe(100);
    expect(backoffDelayMs(3, policy, () => 1)).toBe(400);
    expect(backoffDelayMs(10, policy, () => 1)).toBe(1000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '3' }))).toBe(3000);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(5000);
    expect(retryAfterMs(new Headers())).toBeNull();
  });
});

describe('http client outcome', () => {
  it('reports each request once, after its retries: a retried success is one success, a failure one failure', async () => {
    const outcomes: boolean[] = [];
    const counted = createHttpClient({
      retry: { baseDelayMs: 1 },
      random: () => 0.5,
      sleep: async () => {},
      onOutcome: (ok) => outcomes.push(ok),
    });
    script.set('/outcome-retried', [{ status: 503 }]);
    await counted.request(() => ({ method: 'GET', url: `${base}/outcome-retried` }), expectOk);
    script.set('/outcome-failed', [{ status: 500 }, { status: 500 }, { status: 500 }]);
    await counted
      .request(() => ({ method: 'GET', url: `${base}/outcome-failed` }), expectOk)
      .then(unexpected, () => {});
    script.set('/outcome-refused', [{ status: 400 }]);
    await counted
      .request(() => ({ method: 'GET', url: `${base}/outcome-refused` }), expectOk)
      .then(unexpected, () => {});
    expect(outcomes).toEqual([true, false, false]);
  });
});
