import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { MailSettingsInput } from '../../../../../domain/mail/mail-settings.ts';
import { fieldErrors } from '../../../../../domain/validation.ts';
import FormField from '../../auth/FormField.tsx';
import { Spinner } from '../../menu/Spinner.tsx';
import { LoadFailed } from '../LoadFailed.tsx';
import { $mailSettings, loadMailSettings, saveMailSettings } from './mail-store.ts';
import { deliveryText, type MailSettings } from './mail-view.ts';
import { t } from '../../../i18n/t.ts';
import { tElements } from '../t-elements.tsx';

const HEADING_ID = 'mail-settings-heading';
const FIELD_ID = 'mail-orderNoticeEmail';
const HINT_ID = `${FIELD_ID}-hint`;
const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:opacity-60';

function NoticeForm({ settings }: { settings: MailSettings }) {
  const [email, setEmail] = useState(settings.orderNoticeEmail);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const parsed = MailSettingsInput.safeParse({ orderNoticeEmail: email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).orderNoticeEmail);
      document.getElementById(FIELD_ID)?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    const result = await saveMailSettings(parsed.data);
    setSaving(false);
    if (result.ok) setEmail(result.settings.orderNoticeEmail);
    else {
      setError(result.errors.orderNoticeEmail);
      if (result.errors.orderNoticeEmail) document.getElementById(FIELD_ID)?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-wrap items-end gap-4">
      <div className="w-full max-w-md">
        <FormField
          id={FIELD_ID}
          label={t('admin-mail.noticesTo')}
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          aria-describedby={error ? `${HINT_ID} ${FIELD_ID}-error` : HINT_ID}
        />
      </div>
      {/* aria-disabled, not disabled: the keyboard's focus stays on Save while it saves. */}
      <button type="submit" aria-disabled={saving} className={button}>
        {saving ? t('admin.saving') : t('admin.save')}
      </button>
      <p id={HINT_ID} className="w-full text-sm text-ink-muted">
        {tElements(
          'admin-mail.noticesHint',
          { address: settings.noticesGoTo || t('admin-mail.nobodyYet') },
          { b: (children) => <strong className="font-semibold break-all text-ink">{children}</strong> },
        )}
      </p>
    </form>
  );
}

/** The top of the Mail screen: how mail leaves this server, and where the shop's new-order notices go. */
export function MailSettingsForm() {
  const state = useStore($mailSettings);
  let body: ReactNode;
  if (state.status === 'loading') body = <Spinner />;
  else if (state.status === 'error') body = <LoadFailed message={state.message} onRetry={() => void loadMailSettings()} />;
  else {
    const delivery = deliveryText(state.settings.delivery);
    body = (
      <>
        <p className="mb-5 text-ink" data-delivery={state.settings.delivery}>
          {delivery.text}
          {delivery.pointer && <span className="text-ink-muted"> {delivery.pointer}</span>}
        </p>
        <NoticeForm settings={state.settings} />
      </>
    );
  }
  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={HEADING_ID} className="mb-2 text-xl font-bold text-brand-800">
        {t('admin-mail.sending')}
      </h2>
      {body}
    </section>
  );
}
