import { describe, expect, it } from 'vitest';
import { translator } from '../../../../../domain/i18n/tables.ts';
import { canImport, PROBLEMS_LISTED, problemsListed, reportSummary } from './catalogue-report.ts';

const problem = (line: number) => ({ line, field: 'price', message: 'Write a number with a point for decimals (4.99).' });
const report = (errors: number) => ({
  created: 3,
  updated: 2,
  unchanged: 1,
  picturesQueued: 0,
  errors: Array.from({ length: errors }, (_, index) => problem(index + 2)),
});

describe("a catalogue file's check, as the owner reads it", () => {
  it('says what an import would do, in the page’s language', () => {
    expect(reportSummary(report(0), translator('en'))).toBe('3 to add, 2 to change, 1 unchanged');
    expect(reportSummary(report(0), translator('it'))).toBe('3 da aggiungere, 2 da modificare, 1 invariati');
  });

  it('offers the import only when no problem was found', () => {
    expect(canImport(report(0))).toBe(true);
    expect(canImport(report(1))).toBe(false);
  });

  it('lists every problem of a short report', () => {
    const { listed, more } = problemsListed(report(2));
    expect(listed.map((each) => each.line)).toEqual([2, 3]);
    expect(more).toBe(0);
  });

  it('lists the first problems of a long one and counts the others', () => {
    const { listed, more } = problemsListed(report(PROBLEMS_LISTED + 37));
    expect(listed).toHaveLength(PROBLEMS_LISTED);
    expect(listed.at(-1)?.line).toBe(PROBLEMS_LISTED + 1);
    expect(more).toBe(37);
    expect(translator('en')('admin-foods.moreProblems', { count: more })).toBe(
      '37 more problems are not listed here: fix these and check the file again.',
    );
  });
});
