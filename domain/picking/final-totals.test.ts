import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountForQuantity, BY_THE_UNIT } from '../sale-quantity.ts';
import type { TaxMode } from '../tax.ts';
import { fromMilli } from '../thousandths.ts';
import { authorizedAmount, captureAmount } from './card-capture.ts';
import { checkDecisions } from './check-decisions.ts';
import { completePick } from './complete-pick.ts';
import { finalLine, finalLines, WEIGHT_CHARGED_OVER_PERCENT } from './final-lines.ts';
import { finalTotals, type PlacedTerms } from './final-totals.ts';
import { type CatalogueProduct, type OrderedLine, storedAmount } from './order-lines.ts';
import type { CheckedPick, KeptDecision, PickDecision } from './pick-decision.ts';
import type { SubstitutionChoice } from './substitution.ts';

const rate = fc.constantFrom(0, 4, 5, 10, 20, 8.875);
const mode = fc.constantFrom<TaxMode>('inclusive', 'exclusive');

/** A product a line may be replaced by, sold by the unit or by weight. */
const product = fc.record({
  priceCents: fc.integer({ min: 1, max: 20_000 }),
  taxRate: rate,
  weighed: fc.boolean(),
  stockTracked: fc.boolean(),
});

/**
 * An order line as placed (by the unit or by weight, any choice of replacement) with what staff
 * decided for it, within what the rules allow: items up to those ordered, a weight up to twice
 * the one ordered, a replacement only where the customer allowed one. Without `raising`, no
 * decision that may cost more than the line: no weight over the one ordered, no named replacement.
 */
const pickedLine = (raising: boolean) =>
  fc.record({
    weighed: fc.boolean(),
    priceCents: fc.integer({ min: 1, max: 20_000 }),
    quantity: fc.integer({ min: 1, max: 6 }),
    weightMilli: fc.integer({ min: 100, max: 5_000 }),
    taxRate: rate,
    tracked: fc.boolean(),
    mode: fc.constantFrom<SubstitutionChoice['mode']>('best_match', 'specific', 'none'),
    outcome: fc.constantFrom<CheckedPick['status']>('picked', 'replaced', 'missing'),
    /** Of what was ordered: a fraction of the items, or of the weight (up to twice it, heavier). */
    found: fc.double({ min: 0.01, max: 1, noNaN: true }),
    heavier: fc.boolean().map((heavier) => raising && heavier),
    replacement: product,
    replacementQuantity: fc.integer({ min: 1, max: 6 }),
    replacementWeightMilli: fc.integer({ min: 1, max: 6_000 }),
  });

type DrawnLine = ReturnType<typeof pickedLine> extends fc.Arbitrary<infer T> ? T : never;

/** The line as placed and the pick drawn for it, with the decision staff would send for that pick. */
function lineAndPick(drawn: DrawnLine, position: number, raising: boolean): { pick: CheckedPick; decision: PickDecision } {
  const substitution: SubstitutionChoice =
    drawn.mode === 'specific' ? { mode: 'specific', productId: `r${position}` } : { mode: drawn.mode };
  const line: OrderedLine = {
    position,
    foodId: `p${position}`,
    name: `Product ${position}`,
    priceCents: drawn.weighed ? amountForQuantity(drawn.priceCents, fromMilli(drawn.weightMilli)) : drawn.priceCents,
    quantity: drawn.weighed ? 1 : drawn.quantity,
    image: '',
    options: [],
    category: 'Groceries',
    taxRate: drawn.taxRate,
    stockTakenMilli: drawn.tracked ? (drawn.weighed ? drawn.weightMilli : drawn.quantity * 1000) : 0,
    weightMilli: drawn.weighed ? drawn.weightMilli : null,
    weightUnit: drawn.weighed ? 'kg' : null,
    unitPriceCents: drawn.weighed ? drawn.priceCents : null,
    substitution,
  };
  const replaceable = drawn.mode === 'best_match' || (drawn.mode === 'specific' && raising);
  const outcome = drawn.outcome === 'replaced' && !replaceable ? 'missing' : drawn.outcome;
  if (outcome === 'missing') return { pick: { status: 'missing', line }, decision: { index: position, status: 'missing' } };
  if (outcome === 'picked') {
    const quantity = drawn.weighed
      ? fromMilli(Math.max(1, Math.round(drawn.weightMilli * (drawn.heavier ? 1 + drawn.found : drawn.found))))
      : Math.max(1, Math.round(drawn.quantity * drawn.found));
    return { pick: { status: 'picked', line, quantity }, decision: { index: position, status: 'picked', quantity } };
  }
  const product: CatalogueProduct = {
    id: `r${position}`,
    name: `Replacement ${position}`,
    priceCents: drawn.replacement.priceCents,
    image: '',
    isAvailable: true,
    categoryId: 'groceries',
    category: 'Groceries',
    taxRate: drawn.replacement.taxRate,
    stockTracked: drawn.replacement.stockTracked,
    sale: drawn.replacement.weighed
      ? { soldBy: 'weight', unit: 'kg', quantityStep: 0.5, minQuantity: 0.5, maxQuantity: null }
      : BY_THE_UNIT,
  };
  const quantity = drawn.replacement.weighed ? fromMilli(drawn.replacementWeightMilli) : drawn.replacementQuantity;
  return {
    pick: { status: 'replaced', line, product, quantity },
    decision: { index: position, status: 'replaced', productId: product.id, quantity },
  };
}

/** An order, its terms and the card's margin, and a decision for each of its lines. */
const pickedOrder = (raising = true) =>
  fc
    .record({
      lines: fc.array(pickedLine(raising), { minLength: 1, maxLength: 8 }),
      terms: fc.record({
        discountPercent: fc.constantFrom(0, 0, 10, 15, 25, 33),
        deliveryFeeCents: fc.integer({ min: 0, max: 1_500 }),
        tipCents: fc.integer({ min: 0, max: 2_000 }),
        tax: fc.record({ mode, deliveryRate: rate }),
      }),
      marginPercent: fc.constantFrom(0, 5, 10, 12.5, 20),
    })
    .map(({ lines, terms, marginPercent }) => {
      const made = lines.map((drawn, position) => lineAndPick(drawn, position, raising));
      return { terms, marginPercent, picks: made.map((each) => each.pick), decisions: made.map((each) => each.decision) };
    });

const estimateOf = (terms: PlacedTerms, picks: readonly CheckedPick[]) =>
  finalTotals(
    terms,
    picks.map((pick) => pick.line),
  );

describe('picking any order', () => {
  it('takes every decision the rules allow', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        const { picks, decisions } = drawn;
        const products = new Map(picks.flatMap((pick) => (pick.status === 'replaced' ? [[pick.product.id, pick.product] as const] : [])));
        expect(
          checkDecisions(
            picks.map((pick) => pick.line),
            decisions,
            products,
          ),
        ).toEqual({ ok: true, picks });
      }),
    );
  });

  it('never comes to more than the estimate, but for named replacements, heavier weights and a cent of rounding', () => {
    fc.assert(
      fc.property(pickedOrder(false), (drawn) => {
        const { picks } = drawn;
        const lines = finalLines(picks, drawn.terms.tax.mode);
        const final = finalTotals(drawn.terms, lines);
        // Tax is rounded once per rate after the discount is shared among the rates (../tax.ts): where an
        // order mixes rates, that rounding alone can move the total by a cent either way.
        const rates = new Set([...picks.map((pick) => pick.line.taxRate), ...lines.map((line) => line.taxRate)]);
        const rounding = rates.size > 1 ? 1 : 0;
        expect(final.totalCents).toBeLessThanOrEqual(estimateOf(drawn.terms, picks).totalCents + rounding);
      }),
      { numRuns: 2_000 },
    );
  });

  it('charges an unnamed replacement no more than its line, with its tax where tax is added', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        for (const pick of drawn.picks) {
          if (pick.status !== 'replaced' || pick.line.substitution.mode === 'specific') continue;
          const line = finalLine(pick, drawn.terms.tax.mode)!;
          const [amount, original] = [storedAmount(line), storedAmount(pick.line)];
          expect(amount).toBeLessThanOrEqual(original);
          if (drawn.terms.tax.mode === 'exclusive')
            expect(amount * (100_000 + line.taxRate * 1000)).toBeLessThanOrEqual(original * (100_000 + pick.line.taxRate * 1000));
        }
      }),
    );
  });

  it('charges a heavier weight at most a tenth over the weight ordered', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        for (const pick of drawn.picks) {
          if (pick.status !== 'picked' || pick.line.weightMilli === null) continue;
          const most = pick.line.weightMilli + Math.floor((pick.line.weightMilli * WEIGHT_CHARGED_OVER_PERCENT) / 100);
          expect(finalLine(pick, drawn.terms.tax.mode)!.priceCents).toBeLessThanOrEqual(
            amountForQuantity(pick.line.unitPriceCents!, fromMilli(most)),
          );
        }
      }),
    );
  });

  it('adds up: subtotal − discount + fee + tax when added + tip, and the tax lines hold the total before the tip', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        const final = finalTotals(drawn.terms, finalLines(drawn.picks, drawn.terms.tax.mode));
        const added = final.taxMode === 'exclusive' ? final.taxCents : 0;
        expect(final.totalCents).toBe(final.subtotalCents - final.discountCents + final.deliveryFeeCents + added + final.tipCents);
        expect(final.taxLines.reduce((sum, line) => sum + line.taxable + line.tax, 0)).toBe(final.totalCents - final.tipCents);
        expect(Math.min(final.subtotalCents, final.discountCents, final.taxCents, final.totalCents)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('charges nothing, not the fee nor the tip, when every line is missing', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        const missing = drawn.picks.map((pick) => ({ status: 'missing' as const, line: pick.line }));
        expect(finalTotals(drawn.terms, finalLines(missing, drawn.terms.tax.mode))).toMatchObject({
          subtotalCents: 0,
          deliveryFeeCents: 0,
          taxCents: 0,
          tipCents: 0,
          totalCents: 0,
        });
      }),
    );
  });

  it('keeps the fee and the tip as placed while anything is delivered', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        const lines = finalLines(drawn.picks, drawn.terms.tax.mode);
        if (lines.length === 0) return;
        expect(finalTotals(drawn.terms, lines)).toMatchObject({
          deliveryFeeCents: drawn.terms.deliveryFeeCents,
          tipCents: drawn.terms.tipCents,
        });
      }),
    );
  });

  it('never captures more than the card holds, and captures the final whenever it fits', () => {
    fc.assert(
      fc.property(pickedOrder(), (drawn) => {
        const { picks } = drawn;
        const authorized = authorizedAmount(estimateOf(drawn.terms, picks).totalCents, drawn.marginPercent);
        const final = finalTotals(drawn.terms, finalLines(picks, drawn.terms.tax.mode)).totalCents;
        const capture = captureAmount(final, authorized);
        expect(capture.amountCents).toBeLessThanOrEqual(authorized);
        expect(capture.amountCents + capture.shortCents).toBe(final);
        expect(capture.over).toBe(final > authorized);
      }),
    );
  });
});

/** The customer's answer to each line's replacement, were it offered: none yet, and whether its time is over. */
const answers = fc.array(
  fc.record({ answer: fc.constantFrom<'accepted' | 'declined' | null>('accepted', 'declined', null), late: fc.boolean() }),
  { minLength: 8, maxLength: 8 },
);

describe('picking any order whose customer approves replacements', () => {
  const now = Date.UTC(2026, 0, 15, 12);

  it('waits while one is unanswered in time; then sends what was accepted and leaves out the rest, within the estimate', () => {
    fc.assert(
      fc.property(pickedOrder(false), answers, (drawn, waits) => {
        const products = new Map(
          drawn.picks.flatMap((pick) => (pick.status === 'replaced' ? [[pick.product.id, pick.product] as const] : [])),
        );
        const decisions: KeptDecision[] = drawn.decisions.map((decision) => {
          const wait = waits[decision.index]!;
          if (decision.status !== 'replaced') return decision;
          const offered = { name: products.get(decision.productId!)!.name, quantity: decision.quantity!, unit: null };
          return { ...decision, wait: { until: wait.late ? now : now + 60_000, answer: wait.answer }, offered };
        });
        const lines = drawn.picks.map((pick) => pick.line);
        const completed = completePick(lines, decisions, products, now);
        const waiting = decisions
          .filter((each) => each.wait && each.wait.answer === null && each.wait.until > now)
          .map((each) => each.index);
        if (waiting.length > 0) {
          expect(completed.ok || completed.reason !== 'approval_waiting' ? [] : completed.waiting.map((each) => each.index)).toEqual(
            waiting,
          );
          return;
        }
        if (!completed.ok) throw new Error(`not completed: ${completed.reason}`);
        completed.picks.forEach((pick, position) => {
          const wait = decisions[position]!.wait;
          if (!wait || wait.answer === 'accepted') expect(pick).toEqual(drawn.picks[position]);
          else expect(pick).toMatchObject({ status: 'missing', unapproved: { answer: wait.answer ?? 'expired' } });
        });
        const final = finalLines(completed.picks, drawn.terms.tax.mode);
        expect(final.map((line) => line.position)).toEqual(
          completed.picks.filter((pick) => pick.status !== 'missing').map((pick) => pick.line.position),
        );
        const rates = new Set([...lines.map((line) => line.taxRate), ...final.map((line) => line.taxRate)]);
        expect(finalTotals(drawn.terms, final).totalCents).toBeLessThanOrEqual(
          estimateOf(drawn.terms, drawn.picks).totalCents + (rates.size > 1 ? 1 : 0),
        );
      }),
      { numRuns: 1_000 },
    );
  });
});
