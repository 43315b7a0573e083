import type { FastifyInstance } from 'fastify';

/**
 * The studio's own policy for its pages: only its own scripts, framed by itself and by the
 * casino's origins. It replaces whatever an outer app set (the casino's helmet forbids all
 * framing, which would blank the game in the casino's iframe).
 */
export function studioCsp(frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Game clients animate with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

/** Sets the studio's headers on every answer of its scope (a route may set a stricter CSP itself). */
export function registerStudioHeaders(app: FastifyInstance, frameAncestors: readonly string[]): void {
  const csp = studioCsp(frameAncestors);
  app.addHook('onSend', async (_request, reply, payload) => {
    // An outer helmet writes straight onto the raw response; frame-ancestors supersedes X-Frame-Options.
    reply.raw.removeHeader('x-frame-options');
    reply.raw.removeHeader('content-security-policy');
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
}
