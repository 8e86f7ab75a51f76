import type { CatalogueReport } from '../../../../../domain/contracts/catalogue.ts';
import type { Translate } from '../../../i18n/t.ts';

/** A file of ten thousand rows can have as many problems: the table lists this many, and says how many more. */
export const PROBLEMS_LISTED = 100;

export type CatalogueProblem = CatalogueReport['errors'][number];

/** What a check found, in words: "3 to add, 2 to change, 1 unchanged". */
export function reportSummary(report: CatalogueReport, translate: Translate): string {
  const { created, updated, unchanged } = report;
  return translate('admin-foods.catalogueSummary', { created, updated, unchanged });
}

/** The problems the table lists (the file's first ones) and how many it leaves out. */
export function problemsListed(report: CatalogueReport): { listed: readonly CatalogueProblem[]; more: number } {
  return { listed: report.errors.slice(0, PROBLEMS_LISTED), more: Math.max(0, report.errors.length - PROBLEMS_LISTED) };
}

/** A file may be imported once a check found no problem in it. */
export function canImport(report: CatalogueReport): boolean {
  return report.errors.length === 0;
}
