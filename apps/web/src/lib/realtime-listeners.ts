import type { RealtimeFrame } from '@booster/contracts';

type Listener = (frame: RealtimeFrame) => void;
const listeners = new Set<Listener>();

/**
 * Every frame of the one websocket (shell's RealtimeBridge), for a page that follows events while it
 * is open (Monitor Chat). Returns the unsubscribe, so it fits a `useEffect` cleanup.
 */
export function onRealtimeFrame(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the bridge for each frame it receives. */
export function emitRealtimeFrame(frame: RealtimeFrame) {
  for (const listener of listeners) listener(frame);
}
