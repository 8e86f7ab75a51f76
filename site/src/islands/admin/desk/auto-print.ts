import { atom } from 'nanostores';

/**
 * Whether this desk prints a kitchen ticket as it accepts an order: a choice of the device (the
 * tablet by the printer), kept in its browser, not a shop setting.
 */
const AUTO_PRINT_KEY = 'doorstep.desk.autoPrint';

function stored(): boolean {
  try {
    return localStorage.getItem(AUTO_PRINT_KEY) === 'on';
  } catch {
    return false;
  }
}

export const $autoPrint = atom(typeof localStorage === 'undefined' ? false : stored());

export function setAutoPrint(on: boolean): void {
  $autoPrint.set(on);
  try {
    if (on) localStorage.setItem(AUTO_PRINT_KEY, 'on');
    else localStorage.removeItem(AUTO_PRINT_KEY);
  } catch {
    // Storage off: the choice lasts while the page is open.
  }
}
