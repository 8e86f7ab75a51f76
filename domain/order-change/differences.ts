import type { HandOverType } from '../fulfilment/settings.ts';
import { lineKey } from '../cart.ts';
import type { ComparedLine, OrderDifference } from './change-record.ts';

/** How an order is handed over, as a change compares it. */
export interface ComparedOrder {
  lines: readonly ComparedLine[];
  type: HandOverType;
  /** ISO 8601; null for as soon as possible. */
  slotStart: string | null;
  /** The delivery address on one line; '' for a pickup. */
  address: string;
  notes: string;
}

/**
 * What a change did, in the order the reader wants it: the lines (each dish with its choices is
 * one line; a dish whose choices changed is one change, not a line off and a line on), then the
 * hand-over, the address and the notes.
 */
export function orderDifferences(before: ComparedOrder, after: ComparedOrder): OrderDifference[] {
  const differences = lineDifferences(before.lines, after.lines);
  if (before.type !== after.type || before.slotStart !== after.slotStart)
    differences.push({
      kind: 'hand_over',
      from: { type: before.type, slotStart: before.slotStart },
      to: { type: after.type, slotStart: after.slotStart },
    });
  if (after.type === 'delivery' && after.address !== before.address) differences.push({ kind: 'address', to: after.address });
  if (after.notes !== before.notes) differences.push({ kind: 'notes', to: after.notes });
  return differences;
}

function lineDifferences(before: readonly ComparedLine[], after: readonly ComparedLine[]): OrderDifference[] {
  const differences: OrderDifference[] = [];
  const keyOf = (line: ComparedLine) => lineKey(line.productId, line.optionIds);
  const afterByKey = new Map(after.map((line) => [keyOf(line), line]));
  const beforeKeys = new Set(before.map(keyOf));
  const gone: ComparedLine[] = [];
  for (const line of before) {
    const now = afterByKey.get(keyOf(line));
    if (!now) gone.push(line);
    else if (now.quantity !== line.quantity)
      differences.push({ kind: 'quantity', name: line.name, from: line.quantity, to: now.quantity, unit: now.unit });
  }
  const arrived = after.filter((line) => !beforeKeys.has(keyOf(line)));
  for (const line of gone) {
    // The same dish with other choices: its options changed (and its quantity, if that did too).
    const index = arrived.findIndex((candidate) => candidate.productId === line.productId);
    if (index < 0) {
      differences.push({ kind: 'removed', ...counted(line) });
      continue;
    }
    const [now] = arrived.splice(index, 1);
    differences.push({ kind: 'options', name: line.name, from: [...line.options], to: [...now!.options] });
    if (now!.quantity !== line.quantity)
      differences.push({ kind: 'quantity', name: line.name, from: line.quantity, to: now!.quantity, unit: now!.unit });
  }
  for (const line of arrived) differences.push({ kind: 'added', ...counted(line) });
  return differences;
}

function counted(line: ComparedLine) {
  return { name: line.name, quantity: line.quantity, unit: line.unit, options: [...line.options] };
}
