import { useEffect } from 'react';

const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `load` at the visitor's first touch, key or focus on the page: code a form needs only once
 * it is used is fetched while the visitor is still filling it in, not at the first paint.
 */
export function useAtFirstTouch(load: () => void): void {
  useEffect(() => {
    const touched = () => {
      stop();
      load();
    };
    const stop = () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, touched, true);
    };
    for (const type of FIRST_TOUCH) window.addEventListener(type, touched, { capture: true, passive: true });
    return stop;
  }, [load]);
}
