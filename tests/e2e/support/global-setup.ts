import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildIfStale } from '../../../scripts/build.ts';
import { startSmtpInbox } from '../../factories/smtp-inbox.ts';
import { startServer } from './server.ts';

/**
 * Builds the site and the server bundle when stale, then starts the real server as `npm start` does
 * on a free port over a fresh database file, so every e2e run starts from the seed menu; its mail
 * goes to a real SMTP server started here, which keeps each mail as a file for the tests.
 * Tests read the address with `inject('baseURL')`.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running server, e.g. http://127.0.0.1:41234 (no trailing slash). */
    baseURL: string;
    /** The libSQL file the server uses, as a `file:` URL. */
    databaseURL: string;
    /** Where the test SMTP server writes each mail the shop sends, as JSON (support/mailbox.ts reads them). */
    mailDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildIfStale((line) => console.log(`e2e: ${line}`));
  const dataDir = mkdtempSync(join(tmpdir(), 'doorstep-e2e-'));
  const databaseURL = `file:${join(dataDir, 'e2e.db')}`;
  const mailDir = join(dataDir, 'mail');
  mkdirSync(mailDir);
  let received = 0;
  const inbox = await startSmtpInbox({
    onMail: (mail) => {
      const { parsed: _parsed, ...fields } = mail;
      writeFileSync(join(mailDir, `${String(++received).padStart(5, '0')}.json`), JSON.stringify(fields));
    },
  });
  try {
    const server = await startServer(databaseURL, { SMTP_URL: inbox.url, MAIL_FROM: 'Doorstep E2E <orders@doorstep.example>' });
    project.provide('baseURL', server.baseURL);
    project.provide('databaseURL', databaseURL);
    project.provide('mailDir', mailDir);
    return async () => {
      await server.stop();
      await inbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await inbox.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
