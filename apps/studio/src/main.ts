import Fastify from 'fastify';
import { loadStudioConfig } from './config.js';
import { openEmbeddedDb } from './platform/pglite.js';
import { createPostgresDb } from './platform/postgres.js';
import { registerStudio } from './studio.js';

/**
 * Runs the studio as its own process on STUDIO_PORT, against STUDIO_DATABASE_URL or its own
 * embedded database in STUDIO_DATA_DIR.
 */
async function main(): Promise<void> {
  const config = loadStudioConfig();
  const db = config.databaseUrl ? createPostgresDb(config.databaseUrl) : await openEmbeddedDb(config.dataDir);
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 64 * 1024 });
  await app.register(registerStudio, {
    prefix: config.prefix,
    secret: config.secret,
    casinoUrl: config.casinoUrl,
    publicBase: config.publicBase,
    db,
    providerCode: config.providerCode,
    frameAncestors: config.frameAncestors,
    clientDist: config.clientDist,
    jobs: config.jobsEnabled,
  });
  // Runs after the plugin's own hooks (its jobs stop first, then the pool closes).
  app.addHook('onClose', () => db.close());
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`studio ready on port ${config.port} under ${config.publicBase}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
