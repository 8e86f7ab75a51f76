/**
 * The Node entry: bundled into build/server.mjs, which `npm start` runs (scripts/start.ts); or
 * `node worker/src/node.ts` to run it from the sources.
 * The only module in worker/src, with worker/src/node/*, that knows it runs on Node.
 */
import { ConfigError } from './config.ts';
import { startServer } from './node/server.ts';

export { startServer, type RunningServer, type StartServerOptions } from './node/server.ts';

/** Starts the server from the command line: settings from process.env, stop on SIGINT/SIGTERM. */
export async function runFromCommandLine(): Promise<void> {
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  let stopping = false;
  // Ctrl+C under `npm start` reaches this process twice (from the terminal and from start.ts).
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping Doorstep…`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.main) await runFromCommandLine();
