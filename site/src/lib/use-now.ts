import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs`: a wait that runs out does so on screen while the page is left open. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
