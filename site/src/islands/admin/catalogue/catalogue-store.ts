import { atom } from 'nanostores';
import { CatalogueReport } from '../../../../../domain/contracts/catalogue.ts';
import { t } from '../../../i18n/t.ts';
import { ApiError, callApi, failureMessage, refusalCode } from '../../../lib/api.ts';
import { toast } from '../../../stores/toasts.ts';
import { refreshCopiesAndFoods } from './picture-copies-store.ts';

/** Ten thousand rows are checked, and written, in more than a JSON call's seconds. */
const CATALOGUE_TIMEOUT_MS = 120_000;

/**
 * Manage Foods' catalogue file: nothing yet; a file being checked or imported; the report of the
 * last check (the file it was, to import it as checked); an import done (with how many pictures
 * from other sites it queued to copy); or why it could not be read.
 */
export type CatalogueFileState =
  | { step: 'idle' }
  | { step: 'imported'; picturesQueued: number }
  | { step: 'checking' }
  | { step: 'checked'; report: CatalogueReport; file: File }
  | { step: 'importing'; report: CatalogueReport; file: File }
  | { step: 'failed'; message: string; report: CatalogueReport | null };

export const $catalogueFile = atom<CatalogueFileState>({ step: 'idle' });

/** The file as the import route reads it: a spreadsheet's export may be typed anything (or nothing). */
const asCsv = (file: File) => new Blob([file], { type: 'text/csv' });

/** Sends the file with ?dryRun=1: the report says what an import would do, and nothing is written. */
export async function checkCatalogueFile(file: File): Promise<void> {
  $catalogueFile.set({ step: 'checking' });
  try {
    const answer = await callApi('POST', '/api/admin/catalogue/import', {
      query: { dryRun: '1' },
      file: asCsv(file),
      timeoutMs: CATALOGUE_TIMEOUT_MS,
    });
    $catalogueFile.set({ step: 'checked', report: answer.data, file });
  } catch (error) {
    $catalogueFile.set({ step: 'failed', message: failureMessage(error, t('admin-foods.catalogueCheckFailed')), report: null });
  }
}

/**
 * Imports the file a check passed: the server's message is toasted and the list reloads. A refusal
 * (the file changed meanwhile, or another product took an SKU) shows its report; nothing was written.
 */
export async function importCatalogueFile(): Promise<void> {
  const state = $catalogueFile.get();
  if (state.step !== 'checked') return;
  $catalogueFile.set({ step: 'importing', report: state.report, file: state.file });
  let picturesQueued = 0;
  try {
    const answer = await callApi('POST', '/api/admin/catalogue/import', { file: asCsv(state.file), timeoutMs: CATALOGUE_TIMEOUT_MS });
    toast.success(answer.message);
    picturesQueued = answer.data.picturesQueued;
  } catch (error) {
    $catalogueFile.set({
      step: 'failed',
      message: failureMessage(error, t('admin-foods.catalogueImportFailed')),
      report: refusalReport(error),
    });
    return;
  }
  $catalogueFile.set({ step: 'imported', picturesQueued });
  await refreshCopiesAndFoods();
}

/** A new file chosen: the last report is no longer about it. */
export function forgetCatalogueReport(): void {
  $catalogueFile.set({ step: 'idle' });
}

/** The report a refused import carries (400 catalogue_invalid), if this refusal is one. */
function refusalReport(error: unknown): CatalogueReport | null {
  if (!(error instanceof ApiError) || refusalCode(error) !== 'catalogue_invalid') return null;
  const read = CatalogueReport.safeParse(error.body?.data);
  return read.success ? read.data : null;
}
