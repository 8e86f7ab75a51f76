import { useEffect } from 'react';
import { MailSettingsForm } from './MailSettingsForm.tsx';
import { startMailScreen } from './mail-store.ts';
import { Outbox } from './Outbox.tsx';
import { t } from '../../../i18n/t.ts';

/** Mail: how mail leaves this server, where new-order notices go, and the outbox with its failed mails. */
export function Mail() {
  useEffect(() => {
    startMailScreen(window.location.search);
  }, []);

  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">{t('admin.screenMail')}</h1>
      <p className="mt-1 max-w-2xl text-ink-muted">{t('admin-mail.intro')}</p>
      <div className="mt-6 flex flex-col gap-8">
        <MailSettingsForm />
        <Outbox />
      </div>
    </>
  );
}
