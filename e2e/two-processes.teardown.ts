import pg from 'pg';

/**
 * Drops the schema the two-processes project's casinos used in this run (playwright.config.ts),
 * so runs leave nothing behind on the shared server. A server that cannot be reached has nothing
 * of ours to drop.
 */
export default async function dropClusterSchema(): Promise<void> {
  const schema = process.env.E2E_CLUSTER_SCHEMA;
  const url = process.env.E2E_CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (!schema || !/^e2e_cluster_\d+$/.test(schema)) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } catch (err) {
    console.warn(`two-processes: schema ${schema} was not dropped: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}
