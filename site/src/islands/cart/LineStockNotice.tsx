import { type CartLine, cartLineKey } from '../../../../domain/cart.ts';
import type { LineStock } from '../../../../domain/cart-stock.ts';
import { weightText } from '../../../../domain/weight-text.ts';
import { pageLanguage, t } from '../../i18n/t.ts';
import { removeFromCart, updateCartQuantity } from '../../stores/cart.ts';

interface Props {
  line: CartLine;
  stock: LineStock;
  /** The notice's id: the line's "+" names it as the reason it adds no more. */
  id: string;
  /** The checkout's lines have no Remove button of their own: a line with none left offers one here. */
  offerRemove?: boolean;
}

const changeButton = 'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700';

/**
 * What is left of a line's product, where the line holds all of it ("Only 3 left") or asks for
 * more ("Only 2 left" and "Change to 2"; with none left, a word to remove it). Nothing while the
 * line has room or its stock is not tracked.
 */
export function LineStockNotice({ line, stock, id, offerRemove = false }: Props) {
  if (stock.kind === 'untracked' || stock.kind === 'room') return null;
  const key = cartLineKey(line);
  // A product sold by weight says its weights with their unit: "Only 1.25 kg left".
  const unit = line.sale?.unit;
  const left = (count: number) =>
    unit ? t('cart.weightLeft', { weight: weightText(count, unit, pageLanguage()) }) : t('cart.onlyLeft', { count });
  const change = (count: number) =>
    unit ? t('cart.changeToWeight', { weight: weightText(count, unit, pageLanguage()) }) : t('cart.changeTo', { count });
  // The notice stays, saying what is left, once the line is changed to fit: focus goes to it
  // rather than to the top of the page with the button that is gone.
  const changeTo = (most: number) => {
    updateCartQuantity(key, most);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  return (
    <div id={id} tabIndex={-1} data-line-stock="" className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
      {stock.kind === 'short' && stock.most === 0 ? (
        <>
          <span className="font-semibold text-chili-700">{t('cart.noneLeft')}</span>
          {offerRemove && (
            <button type="button" onClick={() => removeFromCart(key)} className={changeButton}>
              {t('cart.removeDish', { dish: line.name })}
            </button>
          )}
        </>
      ) : (
        <>
          <span className="font-semibold text-chili-700">{left(stock.left)}</span>
          {stock.kind === 'short' && (
            <button type="button" onClick={() => changeTo(stock.most)} className={changeButton}>
              {change(stock.most)}
            </button>
          )}
        </>
      )}
    </div>
  );
}
