import type { ComponentProps } from 'react';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-messages.ts';
import { t, tText } from '../../i18n/t.ts';
import type { Session } from '../../stores/session.ts';
import { openLoginDialog } from '../../stores/session.ts';
import { sectionClass, sectionHeadingClass } from './FieldGroupError.tsx';
import { GuestFields } from './GuestFields.tsx';

const loginButtonClass = 'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';
const guestButtonClass =
  'inline-flex min-h-11 items-center rounded-full border-2 border-brand-600 px-6 font-semibold text-brand-700 hover:bg-brand-50';
const choiceClass = 'mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4';

interface Props {
  session: Session;
  /** Whether the shop takes orders from guests (null while its settings load), whether this visitor chose to, and their fields. */
  guest: { offered: boolean | null; chosen: boolean; onChoose(): void } & ComponentProps<typeof GuestFields>;
}

/**
 * The way to log in and, where the shop allows it, to order as a guest: the guest's fields open
 * when asked for, so a returning customer sees two short choices, not a form that is not theirs.
 */
function SignedOut({
  offered,
  chosen,
  onChoose,
  fields,
}: {
  offered: boolean;
  chosen: boolean;
  onChoose(): void;
  fields: ComponentProps<typeof GuestFields>;
}) {
  return (
    <>
      <div className={choiceClass}>
        <p className="font-semibold text-ink">{offered ? t('checkout.haveAccount') : tText(CHECKOUT_MESSAGES.notSignedIn)}</p>
        <button type="button" onClick={() => openLoginDialog()} className={loginButtonClass}>
          {t('checkout.logIn')}
        </button>
      </div>
      {offered &&
        (chosen ? (
          <GuestFields {...fields} />
        ) : (
          <div className={choiceClass}>
            <p className="font-semibold text-ink">{t('checkout.noAccount')}</p>
            <button type="button" onClick={onChoose} className={guestButtonClass}>
              {t('checkout.continueAsGuest')}
            </button>
          </div>
        ))}
    </>
  );
}

/** Who orders: the signed-in name and e-mail, or the way to log in (and, where the shop allows it, to order as a guest). */
export function CustomerDetails({ session, guest }: Props) {
  const { offered, chosen, onChoose, ...fields } = guest;
  const signedOut = session.status === 'signedOut';
  return (
    <section aria-labelledby="checkout-customer-heading" className={sectionClass}>
      <h2 id="checkout-customer-heading" tabIndex={-1} data-focus-after-sign-in className={sectionHeadingClass}>
        {t('checkout.yourDetails')}
      </h2>
      {session.status === 'signedIn' ? (
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t('checkout.name')}</dt>
            <dd className="mt-0.5 font-semibold break-words text-ink">{session.user.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{t('checkout.email')}</dt>
            <dd className="mt-0.5 font-semibold break-all text-ink">{session.user.email}</dd>
          </div>
        </dl>
      ) : signedOut && offered !== null ? (
        <SignedOut offered={offered} chosen={chosen} onChoose={onChoose} fields={fields} />
      ) : (
        <p role="status" className="mt-4 text-ink-muted">
          {t('checkout.loading')}
        </p>
      )}
    </section>
  );
}
