import { startTransition, useEffect, useState } from 'react';

/**
 * False in the served HTML and while hydrating, true just after: for islands whose content exists
 * only in the browser (the cart lives in localStorage). The switch is a transition, so React
 * renders that content in slices that give the browser its turn, not as one long task that holds
 * a slow phone's main thread.
 */
export function useClientReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}
