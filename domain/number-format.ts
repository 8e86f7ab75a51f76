/**
 * 1000000 → '1,000,000', as 'en-US' writes whole numbers. Written out rather than with
 * toLocaleString, which wakes the runtime's locale data: ~7 MB more memory on the server for
 * three messages (docs/decisions/009).
 */
export function groupDigits(whole: number): string {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a whole number: ${whole}`);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
