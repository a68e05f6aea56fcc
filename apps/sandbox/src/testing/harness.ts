import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_CREDENTIALS } from '@booster/marketplaces';
import Fastify from 'fastify';
import { afterAll } from 'vitest';
import type { SandboxOptions } from '../core/context.ts';
import { sandboxPlugin } from '../index.ts';

/** Platform answers, read loosely in assertions. */
// biome-ignore lint/suspicious/noExplicitAny: tests walk arbitrary platform JSON
export type Json = Record<string, any>;

export type Received = { path: string; headers: IncomingHttpHeaders; body: string };

/** A local webhook receiver: records every POST; answers `status()` (200 by default). */
export async function startReceiver() {
  const received: Received[] = [];
  let status = 200;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    answer(next: number) {
      status = next;
    },
    /** The webhooks received while `action` ran (the sandbox pushes before it answers). */
    async during(action: () => Promise<unknown>): Promise<Received[]> {
      const before = received.length;
      await action();
      return received.slice(before);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** For a describe block: each call starts a webhook receiver; all of them are closed after the block. */
export function useReceivers() {
  const started: Awaited<ReturnType<typeof startReceiver>>[] = [];
  afterAll(async () => {
    await Promise.all(started.map((r) => r.close()));
  });
  return async () => {
    const receiver = await startReceiver();
    started.push(receiver);
    return receiver;
  };
}

/** Fastify with the sandbox under `/sandbox`, listening on a free port, plus a webhook receiver. */
export async function startSandbox(options: Partial<SandboxOptions> = {}) {
  const receiver = await startReceiver();
  const app = Fastify();
  await app.register(sandboxPlugin, {
    prefix: '/sandbox',
    credentials: SANDBOX_CREDENTIALS,
    webhookUrl: (platform) => `${receiver.url}/api/webhook/${platform}`,
    webhookRetryDelaysMs: [50, 100],
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const base = `${origin}/sandbox`;
  const control = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/_control/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    app,
    origin,
    base,
    receiver,
    credentials: SANDBOX_CREDENTIALS,
    control,
    /** The next call of `platform` whose path contains `pathContains` is answered `status` (429 or 5xx), once. */
    failOnce: (platform: string, pathContains: string, status: number) =>
      control('POST', 'faults', { platform, pathContains, status, times: 1 }),
    /** Has the sandbox simulate one new order and one buyer message of `platform`: the webhooks it pushed. */
    simulatePushes: (platform: string) =>
      receiver.during(() => control('POST', 'simulate', { platform, orders: 1, messages: 1 })),
    async close() {
      await app.close();
      await receiver.close();
    },
  };
}

export type Harness = Awaited<ReturnType<typeof startSandbox>>;

/** Submits a consent page like a browser: picks `shopId` (or the first radio) and presses "Izinkan". */
export async function approveConsent(pageUrl: string, shopId?: string): Promise<URL> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`consent page ${page.status}: ${await page.text()}`);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action || !html.includes('>Izinkan</button>')) throw new Error('no consent form');
  const fields = new URLSearchParams();
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(m[1], unescapeHtml(m[2]));
  const firstRadio = /<input type="radio" name="shop_id" value="([^"]+)"/.exec(html)?.[1];
  fields.set('shop_id', shopId ?? firstRadio ?? '');
  const origin = new URL(pageUrl).origin;
  const res = await fetch(`${origin}${unescapeHtml(action)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  });
  if (res.status !== 302) throw new Error(`approve ${res.status}: ${await res.text()}`);
  return new URL(res.headers.get('location') ?? '');
}

function unescapeHtml(text: string) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Whether the bytes are a PDF document (its magic number). */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
