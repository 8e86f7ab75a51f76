/**
 * Counts the requests a server answers, and says whether it is busy: more than `perSecond` of
 * them over the last quarter second or more. The mail sender asks it before each batch.
 */
export function requestRate(perSecond = 100, now: () => number = () => performance.now()) {
  let count = 0;
  let since = now();
  let busy = false;
  return {
    counted<Handler extends (...args: never[]) => unknown>(handler: Handler): Handler {
      return ((...args: Parameters<Handler>) => {
        count++;
        return handler(...args);
      }) as Handler;
    },
    busy(): boolean {
      const elapsed = now() - since;
      if (elapsed >= 250) {
        busy = (count * 1000) / elapsed > perSecond;
        count = 0;
        since = now();
      }
      return busy;
    },
  };
}
