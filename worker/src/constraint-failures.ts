/**
 * Which of the database's own rules refused a write: the CHECKs that hold a coupon's uses, a
 * slot's places and a product's stock, and the unique indexes that keep codes apart. The verbs
 * answer each as a refusal in their own words; any other failure is a real one.
 */

function messages(error: unknown): string[] {
  const found: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) found.push(current.message);
  return found;
}

/** Whether a failed batch was refused by the named CHECK constraint. */
export function violates(error: unknown, check: string): boolean {
  return messages(error).some((message) => message.includes('CHECK constraint failed') && message.includes(check));
}

/** Whether a failed write was refused by the unique index on `table.column` ('foods.sku'). */
export function violatesUnique(error: unknown, column: string): boolean {
  return messages(error).some((message) => message.includes('UNIQUE constraint failed') && message.includes(column));
}
