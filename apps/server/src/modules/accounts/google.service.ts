import * as oidc from 'openid-client';
import type { TokenPair } from '@casino/contract';
import type { Queryable } from '../../platform/db/types.js';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { unavailable } from '../../platform/http/errors.js';
import { exclusionOf } from '../limits/exclusion.service.js';
import {
  deleteOidcRequestsBefore,
  findIdentityUserId,
  findUserByEmail,
  insertIdentity,
  insertOidcRequest,
  insertUser,
  markEmailVerified,
  takeOidcRequest,
  type OidcRequestRow,
} from './accounts.repository.js';
import { nicknameFromEmail } from './accounts.service.js';
import { issueTokenPair } from './refresh-tokens.service.js';
import { recordSession, type ClientInfo } from './sessions.service.js';

const PROVIDER = 'google';
/** How long the player may spend at the provider before the sign-in must start over. */
export const OIDC_REQUEST_TTL_SECONDS = 10 * 60;
export const GOOGLE_LOGIN_LIMIT = { perIp: 20, windowSeconds: 60 } as const;
const NAME_MAX = 50;

/** Why a provider sign-in failed; the client receives it as ?error= on /login/success. */
export type GoogleFailure =
  | 'access_denied'
  | 'state_invalid'
  | 'provider_error'
  | 'email_missing'
  | 'email_unverified'
  | 'excluded'
  | 'unavailable'
  /** A new account could not be checked with the national self-exclusion register (it fails closed). */
  | 'register_unavailable';

export type GoogleCallbackResult = { ok: true; tokens: TokenPair } | { ok: false; error: GoogleFailure };

function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

function trueClaim(value: unknown): boolean {
  return value === true || value === 'true';
}

function textClaim(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * Sign-in with an OpenID Connect provider (Google in production; any issuer by config):
 * authorization code flow with PKCE, state and nonce, the in-flight request kept in PostgreSQL
 * so the callback may reach any server process.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(private readonly deps: Deps) {}

  get redirectUri(): string {
    return `${this.deps.config.publicUrl}/api/frontend/google/callback/`;
  }

  /** The provider's metadata, fetched once; a failed fetch is retried on the next sign-in. */
  private discover(): Promise<oidc.Configuration> | undefined {
    const settings = this.deps.config.oidc;
    if (!settings) return undefined;
    if (!this.configuration) {
      const issuer = new URL(settings.issuer);
      // openid-client refuses plain http; a local test or development issuer is the one exception.
      const options = isLocalHttp(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
      this.configuration = oidc
        .discovery(issuer, settings.clientId, settings.clientSecret, undefined, options)
        .catch((err: unknown) => {
          this.configuration = undefined;
          throw err;
        });
    }
    return this.configuration;
  }

  /** Starts a sign-in: remembers state, PKCE verifier and nonce, and answers the provider's URL. */
  async authorizationUrl(
    client: ClientInfo,
    attribution: { referral: string | null; leadId: string | null },
  ): Promise<string> {
    if (!this.deps.config.oidc) throw unavailable('google_unavailable');
    await this.deps.rateLimiter.hit(
      `google-login:ip:${client.ip}`,
      GOOGLE_LOGIN_LIMIT.perIp,
      GOOGLE_LOGIN_LIMIT.windowSeconds,
    );
    // Discovery starts only now and is awaited at once: a failure that arrived while another
    // await was pending would be an unhandled rejection.
    const pending = this.discover();
    if (!pending) throw unavailable('google_unavailable');
    let configuration: oidc.Configuration;
    try {
      configuration = await pending;
    } catch (err) {
      this.deps.log.warn({ err }, 'OpenID provider discovery failed');
      throw unavailable('google_unavailable');
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const now = this.deps.clock.now();
    await deleteOidcRequestsBefore(this.deps.db, new Date(now.getTime() - OIDC_REQUEST_TTL_SECONDS * 1000));
    await insertOidcRequest(this.deps.db, {
      state,
      codeVerifier,
      nonce,
      referral: attribution.referral,
      leadId: attribution.leadId,
      now,
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      prompt: 'select_account',
    });
    return url.href;
  }

  /**
   * Finishes a sign-in from the provider's redirect (its query string): checks state, trades the
   * code, verifies the ID token, then finds, links or creates the player and signs them in.
   */
  async callback(query: URLSearchParams, client: ClientInfo): Promise<GoogleCallbackResult> {
    if (!this.deps.config.oidc) return { ok: false, error: 'unavailable' };
    const state = query.get('state');
    // Our states are base64url; anything else is not worth a database round trip.
    const request =
      state && /^[A-Za-z0-9_-]{1,128}$/.test(state) ? await takeOidcRequest(this.deps.db, state) : undefined;
    const now = this.deps.clock.now();
    if (
      !request ||
      new Date(request.created_at).getTime() + OIDC_REQUEST_TTL_SECONDS * 1000 <= now.getTime()
    ) {
      return { ok: false, error: 'state_invalid' };
    }
    if (query.has('error')) return { ok: false, error: 'access_denied' };

    let claims: oidc.IDToken | undefined;
    try {
      const pending = this.discover();
      if (!pending) return { ok: false, error: 'unavailable' };
      const configuration = await pending;
      const currentUrl = new URL(this.redirectUri);
      currentUrl.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: request.code_verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (err) {
      this.deps.log.warn({ err }, 'OpenID sign-in failed');
      return { ok: false, error: 'provider_error' };
    }
    if (!claims) return { ok: false, error: 'provider_error' };
    const identity = {
      subject: claims.sub,
      email: textClaim(claims.email, 254).toLowerCase(),
      emailVerified: trueClaim(claims.email_verified),
      firstName: textClaim(claims.given_name, NAME_MAX),
      lastName: textClaim(claims.family_name, NAME_MAX),
    };
    try {
      return await this.signInIdentity(identity, request, client);
    } catch (err) {
      // Two first sign-ins of one person at once: the second finds what the first created.
      if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
      return this.signInIdentity(identity, request, client);
    }
  }

  private async signInIdentity(
    identity: { subject: string; email: string; emailVerified: boolean; firstName: string; lastName: string },
    request: OidcRequestRow,
    client: ClientInfo,
  ): Promise<GoogleCallbackResult> {
    const deps = this.deps;
    // The national register is asked first, outside the transaction (an outside call never holds
    // one open): about a known player as at a password sign-in, about a new account as at a
    // sign-up, which fails closed (docs/decisions/041).
    const exclusion = exclusionOf(deps);
    const knownId =
      (await findIdentityUserId(deps.db, PROVIDER, identity.subject)) ??
      (identity.email ? (await findUserByEmail(deps.db, identity.email))?.id : undefined);
    if (knownId !== undefined) await exclusion.checkAtSignIn(knownId);
    else if (identity.email) {
      const answer = await exclusion.registerAnswerForSignUp(identity);
      if (answer === 'excluded') return { ok: false, error: 'excluded' };
      if (answer === 'unavailable') return { ok: false, error: 'register_unavailable' };
    }
    return deps.db.transaction(async (tx): Promise<GoogleCallbackResult> => {
      const now = deps.clock.now();
      let userId = await findIdentityUserId(tx, PROVIDER, identity.subject);
      if (userId === undefined) {
        if (!identity.email) return { ok: false, error: 'email_missing' };
        const existing = await findUserByEmail(tx, identity.email);
        if (existing) {
          // Linking on an address the provider has not verified would hand the account to whoever typed it.
          if (!identity.emailVerified) return { ok: false, error: 'email_unverified' };
          userId = existing.id;
          if (!existing.is_email_verified) await markEmailVerified(tx, userId, now);
        } else {
          // A new account for a self-excluded person is refused, as a sign-up is (docs/decisions/040).
          const person = { email: identity.email, deviceId: client.deviceId };
          if (await exclusionOf(deps).isExcluded(person, tx)) return { ok: false, error: 'excluded' };
          userId = await createPlayer(tx, identity, request, now);
        }
        await insertIdentity(tx, {
          provider: PROVIDER,
          subject: identity.subject,
          userId,
          email: identity.email,
          now,
        });
      }
      await recordSession(deps, tx, userId, 'google', client);
      return { ok: true, tokens: await issueTokenPair(deps, tx, userId) };
    });
  }
}

async function createPlayer(
  tx: Queryable,
  identity: { email: string; emailVerified: boolean; firstName: string; lastName: string },
  request: OidcRequestRow,
  now: Date,
): Promise<number> {
  const user = await insertUser(tx, {
    email: identity.email,
    // No password: the player signs in through the provider, or sets one with a reset link.
    passwordHash: null,
    nickname: nicknameFromEmail(identity.email),
    phone: '',
    isEmailVerified: identity.emailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    gender: null,
    // The provider does not tell it; the player enters it later in the profile's birth-date dialog.
    dateOfBirth: null,
    countryId: null,
    referral: request.referral,
    leadId: request.lead_id,
    marketingConsent: false,
    now,
  });
  return user.id;
}
