import { useEffect } from 'react';
import { firstTouch } from '../menu/first-interaction.ts';

/** Runs `load` at the visitor's first touch, key or focus on the page (firstTouch), unless unmounted first. */
export function useAtFirstTouch(load: () => void): void {
  useEffect(() => {
    let mounted = true;
    void firstTouch().then(() => {
      if (mounted) load();
    });
    return () => {
      mounted = false;
    };
  }, [load]);
}
