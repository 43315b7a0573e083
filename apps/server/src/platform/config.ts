import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The checkout's root (the folder with the workspaces' lock file), so defaults hold from any
 * working directory and from both the sources and the bundled build. */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package-lock.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}
const repoRoot = findRepoRoot();
const fromRoot = (p: string) => (path.isAbsolute(p) ? p : path.resolve(repoRoot, p));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  /** A schema name used on a real server so parallel test runs never see each other's rows. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Royal Flush Casino <no-reply@casino.local>'),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('apps/web/dist'),
  BACKOFFICE_DIST: z.string().default('apps/backoffice/dist'),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Run the time-driven jobs (platform/jobs) in this process; safe on several processes at once. */
  JOBS_ENABLED: z.enum(['true', 'false']).default('true'),
  /**
   * Whom to believe about the client's address (X-Forwarded-For), which rate limits and the
   * account activity use: 'false' (the socket's peer, the default), 'true' (any proxy), a number
   * of proxy hops, or a comma-separated list of proxy addresses or CIDR ranges.
   */
  TRUST_PROXY: z.string().default('false'),
  /** Sign-ups per client address per hour (one welcome package per person; a test run stands for many). */
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(10),
  /** The rules forbid turning reality checks off: a player who chose none gets one every 60 minutes (docs/decisions/039). */
  REALITY_CHECK_REQUIRED: z.enum(['true', 'false']).default('false'),
  /** Seconds in a reality-check minute: 60; browser journeys shorten it so an interval elapses in seconds. */
  REALITY_CHECK_SECONDS_PER_MINUTE: z.coerce.number().int().min(1).max(60).default(60),
  /** USD of real-money bets (weighted by game category) per status point (docs/decisions/015). */
  LOYALTY_USD_PER_POINT: z.coerce.number().int().min(1).max(1000).default(10),
  /** Identity documents in an S3-compatible bucket instead of DATA_DIR (endpoint, bucket and both keys, or none). */
  DOCUMENTS_S3_ENDPOINT: z.string().url().optional(),
  DOCUMENTS_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  DOCUMENTS_S3_REGION: z.string().min(1).default('us-east-1'),
  DOCUMENTS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The session token of temporary credentials (an IAM role's, STS), given with their key pair. */
  DOCUMENTS_S3_SESSION_TOKEN: z.string().min(1).optional(),
  /** Account-level xpubs (m/44'/195'/0' and m/44'/60'/0') deposit addresses derive from; required in production. */
  PAYMENTS_XPUB_TRON: z.string().min(1).optional(),
  PAYMENTS_XPUB_ETH: z.string().min(1).optional(),
  /** HMAC key of the payment gateway's webhooks; required in production. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** Confirmations a gateway event needs before a deposit is credited. */
  PAYMENTS_MIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).default(1),
  /** What a deposit request's token_amount means when usd_amount is absent (docs/decisions). */
  PAYMENTS_TOKEN_AMOUNT_UNIT: z.enum(['token', 'usd']).default('token'),
  /** HMAC key shared with our studio (launch requests out, wallet calls in); required in production. */
  STUDIO_SECRET: z.string().min(32).optional(),
  /** The studio's API base, server to server; by default the studio mounted in this process. */
  STUDIO_URL: z.string().url().optional(),
  /** Mount the studio in this process (false when it runs as its own service at STUDIO_URL). */
  STUDIO_EMBEDDED: z.enum(['true', 'false']).default('true'),
  /** The studio's base as browsers see it (a path on this origin or a URL), for verify links. */
  STUDIO_PUBLIC_URL: z
    .string()
    .regex(/^(https?:\/\/[^\s/]+)?(\/[A-Za-z0-9._~-]+)*\/?$/, 'a path like /studio or a URL')
    .default('/studio'),
  /**
   * An OpenAI-compatible chat-completions API (its base, e.g. https://api.openai.com/v1) that may
   * phrase the support assistant's answers from the retrieved passages; unset, answers quote the
   * passages and nothing leaves the server (docs/decisions/018).
   */
  ASSISTANT_API_URL: z.string().url().optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  ASSISTANT_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  /** How long an answer may take to phrase before the quoted answer is given instead. */
  ASSISTANT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** Serve the back office (console and /api/backoffice) on this port only, apart from the casino's. */
  BACKOFFICE_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The console's address in set-up links; default PUBLIC_URL, or http://localhost:BACKOFFICE_PORT. */
  BACKOFFICE_PUBLIC_URL: z.string().url().optional(),
  /** The first administrator a fresh install creates (its set-up link is printed at start). */
  BACKOFFICE_ADMIN_EMAIL: z.string().email().default('admin@casino.local'),
  /** Withdrawals above this many USD need a second person's approval before they are paid. */
  WITHDRAWAL_APPROVAL_ABOVE_USD: z.coerce.number().int().min(0).max(100_000_000).default(1000),
  /** Bonus grants by staff worth more than this many USD need a second person's approval. */
  /** Read the sportsbook's odds feed in this process (one process of several does; docs/decisions/044). */
  SPORTS_FEED_ENABLED: z.enum(['true', 'false']).default('true'),
  /** The feed through a message broker (AMQP 0-9-1) instead of inside the process. */
  SPORTS_FEED_AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\//)
    .optional(),
  /** The producers whose messages the book recovers after a restart, comma separated. */
  SPORTS_FEED_PRODUCERS: z
    .string()
    .regex(/^[a-z][a-z0-9_-]*(,[a-z][a-z0-9_-]*)*$/)
    .default('sim'),
  /** Run the feed simulator (docs/decisions/045), publishing into the feed. */
  SPORTS_SIMULATOR: z.enum(['true', 'false']).default('true'),
  SPORTS_SIMULATOR_SEED: z.string().min(1).max(100).default('royal-flush'),
  /** Match time per real time: 1 plays in real time, 30 plays a football match in about 3.5 minutes. */
  SPORTS_SIMULATOR_SPEED: z.coerce.number().min(0.1).max(1000).default(1),
  /**
   * 'accelerated': the fixtures' calendar runs at SPORTS_SIMULATOR_SPEED too (kick-offs that many
   * times as often, announced that many times later); 'real': kick-offs in real time.
   */
  SPORTS_SIMULATOR_CALENDAR: z.enum(['real', 'accelerated']).default('real'),
  /** The most one sports bet may return, in USD (docs/decisions/047). */
  SPORTS_MAX_PAYOUT_USD: z.coerce.number().int().min(1).max(100_000_000).default(100_000),
  /** How long an in-play bet is held before it is accepted or refused, in milliseconds. */
  SPORTS_INPLAY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  BONUS_APPROVAL_ABOVE_USD: z.coerce.number().int().min(0).max(100_000_000).default(100),
  /**
   * The key of the exclusion register's hashes (docs/decisions/040). Never change it once players
   * are excluded: their hashes would no longer match. Unset, a key derived from JWT_SECRET is used.
   */
  EXCLUSION_HASH_SECRET: z.string().min(32).optional(),
  /** The national self-exclusion register (docs/decisions/041); unset, no register is asked. */
  SELF_EXCLUSION_REGISTER_URL: z.string().url().optional(),
  SELF_EXCLUSION_REGISTER_KEY: z.string().min(1).optional(),
  /** How long a register check may take before it counts as unreachable. */
  SELF_EXCLUSION_REGISTER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(3000),
  // Net deposits in 30 days above this flag a player for an affordability check (docs/decisions/042).
  RG_AFFORDABILITY_USD: z.coerce.number().int().min(1).max(100_000_000).default(2000),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseSchema: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  /** The staff console's build. */
  backofficeDist: string;
  seedDemo: boolean;
  jobsEnabled: boolean;
  trustProxy: boolean | number | string[];
  signupLimitPerHour: number;
  loyaltyUsdPerPoint: number;
  /** Reality checks (docs/decisions/039): whether off is allowed, and a minute's length in seconds. */
  realityCheck: { required: boolean; secondsPerMinute: number };
  /** Where identity documents go when not under dataDir. */
  documentsS3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        sessionToken: string | undefined;
      }
    | undefined;
  payments: {
    xpubTron: string | undefined;
    xpubEth: string | undefined;
    webhookSecret: string | undefined;
    minConfirmations: number;
    tokenAmountUnit: 'token' | 'usd';
  };
  /** Our own game provider (apps/studio), integrated like any third-party provider. */
  studio: {
    secret: string | undefined;
    /** Without a trailing slash, e.g. http://127.0.0.1:3000/studio. */
    url: string;
    embedded: boolean;
    /** Without a trailing slash: '/studio' or 'https://games.example/studio'. */
    publicBase: string;
  };
  /** The support assistant's phrasing API; undefined: answers are quoted from our pages as they are. */
  assistant: { url: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** The sportsbook's feed (docs/decisions/044) and simulator (045). */
  sportsbook: {
    feedEnabled: boolean;
    amqpUrl: string | undefined;
    producers: string[];
    simulator: { enabled: boolean; seed: string; speed: number; calendar: 'real' | 'accelerated' };
    /** The most one bet may return (docs/decisions/047). */
    maxPayoutCents: number;
    /** How long an in-play bet is held before it is accepted or refused. */
    inPlayDelayMs: number;
  };
  /** The staff console (docs/decisions/029). */
  backoffice: {
    /** Its own port, or undefined: served on the casino's port under /backoffice. */
    port: number | undefined;
    /** Without a trailing slash: where set-up links point. */
    publicUrl: string;
    adminEmail: string;
    withdrawalApprovalAboveCents: number;
    bonusApprovalAboveCents: number;
    /** The markers of harm's affordability threshold: net deposits in 30 days above it. */
    affordabilityAboveCents: number;
  };
  /** Self-exclusion (docs/decisions/040, 041). */
  selfExclusion: {
    /** The exclusion register's HMAC key; undefined: derived from the token-signing secret. */
    hashSecret: string | undefined;
    /** The national register; undefined: not asked. */
    register: { url: string; key: string | undefined; timeoutMs: number } | undefined;
  };
}

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * Parses the environment once. The only reader of process.env in the server: everything else
 * receives a Config, which lets tests build an app with any settings they need.
 */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3 = [
    e.DOCUMENTS_S3_ENDPOINT,
    e.DOCUMENTS_S3_BUCKET,
    e.DOCUMENTS_S3_ACCESS_KEY_ID,
    e.DOCUMENTS_S3_SECRET_ACCESS_KEY,
  ];
  // A session token belongs to a key pair: alone it configures nothing and is a mistake.
  if (
    (s3.some((v) => v !== undefined) || e.DOCUMENTS_S3_SESSION_TOKEN !== undefined) &&
    !s3.every((v) => v !== undefined)
  ) {
    throw new Error(
      'Invalid environment:\n  DOCUMENTS_S3_*: set ENDPOINT, BUCKET, ACCESS_KEY_ID and SECRET_ACCESS_KEY together, or none',
    );
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: fromRoot(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
        : undefined,
    logLevel: e.LOG_LEVEL,
    webDist: fromRoot(e.WEB_DIST),
    backofficeDist: fromRoot(e.BACKOFFICE_DIST),
    seedDemo: e.SEED_DEMO === 'true',
    jobsEnabled: e.JOBS_ENABLED === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    signupLimitPerHour: e.SIGNUP_LIMIT_PER_HOUR,
    loyaltyUsdPerPoint: e.LOYALTY_USD_PER_POINT,
    realityCheck: {
      required: e.REALITY_CHECK_REQUIRED === 'true',
      secondsPerMinute: e.REALITY_CHECK_SECONDS_PER_MINUTE,
    },
    documentsS3:
      e.DOCUMENTS_S3_ENDPOINT &&
      e.DOCUMENTS_S3_BUCKET &&
      e.DOCUMENTS_S3_ACCESS_KEY_ID &&
      e.DOCUMENTS_S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.DOCUMENTS_S3_ENDPOINT,
            bucket: e.DOCUMENTS_S3_BUCKET,
            region: e.DOCUMENTS_S3_REGION,
            accessKeyId: e.DOCUMENTS_S3_ACCESS_KEY_ID,
            secretAccessKey: e.DOCUMENTS_S3_SECRET_ACCESS_KEY,
            sessionToken: e.DOCUMENTS_S3_SESSION_TOKEN,
          }
        : undefined,
    payments: {
      xpubTron: e.PAYMENTS_XPUB_TRON,
      xpubEth: e.PAYMENTS_XPUB_ETH,
      webhookSecret: e.PAYMENTS_WEBHOOK_SECRET,
      minConfirmations: e.PAYMENTS_MIN_CONFIRMATIONS,
      tokenAmountUnit: e.PAYMENTS_TOKEN_AMOUNT_UNIT,
    },
    studio: {
      secret: e.STUDIO_SECRET,
      url: (e.STUDIO_URL ?? `http://127.0.0.1:${e.PORT}/studio`).replace(/\/$/, ''),
      embedded: e.STUDIO_EMBEDDED === 'true',
      publicBase: e.STUDIO_PUBLIC_URL.replace(/\/$/, ''),
    },
    assistant: e.ASSISTANT_API_URL
      ? {
          url: e.ASSISTANT_API_URL.replace(/\/$/, ''),
          apiKey: e.ASSISTANT_API_KEY,
          model: e.ASSISTANT_MODEL,
          timeoutMs: e.ASSISTANT_TIMEOUT_MS,
        }
      : undefined,
    sportsbook: {
      feedEnabled: e.SPORTS_FEED_ENABLED === 'true',
      amqpUrl: e.SPORTS_FEED_AMQP_URL,
      producers: e.SPORTS_FEED_PRODUCERS.split(','),
      simulator: {
        enabled: e.SPORTS_SIMULATOR === 'true',
        seed: e.SPORTS_SIMULATOR_SEED,
        speed: e.SPORTS_SIMULATOR_SPEED,
        calendar: e.SPORTS_SIMULATOR_CALENDAR,
      },
      maxPayoutCents: e.SPORTS_MAX_PAYOUT_USD * 100,
      inPlayDelayMs: e.SPORTS_INPLAY_DELAY_MS,
    },
    backoffice: {
      port: e.BACKOFFICE_PORT,
      publicUrl: (
        e.BACKOFFICE_PUBLIC_URL ??
        (e.BACKOFFICE_PORT
          ? `http://localhost:${e.BACKOFFICE_PORT}`
          : (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`))
      ).replace(/\/$/, ''),
      adminEmail: e.BACKOFFICE_ADMIN_EMAIL,
      withdrawalApprovalAboveCents: e.WITHDRAWAL_APPROVAL_ABOVE_USD * 100,
      bonusApprovalAboveCents: e.BONUS_APPROVAL_ABOVE_USD * 100,
      affordabilityAboveCents: e.RG_AFFORDABILITY_USD * 100,
    },
    selfExclusion: {
      hashSecret: e.EXCLUSION_HASH_SECRET,
      register: e.SELF_EXCLUSION_REGISTER_URL
        ? {
            url: e.SELF_EXCLUSION_REGISTER_URL.replace(/\/$/, ''),
            key: e.SELF_EXCLUSION_REGISTER_KEY,
            timeoutMs: e.SELF_EXCLUSION_REGISTER_TIMEOUT_MS,
          }
        : undefined,
    },
  };
}
