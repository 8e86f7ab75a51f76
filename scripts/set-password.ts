/**
 * `npm run set-password -- <e-mail> [--make-admin]`: sets a new password for an account, from the
 * shop's console, when the admin's is lost. Works on the local database (DATABASE_URL, by default
 * data/doorstep.db, read from .env like the server) and on a remote one for Workers
 * (DATABASE_URL=libsql://… DATABASE_AUTH_TOKEN=…). The password is asked for twice without
 * showing it when run in a terminal; otherwise it is read from NEW_PASSWORD or the first line of
 * standard input. Every session of the account ends; its failed sign-ins are forgotten.
 */
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { NewPassword } from '../domain/auth.ts';
import { databaseFilePath, openDatabase } from '../worker/src/node/database.ts';
import { setAccountPassword } from '../worker/src/accounts/set-password.ts';
import { translateKey } from '../domain/i18n/tables.ts';

const DEFAULT_DATABASE_URL = 'file:data/doorstep.db';
const USAGE = 'Usage: npm run set-password -- <e-mail> [--make-admin]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** One line from the terminal, with what is typed hidden (readline echoes through _writeToOutput). */
function askHidden(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const hidden = terminal as unknown as { _writeToOutput(text: string): void };
  let asked = false;
  hidden._writeToOutput = (text: string) => {
    if (!asked) {
      process.stdout.write(text);
      asked = true;
    }
  };
  return new Promise((done) => {
    let answered = false;
    // Ctrl+D or Ctrl+C at the prompt: stop without changing anything.
    terminal.once('close', () => answered || fail('\nNo password given. Nothing was changed.'));
    terminal.question(question, (answer) => {
      answered = true;
      terminal.close();
      process.stdout.write('\n');
      done(answer);
    });
  });
}

async function firstLineOfInput(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function readNewPassword(): Promise<string> {
  if (process.env.NEW_PASSWORD) return process.env.NEW_PASSWORD;
  if (!process.stdin.isTTY) return firstLineOfInput();
  const password = await askHidden('New password: ');
  if ((await askHidden('Again: ')) !== password) fail('The two passwords differ. Nothing was changed.');
  return password;
}

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--'));
if (!email || args.some((arg) => arg.startsWith('--') && arg !== '--make-admin')) fail(USAGE);

const url = process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
const file = databaseFilePath(url);
if (file && !existsSync(file)) fail(`There is no database at ${file}. Start the shop once (npm start), or set DATABASE_URL.`);

const checked = NewPassword.safeParse(await readNewPassword());
// The rules give message keys (domain/i18n); a person at a terminal reads them in English.
if (!checked.success)
  fail(`${translateKey('en', checked.error.issues[0]?.message ?? 'That password cannot be used.')} Nothing was changed.`);

const { client, db } = await openDatabase(url, process.env.DATABASE_AUTH_TOKEN?.trim() || undefined);
try {
  const set = await setAccountPassword(db, { email, password: checked.data, makeAdmin: args.includes('--make-admin'), now: Date.now() });
  if (!set.ok) fail(translateKey('en', set.message));
  const user = set.value;
  console.log(
    `New password set for ${user.email}${user.role === 'admin' ? ' (admin)' : ''}. Every session of the account has ended; sign in with the new password.`,
  );
} finally {
  client.close();
}
