import { t } from '../../i18n/t.ts';

/** The shop's spinner and 'Loading...' text, announced politely. */
export function Spinner() {
  return (
    <div role="status" className="flex min-h-64 flex-col items-center justify-center gap-3 py-16 text-ink-muted">
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      <span className="font-medium">{t('shop.loading')}</span>
    </div>
  );
}
