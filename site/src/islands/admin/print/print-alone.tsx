import type { ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ORDER_SLIP_ID } from './slip-styles.ts';

/**
 * Printing through the browser's print dialog (docs/product/printing.md): what is printed is
 * rendered into its own element at the end of <body>, its stylesheet hides everything else from
 * print and sizes the page, and window.print() prints it. It goes away after printing. One
 * element serves every slip and list, so a second print replaces the first.
 */

let root: Root | undefined;

/** Slack so rounding to device pixels never spills the last line onto a second page. */
const LENGTH_SLACK_MM = 2;
const MM_PER_CSS_PX = 25.4 / 96;

/**
 * Renders `printed` and opens the print dialog (or, on a kiosk-printing desk, prints at once).
 * `printed(lengthMm)` is the element with its stylesheet; on a roll (`measured`) it is first laid
 * out with null, then measured and given the length of its page.
 */
export function printAlone(printed: (pageLengthMm: number | null) => ReactElement, measured: boolean): void {
  let container = document.getElementById(ORDER_SLIP_ID);
  if (!container || !root) {
    container?.remove();
    container = document.createElement('div');
    container.id = ORDER_SLIP_ID;
    document.body.append(container);
    root = createRoot(container);
  }
  const printRoot = root;
  flushSync(() => printRoot.render(printed(null)));
  if (measured) {
    const length = Math.ceil(container.getBoundingClientRect().height * MM_PER_CSS_PX) + LENGTH_SLACK_MM;
    flushSync(() => printRoot.render(printed(length)));
  }
  window.addEventListener('afterprint', removePrinted, { once: true });
  window.print();
}

/** Takes what was printed and its stylesheet out of the page (after printing). */
function removePrinted(): void {
  root?.unmount();
  root = undefined;
  document.getElementById(ORDER_SLIP_ID)?.remove();
}
