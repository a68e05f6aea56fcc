import WebSocket from 'ws';

/** A frame as the server sends it over `/ws`. */
export type Frame = { event: string; payload: unknown };

type Received = { frame: Frame; at: number };

/** Sockets opened at once: enough to be quick, few enough not to look like a flood. */
const OPEN_BATCH = 50;
const DEFAULT_TIMEOUT_MS = 30_000;

/** Opens one client whose frames are logged from the first byte (the server may send at once). */
function open(url: string, timeoutMs: number, onFrame: (received: Received) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('message', (data) => {
      const at = performance.now();
      const text = data.toString();
      if (text !== 'pong') onFrame({ frame: JSON.parse(text) as Frame, at });
    });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('websocket did not open in time'));
    }, timeoutMs);
    socket.once('open', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/**
 * Opens `count` websocket clients to `${baseURL}/ws?token=…`, spreading `tokens` over them round
 * robin, and resolves once every one is open. Each client logs its frames with the
 * `performance.now()` time they arrived, so a frame that lands before `waitForAll` is called
 * still counts. Start the clock with `performance.now()` in the same process.
 */
export async function openClients(baseURL: string, tokens: string[], count: number) {
  if (tokens.length === 0) throw new Error('openClients needs at least one token');
  const wsBase = baseURL.replace(/^http/, 'ws').replace(/\/+$/, '');
  const sockets: WebSocket[] = [];
  const logs: Received[][] = [];
  const waiters: (() => void)[] = [];

  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, i) => {
      const token = tokens[(start + i) % tokens.length];
      const log: Received[] = [];
      logs.push(log);
      return open(`${wsBase}/ws?token=${encodeURIComponent(token)}`, DEFAULT_TIMEOUT_MS, (received) => {
        log.push(received);
        for (const wake of [...waiters]) wake();
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }

  return {
    sockets,

    /**
     * Resolves with, per client in opening order, the receive time of its first frame matching
     * `predicate`; rejects when some client has none within `timeoutMs`.
     */
    waitForAll(predicate: (frame: Frame) => boolean, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<number[]> {
      const firstMatch = (log: Received[]) => log.find((r) => predicate(r.frame))?.at;
      return new Promise((resolve, reject) => {
        const check = () => {
          const times = logs.map(firstMatch);
          if (times.some((at) => at === undefined)) return;
          stop();
          resolve(times as number[]);
        };
        const timer = setTimeout(() => {
          stop();
          const missing = logs.filter((log) => firstMatch(log) === undefined).length;
          reject(new Error(`${missing} of ${logs.length} clients got no matching frame in ${timeoutMs} ms`));
        }, timeoutMs);
        const stop = () => {
          clearTimeout(timer);
          const index = waiters.indexOf(check);
          if (index >= 0) waiters.splice(index, 1);
        };
        waiters.push(check);
        check();
      });
    },

    /** Forgets the frames received so far (between rounds of a bench). */
    clear() {
      for (const log of logs) log.length = 0;
    },

    async close() {
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.close();
            }),
        ),
      );
    },
  };
}

export type WsClients = Awaited<ReturnType<typeof openClients>>;
