import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { depositRequest } from '@casino/contract';
import { playerIdOf, requirePlayer } from '../../platform/auth/guard.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/http/errors.js';
import { hasControlChars, parseInput } from '../../platform/http/validate.js';
import { presentApplication, presentApplicationWithQr, presentToken } from './payments.presenter.js';
import { PaymentsService, resolvePaymentsSettings } from './payments.service.js';

const simulateRequest = z.object({
  amount: z
    .union([
      z
        .string()
        .trim()
        .regex(/^\d{1,20}(\.\d{1,18})?$/),
      z.number().nonnegative(),
    ])
    .optional(),
  provider: z.string().trim().min(1).max(16).optional(),
  token_type: z.string().trim().min(1).max(16).optional(),
  confirmations: z.number().int().min(0).max(1_000_000).optional(),
  // Repeats a chain transaction (the gateway reporting it again under a new event id).
  tx_id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .refine((s) => !hasControlChars(s))
    .optional(),
});

const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Crypto deposits: the cash box's calls under /api/frontend/payment/, the gateway's webhook at
 * /api/payments/webhook and, outside production, the simulated chain under /api/dev/payments/.
 */
export async function registerPaymentsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const payments = new PaymentsService(deps, resolvePaymentsSettings(deps.config, deps.log));
  const player = requirePlayer(deps.accessTokens);

  app.get('/api/frontend/payment/tokens/', async () => (await payments.listTokens()).map(presentToken));

  app.post('/api/frontend/payment/deposit/', { preHandler: player }, async (request, reply) => {
    const input = parseInput(depositRequest, request.body);
    const { application, qrCode } = await payments.createApplication(playerIdOf(request), input);
    return reply.status(201).send(presentApplicationWithQr(application, qrCode));
  });

  app.get<{ Params: { id: string } }>(
    '/api/frontend/payment/deposit/:id/',
    { preHandler: player },
    async (request) => {
      const { application, qrCode } = await payments.getApplication(playerIdOf(request), request.params.id);
      return presentApplicationWithQr(application, qrCode);
    },
  );

  app.get('/api/frontend/payment/deposits/', { preHandler: player }, async (request) =>
    (await payments.listApplications(playerIdOf(request))).map(presentApplication),
  );

  // The signature covers the exact bytes sent, so this scope accepts JSON only (anything else
  // is a 415), keeps it as the raw string and parses it only after the signature is verified.
  await app.register(async (gateway) => {
    gateway.removeAllContentTypeParsers();
    gateway.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    gateway.post('/api/payments/webhook', { config: { rawBody: true } }, async (request) =>
      payments.receiveWebhook({
        rawBody: typeof request.body === 'string' ? request.body : '',
        signature: header(request.headers['x-signature']),
        timestamp: header(request.headers['x-timestamp']),
      }),
    );
  });

  if (!deps.config.isProduction) {
    /** The simulated chain: pays an application (id) or an address through the signed webhook path. */
    app.post<{ Params: { ref: string } }>('/api/dev/payments/:ref/confirm', async (request) => {
      // An application id or a deposit address: neither holds control characters (NUL cannot even be queried).
      if (hasControlChars(request.params.ref)) throw notFound();
      const input = parseInput(simulateRequest, request.body ?? {});
      const amount = typeof input.amount === 'number' ? String(input.amount) : input.amount;
      return payments.simulatePayment(request.params.ref, { ...input, amount });
    });

    /** Closes an application now, as if its window had run out, so a late payment can be tried at once. */
    app.post<{ Params: { ref: string } }>('/api/dev/payments/:ref/expire', async (request) =>
      presentApplication(await payments.expireApplicationNow(request.params.ref)),
    );
  }
}
