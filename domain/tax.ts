/**
 * Tax on an order, in integer minor units of the shop's currency. The rule, which the server and
 * the checkout share and which property tests hold to:
 *
 * 1. Goods are grouped by their tax rate (a category's rate). The order's discount is shared
 *    among the groups in proportion to their amounts, by largest remainder, so the shares add up
 *    to the discount exactly.
 * 2. The delivery fee is taxed at the delivery rate and never discounted; it joins the group of
 *    the same rate. Tips are neither discounted nor taxed (they are not passed in here).
 * 3. Each rate group is one tax line, rounded once, half up, to the minor unit:
 *    - tax added ('exclusive', as in the US): tax = amount × rate / 100; taxable = amount;
 *    - prices include tax ('inclusive', as in the EU, UK, India, Australia):
 *      tax = amount × rate / (100 + rate); taxable = amount − tax.
 * 4. So for every order: Σ (taxable + tax) = the total before the tip, and with tax added the
 *    total is goods − discount + fee + Σ tax, with tax included goods − discount + fee.
 *
 * Rates are percents with up to three decimals (5, 12, 20, 8.875); the arithmetic is on integers.
 */

export type TaxMode = 'inclusive' | 'exclusive';

export interface TaxedAmount {
  /** Minor units: a line's price × quantity, or the delivery fee. */
  amount: number;
  /** Percent, e.g. 5 or 8.875 (rounded to three decimals). */
  rate: number;
}

export interface TaxLine {
  rate: number;
  /** Minor units, excluding tax. */
  taxable: number;
  tax: number;
}

export interface OrderTax {
  lines: TaxLine[];
  tax: number;
  /** Goods after the discount, plus the fee, plus tax when it is added: the total before the tip. */
  total: number;
}

/** Half up on non-negative integers: numerator / denominator to the nearest whole, .5 going up. */
function divideRoundingHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Thousandths of a percent: rates such as New York's 8.875% stay exact. */
const RATE_SCALE = 1000;
const scaledRate = (rate: number) => Math.round(rate * RATE_SCALE);

/**
 * `total` shared among `weights` in proportion, as whole units, adding up to `total` exactly:
 * each gets the floor of its share, and the units left over go to the largest remainders (the
 * earlier entry first on a tie).
 */
export function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  // In integers: total × weight passes 2^53 for large orders, and a floating quotient just under a
  // whole number can round up to it, handing out more than the total.
  const whole = BigInt(sum);
  const parts = weights.map((weight) => {
    const product = BigInt(total) * BigInt(weight);
    return { floor: product / whole, remainder: product % whole };
  });
  const shares = parts.map((part) => Number(part.floor));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = parts
    .map((part, index) => ({ index, remainder: part.remainder }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

export function computeOrderTax(input: {
  mode: TaxMode;
  goods: readonly TaxedAmount[];
  /** Minor units taken off the goods (at most their sum). */
  discount: number;
  deliveryFee: TaxedAmount;
}): OrderTax {
  const byRate = new Map<number, number>();
  for (const line of input.goods) byRate.set(scaledRate(line.rate), (byRate.get(scaledRate(line.rate)) ?? 0) + line.amount);
  const rates = [...byRate.keys()].sort((a, b) => a - b);
  const goodsTotal = rates.reduce((sum, rate) => sum + byRate.get(rate)!, 0);
  const shares = shareInProportion(
    Math.min(input.discount, goodsTotal),
    rates.map((rate) => byRate.get(rate)!),
  );
  const amounts = new Map(rates.map((rate, index) => [rate, byRate.get(rate)! - shares[index]!]));
  if (input.deliveryFee.amount > 0) {
    const rate = scaledRate(input.deliveryFee.rate);
    amounts.set(rate, (amounts.get(rate) ?? 0) + input.deliveryFee.amount);
  }

  const lines = [...amounts.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, amount]) => amount > 0)
    .map(([rate, amount]) => {
      const tax =
        input.mode === 'exclusive'
          ? divideRoundingHalfUp(amount * rate, 100 * RATE_SCALE)
          : divideRoundingHalfUp(amount * rate, 100 * RATE_SCALE + rate);
      return { rate: rate / RATE_SCALE, taxable: input.mode === 'exclusive' ? amount : amount - tax, tax };
    });
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  const amountSum = [...amounts.values()].reduce((a, b) => a + b, 0);
  return { lines, tax, total: input.mode === 'exclusive' ? amountSum + tax : amountSum };
}

/**
 * Each goods line's own tax, for the exports: the discount shared among the lines in proportion
 * (largest remainder), each rate's tax on its lines computed as `computeOrderTax` does without
 * the fee, and shared among those lines in proportion. Σ over a rate's lines is the tax of that
 * rate's goods; the fee's tax is the rest of the order's line at its rate.
 */
export function lineTaxes(mode: TaxMode, lines: readonly TaxedAmount[], discount: number): number[] {
  const discounted = lines.map(
    (line, index) =>
      line.amount -
      shareInProportion(
        discount,
        lines.map((each) => each.amount),
      )[index]!,
  );
  const taxes = lines.map(() => 0);
  const rates = new Set(lines.map((line) => scaledRate(line.rate)));
  for (const rate of rates) {
    const members = lines.map((line, index) => ({ line, index })).filter(({ line }) => scaledRate(line.rate) === rate);
    const amount = members.reduce((sum, { index }) => sum + discounted[index]!, 0);
    const tax =
      mode === 'exclusive'
        ? divideRoundingHalfUp(amount * rate, 100 * RATE_SCALE)
        : divideRoundingHalfUp(amount * rate, 100 * RATE_SCALE + rate);
    const shares = shareInProportion(
      tax,
      members.map(({ index }) => discounted[index]!),
    );
    for (const [position, { index }] of members.entries()) taxes[index] = shares[position]!;
  }
  return taxes;
}

/** How a receipt names its tax: "Tax 8.875%" added to the total, or "incl. tax 20%" inside it. Zero rates say nothing. */
export function taxRows(mode: TaxMode, lines: readonly TaxLine[]): { label: string; tax: number }[] {
  return lines
    .filter((line) => line.tax > 0)
    .map((line) => ({ label: mode === 'exclusive' ? `Tax ${line.rate}%` : `incl. tax ${line.rate}%`, tax: line.tax }));
}
