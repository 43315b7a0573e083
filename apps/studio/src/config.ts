import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The checkout's root (the folder with the workspaces' lock file), from the sources or a bundle. */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package-lock.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** Where the built game clients are (apps/studio/dist/client), whoever mounts the studio. */
export function defaultClientDist(): string {
  return path.join(findRepoRoot(), 'apps', 'studio', 'dist', 'client');
}

export const DEFAULT_PROVIDER_CODE = 'royal-originals';

const origins = z
  .string()
  .default('')
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(
      z.string().regex(/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/, 'an origin like https://casino.example'),
    ),
  );

const envSchema = z.object({
  STUDIO_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  STUDIO_HOST: z.string().default('0.0.0.0'),
  /** The HMAC secret shared with the casino (launch requests in, wallet calls out). */
  STUDIO_SECRET: z.string().min(32),
  /** The casino's base URL for wallet calls. */
  STUDIO_CASINO_URL: z.string().url().default('http://127.0.0.1:3000'),
  /** The browser-facing base of the studio: a path (same origin) or an absolute URL. */
  STUDIO_PUBLIC_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s/]+)?(\/[A-Za-z0-9._~-]+)*\/?$/, 'a path like /studio or a URL')
    .default('/studio'),
  /** A PostgreSQL server for the studio's tables; without it, an embedded one in STUDIO_DATA_DIR. */
  STUDIO_DATABASE_URL: z.string().url().optional(),
  STUDIO_DATA_DIR: z.string().min(1).default(path.join('.data', 'studio')),
  STUDIO_PROVIDER_CODE: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .default(DEFAULT_PROVIDER_CODE),
  /** Origins besides the studio's own that may frame the game pages (the casino's). */
  STUDIO_FRAME_ANCESTORS: origins,
  STUDIO_CLIENT_DIST: z.string().optional(),
  STUDIO_JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  STUDIO_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface StudioConfig {
  port: number;
  host: string;
  secret: string;
  casinoUrl: string;
  /** Without a trailing slash: '/studio' or 'https://games.example/studio'. */
  publicBase: string;
  /** The path the routes are mounted under, taken from publicBase ('/studio'). */
  prefix: string;
  /** Undefined: the embedded database in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  providerCode: string;
  frameAncestors: string[];
  clientDist: string;
  jobsEnabled: boolean;
  logLevel: z.infer<typeof envSchema>['STUDIO_LOG_LEVEL'];
}

/** Parses the environment once; the only reader of process.env in the studio. */
export function loadStudioConfig(source: Record<string, string | undefined> = process.env): StudioConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicBase = e.STUDIO_PUBLIC_URL.replace(/\/$/, '');
  const prefix = /^https?:/.test(publicBase) ? new URL(publicBase).pathname.replace(/\/$/, '') : publicBase;
  return {
    port: e.STUDIO_PORT,
    host: e.STUDIO_HOST,
    secret: e.STUDIO_SECRET,
    casinoUrl: e.STUDIO_CASINO_URL.replace(/\/$/, ''),
    publicBase,
    prefix,
    databaseUrl: e.STUDIO_DATABASE_URL,
    dataDir: path.resolve(e.STUDIO_DATA_DIR),
    providerCode: e.STUDIO_PROVIDER_CODE,
    frameAncestors: e.STUDIO_FRAME_ANCESTORS,
    clientDist: e.STUDIO_CLIENT_DIST ? path.resolve(e.STUDIO_CLIENT_DIST) : defaultClientDist(),
    jobsEnabled: e.STUDIO_JOBS_ENABLED === 'true',
    logLevel: e.STUDIO_LOG_LEVEL,
  };
}
