import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvOf } from './csv.ts';

/** The cells a spreadsheet would see if it split each of our cells again on `delimiter`. */
function cellsSplitOn(csv: string, delimiter: string): string[] {
  return (parse(csv, { bom: true }) as string[][])
    .flat()
    .flatMap((cell) => cell.split(delimiter))
    .map((cell) => cell.trimStart());
}

describe('CSV cells', () => {
  const hostile = ['=HYPERLINK("x")', 'Bob;=1+1', 'Bob\t=1+1', 'Bob, +SUM(A1)', 'Bob|@cmd', 'Bob;  -2+3', 'line\n=1+1', '\t=1+1'];

  it('never start a formula, whatever delimiter a spreadsheet guesses', () => {
    const csv = csvOf(
      hostile.map((name) => [name]),
      ['Customer'],
    );
    for (const delimiter of [',', ';', '\t', '|', '\n']) {
      for (const cell of cellsSplitOn(csv, delimiter)) expect(cell, `split on ${JSON.stringify(delimiter)}`).not.toMatch(/^[=+\-@]/);
    }
  });

  it('keep ordinary text and amounts as they are', () => {
    const rows = parse(csvOf([['Ann; Bob', '12.50', '10%: 39.06 + 3.91; 5%: 1.00 + 0.05', '1 × Pizza; 2 × Cola']], null)) as string[][];
    expect(rows).toEqual([['Ann; Bob', '12.50', '10%: 39.06 + 3.91; 5%: 1.00 + 0.05', '1 × Pizza; 2 × Cola']]);
  });
});
