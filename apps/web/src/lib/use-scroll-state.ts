import { useEffect, useState } from 'react';

/** Spec 9: scrolling down beyond 200 px marks scrolling; scrolling up clears it. */
export const SCROLL_THRESHOLD = 200;

export type ScrollState = {
  isScrolling: boolean;
  current: number;
  previous: number;
  direction: 'up' | 'down' | null;
  threshold: number;
};

export function nextScrollState(prev: ScrollState, y: number): ScrollState {
  const direction = y > prev.current ? 'down' : y < prev.current ? 'up' : prev.direction;
  const isScrolling =
    direction === 'down' ? y > prev.threshold : direction === 'up' ? false : prev.isScrolling;
  return { ...prev, previous: prev.current, current: y, direction, isScrolling };
}

export function useScrollState(threshold = SCROLL_THRESHOLD): ScrollState {
  const [state, setState] = useState<ScrollState>({
    isScrolling: false,
    current: 0,
    previous: 0,
    direction: null,
    threshold,
  });
  useEffect(() => {
    const onScroll = () => setState((prev) => nextScrollState(prev, globalThis.scrollY));
    globalThis.addEventListener('scroll', onScroll, { passive: true });
    return () => globalThis.removeEventListener('scroll', onScroll);
  }, []);
  return state;
}
