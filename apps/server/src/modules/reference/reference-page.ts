import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The interactive API reference: Scalar's API reference (the standalone browser bundle of
 * @scalar/api-reference) rendering /api/schema/, with Try it, bearer authentication and code
 * samples. Everything is served from this server, so the page works offline and under the app's
 * Content-Security-Policy (scripts from 'self' only; Scalar's injected styles are inline styles,
 * which the policy allows). The page is development tooling: it is not served in production, and
 * the package is a development dependency.
 */

export const REFERENCE_BASE = '/api/reference/';

/** Scalar's configuration (https://scalar.com/products/api-references/configuration). */
const CONFIGURATION = {
  url: '/api/schema/',
  // Only the document's server: the page is for this casino's API.
  servers: [{ url: '/', description: 'This server' }],
  theme: 'none',
  forceDarkModeState: 'dark',
  hideDarkModeToggle: true,
  // No fonts from Scalar's CDN, no telemetry, no assistant calling out: the CSP would block them.
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: false,
  showDeveloperTools: 'never',
  // The player's access token signs the calls that need one and survives a reload of the page.
  persistAuth: true,
  authentication: { preferredSecurityScheme: 'bearerAuth' },
  defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
  metaData: { title: 'Royal Flush Casino API reference' },
} as const;

export const REFERENCE_HTML = `<!doctype html>
<html lang="en" class="dark-mode">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Royal Flush Casino API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${REFERENCE_BASE}reference.css" />
  </head>
  <body>
    <!-- Not id="api-reference": Scalar's bundle mounts its own example on an element of that id. -->
    <div id="reference"></div>
    <script src="${REFERENCE_BASE}scalar.js"></script>
    <script src="${REFERENCE_BASE}reference.js"></script>
  </body>
</html>
`;

/**
 * Starts Scalar on the page. Its fetch is wrapped so that a sign-in, sign-up or refresh tried on
 * the page makes the answer's access token the one the next calls send, as a client would.
 */
export const REFERENCE_SCRIPT = `'use strict';
(function () {
  var configuration = ${JSON.stringify(CONFIGURATION)};
  var reference;
  function accessTokenOf(body) {
    if (!body || typeof body !== 'object') return undefined;
    var access = body.access || (body.tokens && body.tokens.access);
    return typeof access === 'string' && access.split('.').length === 3 ? access : undefined;
  }
  configuration.customFetch = function (input, init) {
    return window.fetch(input, init).then(function (response) {
      var type = response.headers.get('content-type') || '';
      if (response.ok && type.indexOf('application/json') === 0) {
        response.clone().json().then(function (body) {
          var token = accessTokenOf(body);
          if (token && reference) {
            reference.updateConfiguration(Object.assign({}, configuration, {
              authentication: {
                preferredSecurityScheme: 'bearerAuth',
                securitySchemes: { bearerAuth: { token: token } },
              },
            }));
          }
        }, function () {});
      }
      return response;
    });
  };
  reference = window.Scalar.createApiReference('#reference', configuration);
})();
`;

/** The casino's colours on Scalar's dark theme (its CSS variables). */
export const REFERENCE_CSS = `.dark-mode {
  --scalar-background-1: #0b0d17;
  --scalar-background-2: #12152a;
  --scalar-background-3: #181c36;
  --scalar-background-accent: rgba(255, 201, 74, 0.12);
  --scalar-border-color: #2c3263;
  --scalar-color-1: #eef0ff;
  --scalar-color-2: #a3a9d1;
  --scalar-color-3: #6f76a8;
  --scalar-color-accent: #ffc94a;
  --scalar-color-green: #2fd47a;
  --scalar-color-red: #ff5470;
  --scalar-color-yellow: #ffb020;
  --scalar-color-blue: #4cc3ff;
  --scalar-color-orange: #ff9f43;
  --scalar-color-purple: #7c5cff;
  --scalar-button-1: #ffc94a;
  --scalar-button-1-color: #0b0d17;
  --scalar-button-1-hover: #ffb938;
  --scalar-sidebar-background-1: #12152a;
  --scalar-sidebar-color-active: #ffc94a;
  --scalar-sidebar-item-active-background: rgba(255, 201, 74, 0.12);
  --scalar-font: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  --scalar-font-code: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
}
html, body { margin: 0; background: #0b0d17; }
`;

/**
 * Scalar's standalone browser bundle from node_modules (not in the package's exports, so found
 * next to its entry), or undefined where development dependencies are not installed.
 */
export function readScalarBundle(): Buffer | undefined {
  try {
    const entry = createRequire(import.meta.url).resolve('@scalar/api-reference');
    return fs.readFileSync(path.join(path.dirname(entry), 'browser', 'standalone.js'));
  } catch {
    return undefined;
  }
}
