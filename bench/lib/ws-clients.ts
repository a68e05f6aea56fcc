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
  /**
   * The one wait in progress. Each arriving frame is tested once, against its own client only: a
   * wait that rescanned every client's log on every frame cost the bench O(clients²) predicate calls
   * per round (seconds at 1,000 clients), which the clock counted as Booster's time.
   */
  let waiting: {
    predicate: (frame: Frame) => boolean;
    times: (number | undefined)[];
    left: number;
    done: () => void;
  } | null = null;

  const onFrame = (client: number, received: Received) => {
    logs[client].push(received);
    const w = waiting;
    if (!w || w.times[client] !== undefined || !w.predicate(received.frame)) return;
    w.times[client] = received.at;
    w.left -= 1;
    if (w.left === 0) w.done();
  };

  for (let start = 0; start < count; start += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - start) }, (_, i) => {
      const client = start + i;
      const token = tokens[client % tokens.length];
      logs.push([]);
      return open(`${wsBase}/ws?token=${encodeURIComponent(token)}`, DEFAULT_TIMEOUT_MS, (received) =>
        onFrame(client, received),
      );
    });
    sockets.push(...(await Promise.all(batch)));
  }

  return {
    sockets,

    /**
     * Resolves with, per client in opening order, the receive time of its first frame matching
     * `predicate` (frames already received count); rejects when some client has none within `timeoutMs`.
     */
    waitForAll(predicate: (frame: Frame) => boolean, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<number[]> {
      if (waiting) throw new Error('one waitForAll at a time');
      const times = logs.map((log) => log.find((r) => predicate(r.frame))?.at);
      const left = times.filter((at) => at === undefined).length;
      if (left === 0) return Promise.resolve(times as number[]);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const missing = waiting?.left ?? 0;
          waiting = null;
          reject(new Error(`${missing} of ${logs.length} clients got no matching frame in ${timeoutMs} ms`));
        }, timeoutMs);
        waiting = {
          predicate,
          times,
          left,
          done: () => {
            clearTimeout(timer);
            waiting = null;
            resolve(times as number[]);
          },
        };
      });
    },

    /** The first frame client `client` received that matches `predicate` (since the last clear). */
    firstFrame(client: number, predicate: (frame: Frame) => boolean): Frame | undefined {
      return logs[client]?.find((r) => predicate(r.frame))?.frame;
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
