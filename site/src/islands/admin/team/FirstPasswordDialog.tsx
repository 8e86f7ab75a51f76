import { useEffect, useId, useRef, useState } from 'react';
import type { NewTeamMember } from '../../../../../domain/team-member.ts';
import { keepTabInside } from '../focus-trap.ts';
import { closeTeamDialog, copyText } from './team-store.ts';
import { t } from '../../../i18n/t.ts';

const copyButton =
  'inline-flex min-h-11 shrink-0 items-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';
const doneButton = 'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/**
 * A new account's first password, shown this once: the server keeps only its hash. Closing the
 * dialog (Done, Escape) forgets it. A native modal <dialog>, like AdminDialog, without a form.
 */
export default function FirstPasswordDialog({ member }: { member: NewTeamMember }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const passwordId = useId();
  const noteId = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const copy = async () => setCopied((await copyText(member.firstPassword)) ? 'yes' : 'failed');

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      aria-describedby={noteId}
      onClose={closeTeamDialog}
      onKeyDown={keepTabInside}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-4 p-6 sm:p-7">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-brand-900">
          {t('admin-team.firstPasswordTitle', { name: member.name })}
        </h2>
        <p id={noteId} className="text-ink">
          {t('admin-team.firstPasswordNote', { name: member.name, email: member.email })}
        </p>
        <div>
          <label htmlFor={passwordId} className="block text-sm font-semibold text-ink">
            {t('admin-team.firstPassword')}
          </label>
          <div className="mt-1.5 flex flex-wrap gap-2">
            <input
              id={passwordId}
              readOnly
              value={member.firstPassword}
              onFocus={(event) => event.currentTarget.select()}
              spellCheck={false}
              autoComplete="off"
              className="block min-w-0 flex-1 rounded-lg border border-field bg-stone-50 px-3 py-2.5 font-mono text-lg tracking-wider text-ink"
            />
            <button type="button" onClick={() => void copy()} className={copyButton}>
              {t('admin-team.copy')}
            </button>
          </div>
          <p role="status" className="mt-1.5 min-h-5 text-sm font-medium text-ink-muted">
            {copied === 'yes' ? t('admin-team.copied') : copied === 'failed' ? t('admin-team.copyFailed') : ''}
          </p>
        </div>
        <div className="flex justify-end">
          <button type="button" onClick={closeTeamDialog} className={doneButton}>
            {t('admin-team.done')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
