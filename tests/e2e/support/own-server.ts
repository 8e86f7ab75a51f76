import { copyOfLiveDatabase } from './live-database.ts';
import { type RunningServer, startServer } from './server.ts';

/**
 * A server of a test's own over a copy of the shared database, for a test whose changes (stock
 * sold, languages, reviews) the other files' tests must not see. `prepare` changes the copy before
 * the server reads it (a large menu seeded). Stopping it removes the copy.
 */
export async function startServerOverCopy(
  label: string,
  extraEnv: Record<string, string> = {},
  prepare?: (databaseURL: string) => Promise<unknown>,
): Promise<RunningServer> {
  const copy = await copyOfLiveDatabase(label);
  try {
    await prepare?.(copy.url);
    const server = await startServer(copy.url, extraEnv);
    return {
      ...server,
      stop: async () => {
        await server.stop();
        copy.remove();
      },
    };
  } catch (error) {
    copy.remove();
    throw error;
  }
}
