import {
  codeValidationRequest,
  codeVerificationRequest,
  googleLoginQuery,
  passwordResetConfirmRequest,
  passwordResetRequest,
  refreshRequest,
  registerRequest,
  tokenRequest,
  updateBirthRequest,
  updateCountryRequest,
  updateNameRequest,
  validateEmailRequest,
  type DetailResponse,
  type GoogleLoginResponse,
  type PasswordResetLinkResponse,
  type RegisterResponse,
} from '@casino/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { forbidden, validationError } from '../../platform/http/errors.js';
import { wantsPage } from '../../platform/http/spa.js';
import { parseInput } from '../../platform/http/validate.js';
import { resolveLocale, type Locale } from '../../platform/i18n/locale.js';
import { translate } from '../../platform/i18n/translate.js';
import './accounts.messages.js';
import {
  presentBirth,
  presentCountries,
  presentCountry,
  presentMe,
  presentNames,
  presentSession,
} from './accounts.presenters.js';
import {
  checkEmailAvailable,
  getPlayer,
  register,
  signIn,
  updateProfile,
  type ProfileChange,
} from './accounts.service.js';
import { confirmCode, sendConfirmationCode } from './codes.service.js';
import { listCountries } from './countries.repository.js';
import { GoogleSignIn } from './google.service.js';
import { checkResetLink, confirmPasswordReset, requestPasswordReset } from './password-reset.service.js';
import { rotateRefreshToken } from './refresh-tokens.service.js';
import { deviceIdOf, listPlayerSessions, startSession, type ClientInfo } from './sessions.service.js';

const localeOf = (request: FastifyRequest): Locale => resolveLocale(request.headers['accept-language']);
const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  deviceId: deviceIdOf(request.headers['x-device-id']),
});
const detail = (key: string, locale: Locale): DetailResponse => ({ detail: translate(key, locale) });

/** `me` or the player's own id; any other id is refused without saying whether it exists. */
function authorizeUserPath(request: FastifyRequest<{ Params: { id: string } }>): number {
  const playerId = playerIdOf(request);
  if (request.params.id !== 'me' && request.params.id !== String(playerId)) throw forbidden();
  return playerId;
}

const PROFILE_FORMS = [
  { form: 'name', fields: ['first_name', 'last_name'], schema: updateNameRequest },
  { form: 'birth', fields: ['date_of_birth', 'gender'], schema: updateBirthRequest },
  { form: 'country', fields: ['country'], schema: updateCountryRequest },
] as const;

/** PATCH user/me/ accepts exactly one of three forms; the form is told by the fields sent. */
function parseProfileChange(body: unknown): ProfileChange {
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const touched = PROFILE_FORMS.filter((f) => f.fields.some((name) => fields.includes(name)));
  const only = touched[0];
  if (touched.length !== 1 || !only) {
    // Not an object at all gets the generic answer; an object with no or several forms gets this one.
    parseInput(z.object({}), body);
    throw validationError({ non_field_errors: [{ key: 'profile_form' }] });
  }
  switch (only.form) {
    case 'name':
      return { form: 'name', data: parseInput(only.schema, body) };
    case 'birth':
      return { form: 'birth', data: parseInput(only.schema, body) };
    case 'country':
      return { form: 'country', data: parseInput(only.schema, body) };
  }
}

/** Accounts and sessions: sign-up, sign-in, tokens, profile, codes, password reset, Google sign-in. */
export async function registerAccountRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register(async (scope) => {
    const auth = requirePlayer(deps.accessTokens);
    const google = new GoogleSignIn(deps);

    // Tokens and personal data must not be kept by browsers or proxies (OAuth 2.0 §5.1).
    scope.addHook('onSend', async (_request, reply) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    scope.post('/api/frontend/token/', async (request) => {
      return signIn(deps, parseInput(tokenRequest, request.body), clientOf(request));
    });

    scope.post('/api/frontend/token/refresh/', async (request) => {
      return rotateRefreshToken(deps, parseInput(refreshRequest, request.body).refresh);
    });

    scope.post('/api/frontend/user/register/', async (request, reply) => {
      const { user, tokens } = await register(
        deps,
        parseInput(registerRequest, request.body),
        clientOf(request),
      );
      const body: RegisterResponse = {
        tokens,
        is_new_user: user.is_new_user,
        id: user.id,
        email: user.email,
      };
      return reply.status(201).send(body);
    });

    scope.post('/api/frontend/validate/email/', async (request) => {
      await checkEmailAvailable(
        deps,
        parseInput(validateEmailRequest, request.body).email,
        clientOf(request),
      );
      return {};
    });

    scope.get<{ Params: { id: string } }>(
      '/api/frontend/user/:id/',
      { preHandler: auth },
      async (request) => {
        return presentMe(await getPlayer(deps, authorizeUserPath(request)));
      },
    );

    scope.patch<{ Params: { id: string } }>(
      '/api/frontend/user/:id/',
      { preHandler: auth },
      async (request) => {
        const playerId = authorizeUserPath(request);
        const change = parseProfileChange(request.body);
        const user = await updateProfile(deps, playerId, change);
        switch (change.form) {
          case 'name':
            return presentNames(user);
          case 'birth':
            return presentBirth(user);
          case 'country':
            return presentCountry(user);
        }
      },
    );

    scope.get('/api/frontend/countries/', async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').header('vary', 'Accept-Language');
      return presentCountries(await listCountries(deps.db), localeOf(request));
    });

    scope.get('/api/frontend/sessions/', { preHandler: auth }, async (request) => {
      const locale = localeOf(request);
      return (await listPlayerSessions(deps, playerIdOf(request))).map((row) => presentSession(row, locale));
    });

    scope.post('/api/frontend/sessions/', { preHandler: auth }, async (request, reply) => {
      const { row, created } = await startSession(deps, playerIdOf(request), clientOf(request));
      return reply.status(created ? 201 : 200).send(presentSession(row, localeOf(request)));
    });

    scope.post('/api/frontend/code/verification/', { preHandler: auth }, async (request) => {
      const { type } = parseInput(codeVerificationRequest, request.body);
      const locale = localeOf(request);
      await sendConfirmationCode(deps, playerIdOf(request), type, locale);
      return detail('code_sent', locale);
    });

    scope.post('/api/frontend/code/validation/', { preHandler: auth }, async (request) => {
      const { code, type } = parseInput(codeValidationRequest, request.body);
      await confirmCode(deps, playerIdOf(request), code, type);
      return detail('code_confirmed', localeOf(request));
    });

    scope.post('/api/frontend/password/reset/', async (request) => {
      const { email } = parseInput(passwordResetRequest, request.body);
      const locale = localeOf(request);
      await requestPasswordReset(deps, email, clientOf(request), locale);
      return detail('reset_sent', locale);
    });

    scope.get<{ Params: { uid: string; token: string } }>(
      '/api/frontend/password/reset/confirm/:uid/:token/',
      async (request, reply) => {
        // A browser opening the mailed link gets the app, which shows the reset dialog over the shell.
        const sendSpa = request.server.sendSpa;
        if (sendSpa && wantsPage(request)) return sendSpa(reply);
        await checkResetLink(deps, request.params.uid, request.params.token);
        const body: PasswordResetLinkResponse = { valid: true };
        return body;
      },
    );

    scope.post<{ Params: { uid: string; token: string } }>(
      '/api/frontend/password/reset/confirm/:uid/:token/',
      async (request) => {
        const { new_password } = parseInput(passwordResetConfirmRequest, request.body);
        const locale = localeOf(request);
        await confirmPasswordReset(deps, request.params.uid, request.params.token, new_password, locale);
        return detail('password_changed', locale);
      },
    );

    scope.get('/api/frontend/google/login/', async (request) => {
      const query = parseInput(googleLoginQuery, request.query);
      const authorizationUrl = await google.authorizationUrl(clientOf(request), {
        referral: query.referral || null,
        leadId: query.lead_id || null,
      });
      const body: GoogleLoginResponse = { authorization_url: authorizationUrl };
      return body;
    });

    scope.get(
      '/api/frontend/google/callback/',
      { config: { redirectsErrors: true } },
      async (request, reply) => {
        const at = request.url.indexOf('?');
        const query = new URLSearchParams(at >= 0 ? request.url.slice(at + 1) : '');
        let target: URLSearchParams;
        try {
          const result = await google.callback(query, clientOf(request));
          target = result.ok
            ? new URLSearchParams({ access: result.tokens.access, refresh: result.tokens.refresh })
            : new URLSearchParams({ error: result.error });
        } catch (err) {
          // The player is in a browser tab, not an API client: even a failure goes back to the app.
          request.log.error({ err }, 'OpenID callback failed');
          target = new URLSearchParams({ error: 'server_error' });
        }
        // The tokens ride in the address once; no Referer may carry them to another site.
        return reply
          .header('referrer-policy', 'no-referrer')
          .redirect(`/login/success?${target.toString()}`, 302);
      },
    );
  });
}
