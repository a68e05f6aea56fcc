import { type RealtimeFrame, realtimeFrameSchema } from '@booster/contracts';

export type RealtimeHandler = (frame: RealtimeFrame) => void;

const RECONNECT_MS = 5000;
const MAX_RECONNECT_MS = 60_000;

/**
 * The websocket `/ws?token=<accessToken>`. Reconnects with a growing delay while wanted; `close()` ends it
 * (logout). Frames that do not parse are ignored.
 */
export function connectRealtime(getToken: () => string | null, onFrame: RealtimeHandler) {
  let socket: WebSocket | null = null;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let delay = RECONNECT_MS;

  const open = () => {
    const token = getToken();
    if (stopped || !token || typeof WebSocket === 'undefined') return;
    const proto = globalThis.location.protocol === 'https:' ? 'wss' : 'ws';
    socket = new WebSocket(`${proto}://${globalThis.location.host}/ws?token=${encodeURIComponent(token)}`);
    socket.onopen = () => {
      delay = RECONNECT_MS;
    };
    socket.onmessage = (event) => {
      try {
        const parsed = realtimeFrameSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) onFrame(parsed.data);
      } catch {
        // Not JSON: ignore.
      }
    };
    socket.onclose = () => {
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
      socket?.close();
    },
  };
}
