import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config.js';

/**
 * The token-signing secret: JWT_SECRET when set (required in production); otherwise one made
 * on first start and kept in DATA_DIR, so sessions survive a restart of the local casino.
 */
export function resolveJwtSecret(config: Config): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.isProduction) throw new Error('JWT_SECRET must be set in production (at least 32 characters).');
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * The HMAC key shared with our studio: STUDIO_SECRET when set (required in production);
 * otherwise one made on first start and kept in DATA_DIR, which the embedded studio reads too.
 */
export function resolveStudioSecret(config: Config): string {
  if (config.studio.secret) return config.studio.secret;
  if (config.isProduction)
    throw new Error('STUDIO_SECRET must be set in production (at least 32 characters).');
  const file = path.join(config.dataDir, 'studio-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not made yet.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
