import type { PickSheet } from '../../../../../domain/contracts/pick-sheet.ts';
import type { OrderProduct } from '../../../../../domain/order.ts';
import type { ApprovalStatus } from '../../../../../domain/picking/replacement-approval.ts';
import { type MessageKey, t } from '../../../i18n/t.ts';
import { substitutionNote } from '../substitution-note.ts';
import { PickLineForm, type LineEditing } from './PickLineForm.tsx';
import type { PickLineDecision } from './pick-store.ts';
import { amountText, decisionText } from './pick-text.ts';
import { ProductPicture } from './ProductPicture.tsx';

/** Where the customer approves replacements: what they said of this one. */
const APPROVAL_TEXTS = {
  waiting: 'admin-picking.approvalWaiting',
  accepted: 'admin-picking.approvalAccepted',
  declined: 'admin-picking.approvalDeclined',
  expired: 'admin-picking.approvalExpired',
} as const satisfies Record<ApprovalStatus, MessageKey>;
const APPROVAL_TONES: Record<ApprovalStatus, string> = {
  waiting: 'text-amber-900',
  accepted: 'text-green-800',
  declined: 'text-chili-700',
  expired: 'text-chili-700',
};

const big =
  'inline-flex min-h-12 flex-1 items-center justify-center rounded-xl px-3 text-base font-bold aria-disabled:cursor-wait aria-disabled:opacity-60';
const pickedLook = `${big} bg-leaf-700 text-white hover:bg-green-800`;
const quietLook = `${big} bg-white text-ink ring-1 ring-stone-300 hover:bg-stone-100`;
const missingLook = `${big} bg-white text-chili-700 ring-1 ring-red-300 hover:bg-red-50`;

interface Props {
  sheetLine: PickSheet['lines'][number];
  line: OrderProduct;
  locale: string;
  /** The order is picked already: lines are read, not changed. */
  closed: boolean;
  busy: boolean;
  editing: LineEditing | null;
  error: string | undefined;
  /** A price as the order's currency writes it. */
  money: (dollars: number) => string;
  onEdit: (editing: LineEditing | null) => void;
  onDecide: (decision: PickLineDecision) => void;
}

/**
 * One line of the order as a picker works it with one thumb: its picture, what was ordered, the
 * customer's choice if it is out and the stock left; then Picked, Replace and Missing, or what was
 * decided with a way to change it.
 */
export function PickLine({ sheetLine, line, locale, closed, busy, editing, error, money, onEdit, onDecide }: Props) {
  const { index, product } = sheetLine;
  const name = line.name;
  const decided = line.picked !== null;
  const headingId = `pick-line-${index}-name`;
  const errorId = `pick-line-${index}-error`;
  const pickWhole = () =>
    line.soldBy === 'weight' ? onEdit({ mode: 'picked' }) : onDecide({ index, status: 'picked', quantity: line.quantity });
  return (
    <li
      id={`pick-line-${index}`}
      aria-labelledby={headingId}
      data-decided={decided ? 'yes' : 'no'}
      className={`rounded-2xl bg-white p-3 shadow-sm ring-2 ${decided ? 'ring-green-200' : 'ring-brand-100'}`}
    >
      <div className="flex gap-3">
        <ProductPicture image={product?.image ?? line.image} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-bold leading-snug text-brand-900">
            {name}
          </h3>
          <p className="text-base font-semibold text-ink">
            {t('admin-picking.ordered', { quantity: amountText(line.quantity, line.unit, locale) })}
          </p>
          <p className="text-sm text-ink-muted">
            {substitutionNote(line.substitution)}
            {product &&
              product.stockLeft !== null &&
              ` · ${t('admin-picking.stockLeft', { quantity: amountText(product.stockLeft, product.unit, locale) })}`}
          </p>
          {product === null && <p className="text-sm text-chili-700">{t('admin-picking.productGone')}</p>}
          {decided && (
            <p className="mt-1 font-bold text-green-800" data-decision>
              {decisionText(line, locale)}
            </p>
          )}
          {line.picked?.approval && (
            <p className={`text-sm font-semibold ${APPROVAL_TONES[line.picked.approval.status]}`}>
              {t(APPROVAL_TEXTS[line.picked.approval.status])}
            </p>
          )}
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 font-medium text-chili-700">
          {error}
        </p>
      )}
      {!closed && editing && editing.mode !== 'choose' && (
        <PickLineForm
          sheetLine={sheetLine}
          line={line}
          locale={locale}
          editing={editing}
          busy={busy}
          money={money}
          onCancel={() => onEdit(null)}
          onDecide={onDecide}
        />
      )}
      {!closed && ((!editing && !decided) || editing?.mode === 'choose') && (
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={pickedLook}
            aria-label={t('admin-picking.pickedLabel', { name })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && pickWhole()}
          >
            {t('admin-picking.picked')}
          </button>
          <button
            type="button"
            className={quietLook}
            aria-label={t('admin-picking.replaceLabel', { name })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onEdit({ mode: 'replace' })}
          >
            {t('admin-picking.replace')}
          </button>
          <button
            type="button"
            className={missingLook}
            aria-label={t('admin-picking.missingLabel', { name })}
            aria-disabled={busy || undefined}
            onClick={() => !busy && onDecide({ index, status: 'missing' })}
          >
            {t('admin-picking.missing')}
          </button>
          {editing?.mode === 'choose' && (
            <button type="button" className={`${quietLook} basis-full`} onClick={() => onEdit(null)}>
              {t('admin-picking.cancel')}
            </button>
          )}
        </div>
      )}
      {!closed && !editing && decided && (
        <button
          type="button"
          className={`${quietLook} mt-3 w-full`}
          aria-label={t('admin-picking.changeLabel', { name })}
          onClick={() => onEdit({ mode: 'choose' })}
        >
          {t('admin-picking.change')}
        </button>
      )}
    </li>
  );
}
