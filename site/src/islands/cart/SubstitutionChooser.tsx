import { useEffect, useRef, useState } from 'react';
import { type CartSubstitution, replacementSuggestions } from '../../../../domain/cart-substitution.ts';
import type { Food } from '../../../../domain/food.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { amountInCents } from '../../../../domain/contracts/amounts.ts';
import { t } from '../../i18n/t.ts';
import { chooseSubstitution } from '../../stores/cart-substitutions.ts';
import { SUBSTITUTION_MODES, type SubstitutionMode } from '../../../../domain/picking/substitution.ts';

type Suggestions = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; products: Food[] };

interface Props {
  lineKey: string;
  productId: string;
  /** The line's name as its buttons say it (with its options). */
  label: string;
  choice: CartSubstitution;
  onDone(): void;
}

const MODE_TEXT: Record<SubstitutionMode, 'substitution.bestMatch' | 'substitution.specific' | 'substitution.none'> = {
  best_match: 'substitution.bestMatch',
  specific: 'substitution.specific',
  none: 'substitution.none',
};

/**
 * What may replace a cart line if its product is out: "Best match", "This product instead" (one
 * of the others of its category on sale, GET /api/foods) or "Don't replace — refund it". A choice
 * is kept as soon as it is made; "This product instead" is kept once a product is picked.
 */
export default function SubstitutionChooser({ lineKey, productId, label, choice, onDone }: Props) {
  const [mode, setMode] = useState<SubstitutionMode>(choice.mode);
  const [suggestions, setSuggestions] = useState<Suggestions>({ status: 'loading' });
  const fieldset = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    fieldset.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, []);

  useEffect(() => {
    if (mode !== 'specific' || suggestions.status === 'ready') return;
    let current = true;
    loadSuggestions(productId).then(
      (products) => current && setSuggestions({ status: 'ready', products }),
      () => current && setSuggestions({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [mode, productId, suggestions.status]);

  const pickMode = (picked: SubstitutionMode) => {
    setMode(picked);
    if (picked !== 'specific') chooseSubstitution(lineKey, { mode: picked });
    else if (suggestions.status === 'failed') setSuggestions({ status: 'loading' });
  };

  return (
    <div className="mt-2 rounded-xl bg-brand-50 p-3">
      <fieldset ref={fieldset}>
        <legend className="mb-1 font-semibold text-ink">{t('substitution.legend', { dish: label })}</legend>
        {SUBSTITUTION_MODES.map((option) => (
          <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              name={`${lineKey}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => pickMode(option)}
              className="h-4 w-4 accent-brand-700"
            />
            {t(MODE_TEXT[option])}
          </label>
        ))}
      </fieldset>
      {mode === 'specific' && <SuggestionList lineKey={lineKey} label={label} choice={choice} suggestions={suggestions} />}
      <button
        type="button"
        onClick={onDone}
        className="mt-2 min-h-11 rounded-full bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800"
      >
        {t('substitution.done')}
      </button>
    </div>
  );
}

function SuggestionList({
  lineKey,
  label,
  choice,
  suggestions,
}: Pick<Props, 'lineKey' | 'label' | 'choice'> & { suggestions: Suggestions }) {
  if (suggestions.status === 'loading') return <p role="status">{t('substitution.suggestionsLoading')}</p>;
  if (suggestions.status === 'failed') return <p role="alert">{t('substitution.suggestionsFailed')}</p>;
  if (suggestions.products.length === 0) return <p role="status">{t('substitution.suggestionsNone')}</p>;
  return (
    <fieldset className="mt-2 border-s-2 border-brand-200 ps-3">
      <legend className="mb-1 font-semibold text-ink">{t('substitution.suggestionsLegend', { dish: label })}</legend>
      {suggestions.products.map((product) => (
        <label key={product._id} className="flex min-h-11 cursor-pointer items-center gap-2 text-ink">
          <input
            type="radio"
            name={`${lineKey}-product`}
            value={product._id}
            checked={choice.mode === 'specific' && choice.productId === product._id}
            onChange={() => chooseSubstitution(lineKey, { mode: 'specific', productId: product._id, name: product.name })}
            className="h-4 w-4 accent-brand-700"
          />
          <span>
            {product.name} <span className="text-ink-muted">{formatMoney(amountInCents(product.price))}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The others of the product's category on sale now, as the chosen location sells them. */
async function loadSuggestions(productId: string): Promise<Food[]> {
  const { fetchCategoryPage, fetchDishes } = await import('../../stores/catalogue-calls.ts');
  const [product] = await fetchDishes([productId]);
  if (!product) return [];
  return replacementSuggestions(await fetchCategoryPage(product.categoryId, 20, undefined), productId);
}
