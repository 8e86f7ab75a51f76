import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * `useStore` as @nanostores/react writes it, which the site's build resolves to this file
 * (astro.config.mjs), without its `keys` option: no island uses it, and it brings nanostores'
 * key listeners to every page, about 0.4 KB gzipped of the first load's budget (bench/page-js.ts).
 * `ssr` is the value for the server's render and hydration: 'initial' is the store's first value.
 */
export function useStore<Value>(store: ReadableAtom<Value>, { ssr }: { ssr?: 'initial' | (() => Value) } = {}): Value {
  const snapshot = useRef<Value>(store.get());
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = (value: Value | undefined) => {
        if (snapshot.current === value) return;
        snapshot.current = value as Value;
        onChange();
      };
      emit(store.value);
      return store.listen(emit);
    },
    [store],
  );
  const current = () => snapshot.current;
  const onServer = ssr === 'initial' ? () => store.init as Value : (ssr ?? current);
  return useSyncExternalStore(subscribe, current, onServer);
}
