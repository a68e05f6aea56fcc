import type { RealtimeFrame } from '@booster/contracts';

export type RealtimeHandler = (frame: RealtimeFrame) => void;
export type RealtimeOptions = {
  /** Called when a socket opens again after a drop: frames sent meanwhile were lost. */
  onReopen?: () => void;
};

const RECONNECT_MS = 5000;
const MAX_RECONNECT_MS = 60_000;
/** Proxies close idle sockets (often after 60 s); the server answers 'ping' with 'pong'. */
export const KEEPALIVE_MS = 25_000;

/**
 * `{ event, payload }` as the contracts' `realtimeFrameSchema` reads it, checked by hand: the socket opens
 * on every panel page, and zod loads only with a page that needs it. Handlers check their own payloads.
 */
export function asRealtimeFrame(value: unknown): RealtimeFrame | null {
  if (typeof value !== 'object' || value === null || !('payload' in value)) return null;
  const { event, payload } = value as Record<string, unknown>;
  return typeof event === 'string' ? { event, payload } : null;
}

/**
 * The websocket `/ws?token=<accessToken>`. Reconnects with a growing delay while wanted; `close()` ends it
 * (logout). Frames that do not parse are ignored.
 */
export function connectRealtime(
  getToken: () => string | null,
  onFrame: RealtimeHandler,
  options: RealtimeOptions = {},
) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let keepalive: ReturnType<typeof setInterval> | undefined;
  let delay = RECONNECT_MS;
  let openedBefore = false;

  const open = () => {
    if (stopped || typeof WebSocket === 'undefined') return;
    const token = getToken();
    if (!token) {
      // No usable token right now (a session switching over): try again later rather than give up.
      timer = setTimeout(open, delay);
      return;
    }
    const proto = globalThis.location.protocol === 'https:' ? 'wss' : 'ws';
    const current = new WebSocket(
      `${proto}://${globalThis.location.host}/ws?token=${encodeURIComponent(token)}`,
    );
    socket = current;
    current.onopen = () => {
      delay = RECONNECT_MS;
      keepalive = setInterval(() => {
        if (current.readyState === WebSocket.OPEN) current.send('ping');
      }, KEEPALIVE_MS);
      if (openedBefore) options.onReopen?.();
      openedBefore = true;
    };
    current.onmessage = (event) => {
      try {
        const frame = asRealtimeFrame(JSON.parse(String(event.data)));
        if (frame) onFrame(frame);
      } catch {
        // Not JSON ('pong'): ignore.
      }
    };
    current.onclose = () => {
      clearInterval(keepalive);
      socket = null;
      if (stopped) return;
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, MAX_RECONNECT_MS);
    };
  };

  // Deferred a tick so a mount that is undone at once (StrictMode) never opens a socket.
  timer = setTimeout(open, 0);
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(keepalive);
      socket?.close();
    },
  };
}
