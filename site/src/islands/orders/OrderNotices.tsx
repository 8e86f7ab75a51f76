import { tText } from '../../i18n/t.ts';
import { tOr } from './order-words.ts';

/** The buttons the order screens share (as on the account and 404 pages). */
export const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';
export const quietButtonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full px-6 font-semibold text-brand-700 ring-2 ring-brand-600 hover:bg-brand-50';

/** A load that failed: the message and a way to try again without reloading. */
export function FailedNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-red-200">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto h-10 w-10 text-chili-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 17h.01" />
      </svg>
      <p role="alert" className="mt-3 text-lg font-semibold text-chili-700">
        {tText(message)}
      </p>
      <button type="button" onClick={onRetry} className={`${quietButtonClass} mt-6`}>
        {tOr('orders.tryAgain', 'Try again')}
      </button>
    </div>
  );
}

/** No order to show (none yet, or none at this link): why, and where to go instead. */
export function NoOrderNotice({
  title,
  text,
  link,
  quiet = true,
  heading = false,
}: {
  title: string;
  text?: string;
  link: { href: string; label: string };
  /** The link drawn as the quiet button (a way out) rather than the main one (the next step). */
  quiet?: boolean;
  /** The title as a heading of its own (a page whose whole content this is). */
  heading?: boolean;
}) {
  const Title = heading ? 'h2' : 'p';
  return (
    <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-brand-100">
      <Title className={heading ? 'text-xl font-bold text-ink' : 'text-lg font-semibold text-ink'}>{title}</Title>
      {text && <p className="mt-2 text-ink-muted">{text}</p>}
      <a href={link.href} className={`${quiet ? quietButtonClass : buttonClass} mt-6`}>
        {link.label}
      </a>
    </div>
  );
}
