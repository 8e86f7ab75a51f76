/**
 * The secret a table's QR code carries (/table/{token}): 16 random bytes, base64url, 22
 * characters. Whoever holds it can order to the table, so it is unguessable rather than counted,
 * and a renewed one shares nothing with the old.
 */

const TOKEN_BYTES = 16;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22}$/;

export function newTableToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOKEN_BYTES));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Whether `text` could be a table's token: anything else is answered "no such table" without a look-up. */
export function isTableTokenShape(text: string): boolean {
  return TOKEN_SHAPE.test(text);
}
