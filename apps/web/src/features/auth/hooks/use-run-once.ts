import { useEffect, useRef } from 'react';

/** Runs an action once per mount, even under StrictMode's double effects. */
export function useRunOnce(action: () => void, enabled = true) {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    action();
  });
}
