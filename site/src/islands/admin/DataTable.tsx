/**
 * A table of figures: a header row, then one row per item whose first cell names it and whose
 * other cells are right-aligned numbers. Analytics shows one under each chart, Reports one per
 * breakdown.
 */
export function DataTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] }) {
  const [first, ...rest] = columns;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-brand-100 text-ink-muted">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {first || <span className="sr-only">{caption}</span>}
          </th>
          {rest.map((column) => (
            <th key={column} scope="col" className="py-2 pl-3 text-right font-semibold">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, ...values]) => (
          <tr key={label} className="border-b border-brand-50 last:border-0">
            <th scope="row" className="py-1.5 pr-3 font-medium text-ink">
              {label}
            </th>
            {values.map((value, index) => (
              <td key={index} className="py-1.5 pl-3 text-right text-ink tabular-nums">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
