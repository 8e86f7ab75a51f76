import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { CatalogueReport } from '../../../../../domain/contracts/catalogue.ts';
import { t, tText } from '../../../i18n/t.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { AdminTable } from '../AdminTable.tsx';
import { fileInput } from '../PictureField.tsx';
import { $catalogueFile, checkCatalogueFile, forgetCatalogueReport, importCatalogueFile } from './catalogue-store.ts';
import { canImport, problemsListed, reportSummary } from './catalogue-report.ts';

const FILE_ID = 'catalogue-file';
const secondaryLink =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50';
const primaryButton =
  'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * Below Manage Foods: the catalogue as a CSV file (docs/product/catalogue-file.md). The template
 * and the export are plain links (same origin: the session's cookie goes with them). A chosen file
 * is checked first, writing nothing; "Import" is offered only once a check found no problem.
 */
export function CatalogueFile() {
  const state = useStore($catalogueFile);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  // A new input after an import: the file it held is done with.
  const [inputKey, setInputKey] = useState(0);
  const report = state.step === 'checked' || state.step === 'importing' || state.step === 'failed' ? state.report : null;
  const ready = (state.step === 'checked' || state.step === 'importing') && canImport(state.report);

  const onCheck = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.step === 'checking' || state.step === 'importing') return;
    if (!file) {
      setFileError(t('admin-foods.chooseCsvFirst'));
      document.getElementById(FILE_ID)?.focus();
      return;
    }
    setFileError(undefined);
    await checkCatalogueFile(file);
  };

  const onImport = async () => {
    await importCatalogueFile();
    if ($catalogueFile.get().step === 'imported') {
      setFile(null);
      setInputKey((key) => key + 1);
    }
  };

  return (
    <section aria-labelledby="catalogue-file-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id="catalogue-file-heading" className="text-lg font-bold text-brand-800">
        {t('admin-foods.catalogueHeading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('admin-foods.catalogueIntro')}</p>
      <div className="flex flex-wrap gap-3">
        <a href="/api/admin/catalogue/template.csv" download className={secondaryLink}>
          {t('admin-foods.downloadTemplate')}
        </a>
        <a href="/api/admin/catalogue/export.csv" download className={secondaryLink}>
          {t('admin-foods.exportAll')}
        </a>
      </div>
      <form noValidate onSubmit={(event) => void onCheck(event)} className="mt-5 flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor={FILE_ID} className="block text-sm font-semibold text-ink">
            {t('admin-foods.chooseCsv')}
          </label>
          <input
            key={inputKey}
            id={FILE_ID}
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${FILE_ID}-error` : undefined}
            className={fileInput}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setFileError(undefined);
              forgetCatalogueReport();
            }}
          />
          <FieldError id={`${FILE_ID}-error`} message={fileError} />
        </div>
        <button type="submit" disabled={state.step === 'checking' || state.step === 'importing'} className={primaryButton}>
          {state.step === 'checking' ? t('admin-foods.checkingFile') : t('admin-foods.checkFile')}
        </button>
      </form>
      <div role="status" className="mt-4 text-ink empty:hidden">
        {report && <p className="font-semibold">{reportSummary(report, t)}</p>}
        {ready && <p className="text-sm">{t('admin-foods.catalogueReady')}</p>}
        {state.step === 'imported' && state.picturesQueued > 0 && <p className="text-sm">{t('admin-foods.picturesQueued')}</p>}
      </div>
      {state.step === 'failed' && (
        <p role="alert" className="mt-2 text-sm font-medium text-chili-700">
          {tText(state.message)}
        </p>
      )}
      {ready && (
        <button type="button" disabled={state.step === 'importing'} onClick={() => void onImport()} className={`mt-3 ${primaryButton}`}>
          {state.step === 'importing' ? t('admin-foods.importingFile') : t('admin-foods.importFile')}
        </button>
      )}
      {report && !canImport(report) && <ProblemsTable report={report} />}
    </section>
  );
}

/** The file's problems by line and column, the first hundred of them, under a heading. */
function ProblemsTable({ report }: { report: CatalogueReport }) {
  const { listed, more } = problemsListed(report);
  return (
    <div className="mt-4">
      <h3 className="mb-2 text-base font-bold text-chili-700">{t('admin-foods.problemsHeading', { count: report.errors.length })}</h3>
      <AdminTable
        caption={t('admin-foods.problemsCaption')}
        columns={[t('admin-foods.columnLine'), t('admin-foods.columnColumn'), t('admin-foods.columnProblem')]}
        rows={listed.map((problem, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a line can have several problems in one column; the order is the file's
          <tr key={index} className="border-t border-brand-100 align-top">
            <td className="px-4 py-2 tabular-nums">{problem.line}</td>
            <td className="px-4 py-2 font-mono">{problem.field || t('admin-foods.wholeLine')}</td>
            <td className="px-4 py-2">{problem.message}</td>
          </tr>
        ))}
        emptyText=""
        minWidthClass="min-w-[44rem]"
        busy={false}
        nested
        scrollable
      />
      {more > 0 && <p className="mt-2 text-sm text-ink-muted">{t('admin-foods.moreProblems', { count: more })}</p>}
    </div>
  );
}
