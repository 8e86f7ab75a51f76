import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-messages.ts';
import { currencySymbol, readTypedAmount } from '../../../../domain/currency.ts';
import { formatMoney, type Cents } from '../../../../domain/money.ts';
import { tipOf, type OrderTotals } from '../../../../domain/pricing.ts';
import { t, tText } from '../../i18n/t.ts';

/** No tip, one of the owner's percents, or an amount the customer types. */
export type TipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

type Basket = Pick<OrderTotals, 'subtotalCents' | 'discountCents'>;

/** A typed tip in cents, or the message saying what is wrong with it (the server's rules: ≥ 0, whole cents, at most the dishes' amount). */
export function readCustomTip(text: string, basket: Basket): { ok: true; cents: Cents } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, cents: 0 };
  // Typed the shop's way ("2,50" in it-IT); a misreadable one is said, with how to write it.
  const read = readTypedAmount(text);
  if (read.kind === 'unreadable')
    return { ok: false, message: read.message === 'Enter a number.' ? CHECKOUT_MESSAGES.tipInvalid : read.message };
  if (read.kind === 'fractionOfCent' || read.cents < 0) return { ok: false, message: CHECKOUT_MESSAGES.tipInvalid };
  const { cents } = read;
  if (cents > basket.subtotalCents - basket.discountCents) return { ok: false, message: CHECKOUT_MESSAGES.tipTooLarge };
  return { ok: true, cents };
}

/** The tip the choice comes to; a custom amount that cannot be read counts as none (its field says why). */
export function tipCentsOf(choice: TipChoice, basket: Basket): Cents {
  if (choice.kind === 'percent') return tipOf(basket, choice.percent);
  if (choice.kind === 'custom') {
    const custom = readCustomTip(choice.text, basket);
    return custom.ok ? custom.cents : 0;
  }
  return 0;
}

interface Props {
  presets: readonly number[];
  basket: Basket;
  value: TipChoice;
  onChange(choice: TipChoice): void;
}

const optionClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold text-ink ring-1 ring-stone-300 hover:bg-brand-50 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600';

/**
 * "Add a tip" at checkout, when the shop takes tips: no tip, the owner's percents of the dishes
 * after the discount (with what each comes to), or an amount. Native radios in a fieldset, so the
 * arrow keys move between them; the amount field appears with its own label and message.
 */
export function TipPicker({ presets, basket, value, onChange }: Props) {
  const custom = value.kind === 'custom' ? readCustomTip(value.text, basket) : null;
  const choose = (choice: TipChoice) => () => onChange(choice);
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-bold text-ink">{t('checkout.addTip')}</legend>
      <div className="flex flex-wrap gap-2">
        <label className={optionClass}>
          <input
            type="radio"
            name="tip"
            checked={value.kind === 'none'}
            onChange={choose({ kind: 'none' })}
            className="h-4 w-4 accent-brand-600"
          />
          {t('checkout.noTip')}
        </label>
        {presets.map((percent) => (
          <label key={percent} className={optionClass}>
            <input
              type="radio"
              name="tip"
              checked={value.kind === 'percent' && value.percent === percent}
              onChange={choose({ kind: 'percent', percent })}
              className="h-4 w-4 accent-brand-600"
            />
            {t('checkout.tipPreset', { percent, amount: formatMoney(tipOf(basket, percent)) })}
          </label>
        ))}
        <label className={optionClass}>
          <input
            type="radio"
            name="tip"
            checked={value.kind === 'custom'}
            onChange={choose({ kind: 'custom', text: '' })}
            className="h-4 w-4 accent-brand-600"
          />
          {t('checkout.otherAmount')}
        </label>
      </div>
      {value.kind === 'custom' && (
        <div>
          <label htmlFor="checkout-tip" className="block text-sm font-semibold text-ink">
            {t('checkout.tipAmount', { symbol: currencySymbol() })}
          </label>
          <input
            id="checkout-tip"
            inputMode="decimal"
            autoComplete="off"
            maxLength={10}
            value={value.text}
            onChange={(event) => onChange({ kind: 'custom', text: event.currentTarget.value })}
            aria-invalid={custom?.ok === false || undefined}
            aria-describedby={custom?.ok === false ? 'checkout-tip-error' : undefined}
            className="mt-1 block min-h-11 w-40 rounded-xl border border-field bg-white px-3 text-base text-ink aria-invalid:border-chili-700"
          />
          {custom?.ok === false && (
            <p id="checkout-tip-error" className="mt-1 text-sm font-semibold text-chili-700">
              {tText(custom.message)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
