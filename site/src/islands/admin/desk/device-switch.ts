import { atom, type ReadableAtom } from 'nanostores';

/**
 * An on/off choice of one device rather than of the shop (the tablet by the printer prints
 * tickets, the desk beside the till stays quiet), kept in that browser's storage.
 */
export interface DeviceSwitch {
  readonly $on: ReadableAtom<boolean>;
  set(on: boolean): void;
}

export function deviceSwitch(key: string): DeviceSwitch {
  const $on = atom(typeof localStorage === 'undefined' ? false : stored(key));
  return {
    $on,
    set(on) {
      $on.set(on);
      try {
        if (on) localStorage.setItem(key, 'on');
        else localStorage.removeItem(key);
      } catch {
        // Storage off: the choice lasts while the page is open.
      }
    },
  };
}

function stored(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'on';
  } catch {
    return false;
  }
}
