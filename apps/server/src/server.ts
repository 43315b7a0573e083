import http from 'node:http';
import { buildApp } from './app.js';
import { loadConfig } from './platform/config.js';

/**
 * How long a stopping process lets its requests in flight finish. Every database statement is
 * bounded (platform/db/postgres.ts), so they normally end well within it; past it the process
 * exits anyway, and the server cancels whatever statement it left (client_connection_check_interval).
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

/** Starts the casino: listens on PORT and shuts down cleanly on SIGINT and SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config });
  // With BACKOFFICE_PORT the same app answers a second port; its requests reach only the back office (app.ts).
  const consoleServer = http.createServer((req, res) => app.server.emit('request', req, res));
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'requests still running at the deadline: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // Node closes the connections idle when closing starts; a keep-alive connection whose request
    // finishes later would stay open (and keep the process) until its client lets go.
    const idle = setInterval(() => {
      app.server.closeIdleConnections();
      consoleServer.closeIdleConnections();
    }, 100);
    idle.unref();
    if (consoleServer.listening) consoleServer.close();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`casino ready on ${config.publicUrl}`);
  const backofficePort = config.backoffice.port;
  if (backofficePort !== undefined) {
    await new Promise<void>((resolve, reject) => {
      consoleServer.once('error', reject);
      consoleServer.listen(backofficePort, config.host, () => resolve());
    });
    app.log.info(`back office ready on ${config.backoffice.publicUrl}/backoffice/`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
