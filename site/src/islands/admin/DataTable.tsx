import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * A table of figures: a header row, then one row per item whose first cell names it and whose
 * other cells are numbers aligned to the end. Analytics shows one under each chart, Reports one per
 * breakdown. On a narrow screen a wide table scrolls sideways in its own box, never the page
 * (WCAG 1.4.10); while it does, that box is a region named after the table that Tab reaches, so
 * the keyboard can scroll it too.
 */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}) {
  const [first, ...rest] = columns;
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    <div
      ref={box}
      className="overflow-x-auto print:overflow-visible"
      {...(scrolls ? { role: 'region', 'aria-label': caption, tabIndex: 0 } : {})}
    >
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-ink-muted">
            <th scope="col" className="py-2 pe-3 font-semibold">
              {first || <span className="sr-only">{caption}</span>}
            </th>
            {rest.map((column) => (
              <th key={column} scope="col" className="py-2 ps-3 text-end font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...values]) => (
            <tr key={label} className="border-b border-brand-50 last:border-0">
              <th scope="row" className="py-1.5 pe-3 font-medium text-ink">
                {label}
              </th>
              {values.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells follow the table's fixed columns: the position is the column
                <td key={index} className="py-1.5 ps-3 text-end text-ink tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the element's content is wider than it, kept up to date as either changes size. */
function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
