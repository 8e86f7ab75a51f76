import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { formatOrderDate } from '../../../../../domain/order-status.ts';
import { TONE_CLASSES } from '../../orders/StatusBadge.tsx';
import { AdminListTable } from '../AdminListTable.tsx';
import { $mailFilter, $outbox, $sendingAgain, loadOutbox, sendMailAgain, setMailFilter } from './mail-store.ts';
import {
  canSendAgain,
  emptyOutboxText,
  failedNeedsAttention,
  filterLabel,
  MAIL_FILTERS,
  mailKindText,
  mailStateLabel,
  MAIL_STATE_TONES,
  mailOrderReference,
  sendAgainName,
  shownError,
  type OutboxMail,
} from './mail-view.ts';
import { t } from '../../../i18n/t.ts';
import { tElements } from '../t-elements.tsx';

const HEADING_ID = 'outbox-heading';
const FILTERS_LABEL_ID = 'outbox-filters-label';

const filterButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700';
// Failed mails need the admin: red while there are any, pressed or not.
const failedButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-bold text-red-900 bg-red-100 ring-2 ring-chili-700 hover:bg-red-200 aria-pressed:bg-chili-700 aria-pressed:text-white';
const refreshButton =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';
const rowButton =
  'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatOrderDate(iso)}</time> : null;
}

function MailRow({ mail, onSendAgain }: { mail: OutboxMail; onSendAgain: (mail: OutboxMail) => void }) {
  const sending = useStore($sendingAgain);
  const reference = mailOrderReference(mail.orderId);
  return (
    <tr className="border-t border-brand-100 align-top" data-mail-id={mail.id}>
      <th scope="row" className="px-4 py-3 text-start font-normal text-ink">
        <When iso={mail.createdAt} />
      </th>
      <td className="px-4 py-3">
        <span className="block font-semibold text-ink">{mailKindText(mail)}</span>
        <span className="block text-ink-muted">{mail.subject ?? t('admin-mail.noSubject')}</span>
      </td>
      <td className="px-4 py-3 break-all text-ink">{mail.to}</td>
      <td className="px-4 py-3 whitespace-nowrap text-ink">
        {reference || <span className="text-ink-muted">{t('admin-mail.noOrder')}</span>}
      </td>
      <td className="px-4 py-3">
        <span
          className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide ring-1 ring-inset ${TONE_CLASSES[MAIL_STATE_TONES[mail.state]]}`}
        >
          {mailStateLabel(mail.state)}
        </span>
        <span className="mt-1 block text-ink-muted">{t('admin-mail.attempts', { count: mail.attempts })}</span>
        {mail.state === 'waiting' && mail.nextAttemptAt && (
          <span className="block text-ink-muted">
            {tElements('admin-mail.nextAttempt', { when: '' }, { time: () => <When iso={mail.nextAttemptAt ?? ''} /> })}
          </span>
        )}
      </td>
      <td className="px-4 py-3 break-words text-chili-700">{shownError(mail)}</td>
      <td className="px-4 py-3">
        {canSendAgain(mail) && (
          // aria-disabled, not disabled: a disabled button would drop the keyboard's focus while it waits.
          <button
            type="button"
            aria-label={sendAgainName(mail)}
            aria-disabled={sending !== null}
            onClick={() => onSendAgain(mail)}
            className={rowButton}
          >
            {sending === mail.id ? t('admin-mail.sendingAgain') : t('admin-mail.sendAgain')}
          </button>
        )}
      </td>
    </tr>
  );
}

/** The outbox: every mail the shop owes or sent, by state, newest first; failed ones can be sent again. */
export function Outbox() {
  const state = useStore($outbox);
  const filter = useStore($mailFilter);
  const heading = useRef<HTMLHeadingElement>(null);
  const { mails, counts } = state;

  const onSendAgain = async (mail: OutboxMail) => {
    await sendMailAgain(mail);
    // Sent again, the row may leave this filter, and its button with it: keep the keyboard in the outbox.
    if (!document.activeElement || document.activeElement === document.body) heading.current?.focus();
  };

  return (
    <section aria-labelledby={HEADING_ID} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={HEADING_ID} ref={heading} tabIndex={-1} className="text-xl font-bold text-brand-800 focus:outline-none">
          {t('admin-mail.outbox')}
        </h2>
        <button type="button" onClick={() => void loadOutbox()} className={refreshButton}>
          {t('admin.refresh')}
        </button>
      </div>
      <p className="mb-4 text-sm text-ink-muted">{t('admin-mail.outboxIntro')}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons that wraps; a fieldset's min-inline-size (min-content) would keep it from wrapping on a narrow screen */}
      <div role="group" aria-labelledby={FILTERS_LABEL_ID} className="mb-5 flex flex-wrap items-center gap-2">
        <span id={FILTERS_LABEL_ID} className="text-sm font-semibold text-ink-muted">
          {t('admin-mail.show')}
        </span>
        {MAIL_FILTERS.map((each) => (
          <button
            key={each}
            type="button"
            aria-pressed={each === filter}
            onClick={() => setMailFilter(each)}
            className={each === 'failed' && failedNeedsAttention(counts) ? failedButton : filterButton}
          >
            {filterLabel(each, counts)}
          </button>
        ))}
      </div>
      {state.status === 'error' && mails.length > 0 && (
        <p role="alert" className="mb-4 text-sm font-medium text-chili-700">
          {t('admin-mail.staleError', { message: state.message })}
        </p>
      )}
      <AdminListTable
        load={state}
        onRetry={() => void loadOutbox()}
        nested
        caption={filter === 'all' ? t('admin-mail.captionAll') : t('admin-mail.captionState', { state: filter })}
        columns={[
          t('admin-mail.columnWhen'),
          t('admin-mail.columnMail'),
          t('admin-mail.columnTo'),
          t('admin-mail.columnOrder'),
          t('admin-mail.columnState'),
          t('admin-mail.columnError'),
          t('admin-mail.columnAction'),
        ]}
        rows={mails.map((mail) => <MailRow key={mail.id} mail={mail} onSendAgain={(chosen) => void onSendAgain(chosen)} />)}
        emptyText={emptyOutboxText(filter)}
        minWidthClass="min-w-[52rem]"
        scrollable
      />
    </section>
  );
}
