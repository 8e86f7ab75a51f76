import { useId, useState } from 'react';
import type { Order } from '../../../../../domain/order.ts';
import { clockTime } from '../../../../../domain/fulfilment/hand-over-text.ts';
import {
  AcceptInput,
  cookingStartsAt,
  DESK_LIMITS,
  PREP_CHOICES,
  readyAtOnAccept,
  type DeskSettings,
} from '../../../../../domain/order-desk.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { t, tText } from '../../../i18n/t.ts';
import { AdminDialog } from '../AdminDialog.tsx';
import { useCheckedSubmit } from './use-checked-submit.ts';

interface Props {
  order: Order;
  /** The prep time the desk proposes from the kitchen's load (domain/order-desk.ts). */
  suggested: number;
  /** Why that time: 'x items in the kitchen, about y min per item'. */
  reason: string;
  /** The shop's clock and drive, to say when a scheduled order's cooking starts. */
  timeZone: string;
  desk: DeskSettings;
  onClose: () => void;
  onAccept: (prepMinutes: number) => Promise<boolean>;
}

const CUSTOM = 'custom';

/**
 * A "Ready in" choice: a label drawn as a tile around a visually hidden radio, so the radio's own
 * focus ring cannot be seen; the tile shows it instead, outlined outside its edge (brand-600 on
 * the dialog's white, 5.2:1), distinct from the fill that marks the chosen one.
 */
const CHOICE =
  'flex min-h-12 cursor-pointer items-center justify-center rounded-xl px-2 text-lg font-bold ring-1 ring-stone-300 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-solid';

/**
 * Accept with a prep time: the quick choices, the suggestion (chosen to start with) and a time of
 * one's own. For a scheduled order the time counts back from its slot: the dialog says when it
 * will be ready and when cooking starts.
 */
export function AcceptDialog({ order, suggested, reason, timeZone, desk, onClose, onAccept }: Props) {
  const choices = [...new Set<number>([...PREP_CHOICES, suggested])].sort((a, b) => a - b);
  const [choice, setChoice] = useState(String(suggested));
  const [custom, setCustom] = useState('');
  const planId = useId();
  const slotStart = order.fulfilment.slotStart ? Date.parse(order.fulfilment.slotStart) : null;
  const chosen = choice === CUSTOM ? Number(custom) : Number(choice);
  const plan = slotStart !== null && Number.isInteger(chosen) && chosen > 0 ? slotPlan(order, slotStart, chosen, timeZone, desk) : null;

  const { error, errorId, busy, onSubmit } = useCheckedSubmit(
    'desk-custom-minutes',
    () => AcceptInput.safeParse({ prepMinutes: custom.trim() === '' && choice === CUSTOM ? undefined : chosen }),
    (accepted) => onAccept(accepted.prepMinutes),
  );

  return (
    <AdminDialog
      title={t('admin-desk.acceptTitle')}
      subtitle={
        slotStart !== null
          ? t('admin-desk.acceptSubtitleSlot', { reference: orderReference(order._id), time: clockTime(slotStart, timeZone), reason })
          : t('admin-desk.acceptSubtitle', { reference: orderReference(order._id), reason })
      }
      initialFocus="input[type=radio]:checked"
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={t('admin-desk.accept')}
      busyLabel={t('admin-desk.accepting')}
    >
      <fieldset aria-describedby={[error ? errorId : '', plan ? planId : ''].join(' ').trim() || undefined}>
        <legend className="text-base font-semibold text-ink">
          {slotStart !== null ? t('admin-desk.prepFromSlot') : t('admin-desk.readyIn')}
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {choices.map((minutes) => (
            <label key={minutes} className={`${CHOICE} gap-2`}>
              <input
                type="radio"
                name="prep"
                value={minutes}
                checked={choice === String(minutes)}
                onChange={() => setChoice(String(minutes))}
                className="sr-only"
              />
              {t('admin-desk.minutes', { minutes })}
              {minutes === suggested && <span className="text-xs font-semibold">{t('admin-desk.suggested')}</span>}
            </label>
          ))}
          <label className={CHOICE}>
            <input
              type="radio"
              name="prep"
              value={CUSTOM}
              checked={choice === CUSTOM}
              onChange={() => setChoice(CUSTOM)}
              className="sr-only"
            />
            {t('admin-desk.otherTime')}
          </label>
        </div>
      </fieldset>
      {choice === CUSTOM && (
        <div>
          <label htmlFor="desk-custom-minutes" className="block text-sm font-semibold text-ink">
            {t('admin-desk.customMinutes', { max: DESK_LIMITS.prepMinutesMax })}
          </label>
          <input
            id="desk-custom-minutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={DESK_LIMITS.prepMinutesMax}
            value={custom}
            onChange={(event) => setCustom(event.currentTarget.value)}
            className="mt-1.5 block min-h-11 w-full rounded-lg border border-field bg-white px-3 text-base text-ink"
          />
        </div>
      )}
      {plan && (
        <p id={planId} aria-live="polite" className="text-base font-semibold text-ink">
          {plan}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-chili-700">
          {tText(error)}
        </p>
      )}
    </AdminDialog>
  );
}

/** 'Ready at 19:00, start cooking at 18:40': the slot's ready time (less the drive for delivery), less the prep time. */
function slotPlan(order: Order, slotStart: number, prepMinutes: number, timeZone: string, desk: DeskSettings): string {
  const readyAt = readyAtOnAccept({ fulfilmentType: order.fulfilment.type, slotStart }, prepMinutes, Date.now(), desk);
  return t('admin-desk.slotPlan', {
    ready: clockTime(readyAt, timeZone),
    start: clockTime(cookingStartsAt(readyAt, prepMinutes), timeZone),
  });
}
