import { t } from '../../i18n/t.ts';

const retryButton =
  'mt-4 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/**
 * What an admin screen shows in place of its figures when the first load failed: the error,
 * announced as an alert, and a way to ask again. Once figures are on screen a failed reload
 * keeps them and says so beside them instead; that case differs per screen.
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="py-12 text-center">
      <p role="alert" className="font-medium text-chili-700">
        {t('admin.error', { message })}
      </p>
      <button type="button" onClick={onRetry} className={retryButton}>
        {t('admin.tryAgain')}
      </button>
    </div>
  );
}
