import type { ReactNode } from 'react';

export type AdminTableProps = {
  /** Read by screen readers only: the table's name. */
  caption: string;
  columns: readonly string[];
  /** One <tr> per record; none shows emptyText across the whole row. */
  rows: ReactNode[];
  emptyText: string;
  /** Below this width the frame scrolls sideways rather than squeezing the columns. */
  minWidthClass: 'min-w-[44rem]' | 'min-w-[46rem]' | 'min-w-[52rem]';
  busy: boolean;
  /** Inside a section that is already a white card, the table needs no card of its own. */
  nested?: boolean;
  /**
   * The frame takes the keyboard's focus (a named region), so arrow keys scroll it sideways on a
   * narrow screen; needed when its rows may have no button or link to tab to.
   */
  scrollable?: boolean;
};

/** The admin list table: a scrolling frame, a hidden caption, the column heads and an empty state. */
export function AdminTable({
  caption,
  columns,
  rows,
  emptyText,
  minWidthClass,
  busy,
  nested = false,
  scrollable = false,
}: AdminTableProps) {
  return (
    <div
      className={
        nested ? 'overflow-x-auto rounded-xl ring-1 ring-brand-100' : 'overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-brand-100'
      }
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}
    >
      <table className={`w-full ${minWidthClass} text-start text-sm`} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-xs font-semibold tracking-wide text-brand-900 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={`px-4 ${nested ? 'py-8' : 'py-10'} text-center text-ink-muted`}>
                {emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
