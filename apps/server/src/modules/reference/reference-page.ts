/**
 * The interactive API reference's page and stylesheet. The page is small and self-contained (no
 * CDN, no framework): its script (reference-script.ts) reads /api/schema/ and renders it, so it
 * works offline and under the app's Content-Security-Policy (scripts and styles from 'self').
 */

export const REFERENCE_BASE = '/api/reference/';

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Royal Flush Casino API reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="${REFERENCE_BASE}reference.css" />
    <script src="${REFERENCE_BASE}reference.js" defer></script>
  </head>
  <body>
    <header class="top">
      <div class="brand">
        <span class="suit" aria-hidden="true">&#9824;</span>
        <span>Royal Flush Casino API</span>
        <span class="version" id="version"></span>
      </div>
      <form class="session" id="session" autocomplete="off">
        <label class="field token">
          <span>Access token</span>
          <input id="token" name="token" type="password" spellcheck="false" placeholder="Sign in below, or paste one" />
        </label>
        <label class="field">
          <span>Language</span>
          <select id="language" name="language">
            <option value="en">English</option>
            <option value="es">Español</option>
            <option value="pt">Português</option>
            <option value="ru">Русский</option>
          </select>
        </label>
        <a class="raw" href="/api/schema/" target="_blank" rel="noopener">OpenAPI JSON</a>
      </form>
    </header>
    <button class="menu" type="button" id="menu" aria-controls="nav" aria-expanded="false">Operations</button>
    <div class="layout">
      <nav id="nav" aria-label="Operations">
        <input id="filter" type="search" placeholder="Filter: path, summary or tag" aria-label="Filter operations" />
        <div id="nav-list"></div>
      </nav>
      <main id="main">
        <p class="loading">Loading the API document&hellip;</p>
      </main>
    </div>
  </body>
</html>
`;

export const REFERENCE_CSS = `:root {
  --bg: #0b0d17;
  --bg-elevated: #12152a;
  --surface: #181c36;
  --surface-2: #20254a;
  --surface-3: #2a3060;
  --border: #2c3263;
  --text: #eef0ff;
  --text-muted: #a3a9d1;
  --text-dim: #6f76a8;
  --gold: #ffc94a;
  --gold-gradient: linear-gradient(135deg, #ffe08a 0%, #ffb938 45%, #e88a0c 100%);
  --accent: #7c5cff;
  --success: #2fd47a;
  --danger: #ff5470;
  --warning: #ffb020;
  --info: #4cc3ff;
  --radius-sm: 8px;
  --radius: 12px;
  --mono: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
  --font: 'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  color-scheme: dark;
}
*, *::before, *::after { box-sizing: border-box; }
html, body { margin: 0; background: var(--bg); color: var(--text); font: 15px/1.45 var(--font); }
a { color: var(--gold); text-decoration: none; }
a:hover { text-decoration: underline; }
code, pre, textarea, .mono { font-family: var(--mono); font-size: 13px; }
:focus-visible { outline: none; box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.55); }
button, input, select, textarea { font: inherit; color: inherit; }
[hidden] { display: none !important; }

.top {
  position: sticky; top: 0; z-index: 5; display: flex; flex-wrap: wrap; align-items: center; gap: 12px 20px;
  padding: 12px 20px; background: var(--bg-elevated); border-bottom: 1px solid var(--border);
}
.brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 18px; margin-right: auto; }
.suit { display: inline-grid; place-items: center; width: 32px; height: 32px; border-radius: 50%;
  background: var(--gold-gradient); color: #1a1200; font-size: 18px; }
.version { font-size: 12px; font-weight: 600; color: var(--text-muted); border: 1px solid var(--border);
  border-radius: 999px; padding: 1px 8px; }
.session { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 10px 14px; }
.field { display: flex; flex-direction: column; gap: 3px; font-size: 12px; color: var(--text-muted); }
.field input, .field select, .try input, .try select, .try textarea {
  background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius-sm);
  padding: 7px 10px; color: var(--text); min-width: 0;
}
.field.token input { width: 260px; font-family: var(--mono); font-size: 13px; }
.raw { font-size: 13px; padding: 8px 12px; border: 1px solid var(--border); border-radius: var(--radius-sm); }
.menu { display: none; }

.layout { display: grid; grid-template-columns: 300px minmax(0, 1fr); min-height: calc(100vh - var(--top-h, 64px)); }
nav { position: sticky; top: var(--top-h, 64px); align-self: start; height: calc(100vh - var(--top-h, 64px)); overflow-y: auto;
  padding: 16px 12px 40px; border-right: 1px solid var(--border); background: var(--bg-elevated); }
nav input { width: 100%; margin-bottom: 12px; background: var(--surface); border: 1px solid var(--border);
  border-radius: var(--radius-sm); padding: 8px 10px; }
.nav-tag { margin: 14px 6px 6px; font-size: 11px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase;
  color: var(--text-dim); }
.nav-op { display: flex; align-items: center; gap: 8px; padding: 5px 6px; border-radius: 6px; color: var(--text);
  font-size: 13px; }
.nav-op:hover { background: var(--surface); text-decoration: none; }
.nav-op .path { font-family: var(--mono); font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

main { padding: 24px clamp(16px, 3vw, 40px) 80px; max-width: 1100px; }
h1 { font-size: 26px; margin: 0 0 8px; }
h2 { font-size: 20px; margin: 36px 0 6px; padding-bottom: 6px; border-bottom: 1px solid var(--border); }
.tag-description { color: var(--text-muted); margin: 0 0 14px; }
.intro { color: var(--text-muted); }
.intro li { margin: 4px 0; }
.intro code, .desc code { color: var(--text); background: var(--surface-2); padding: 1px 5px; border-radius: 5px; }
.loading, .error-note { color: var(--text-muted); }
.error-note { color: var(--danger); }

.method { display: inline-block; min-width: 58px; text-align: center; border-radius: 6px; padding: 2px 6px;
  font: 700 11px/1.6 var(--mono); letter-spacing: 0.04em; color: #0b0d17; }
.method.get { background: var(--info); }
.method.post { background: var(--success); }
.method.patch, .method.put { background: var(--warning); }
.method.delete { background: var(--danger); }

details.op { scroll-margin-top: calc(var(--top-h, 64px) + 12px); margin: 10px 0; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface);
  overflow: hidden; }
details.op[open] { box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35); }
details.op > summary { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; padding: 11px 14px;
  cursor: pointer; list-style: none; }
details.op > summary::-webkit-details-marker { display: none; }
details.op > summary:hover { background: var(--surface-2); }
.op-path { font-family: var(--mono); font-size: 14px; word-break: break-all; }
.op-summary { color: var(--text-muted); flex: 1 1 200px; }
.badge { font-size: 11px; font-weight: 600; border-radius: 999px; padding: 1px 8px; border: 1px solid var(--border);
  color: var(--text-muted); white-space: nowrap; }
.badge.player { color: var(--gold); border-color: rgba(255, 201, 74, 0.45); }
.badge.optional { color: var(--info); border-color: rgba(76, 195, 255, 0.4); }
.op-body { padding: 4px 16px 18px; border-top: 1px solid var(--border); background: var(--bg-elevated); }
.op-body h4 { margin: 18px 0 8px; font-size: 13px; letter-spacing: 0.06em; text-transform: uppercase; color: var(--text-dim); }
.desc { color: var(--text-muted); margin: 10px 0 0; }

.props { border: 1px solid var(--border); border-radius: var(--radius-sm); overflow: hidden; }
.prop { display: grid; grid-template-columns: minmax(120px, 220px) minmax(0, 1fr); gap: 4px 14px; padding: 8px 12px;
  border-top: 1px solid var(--border); }
.prop:first-child { border-top: 0; }
.prop .name { font-family: var(--mono); font-size: 13px; word-break: break-all; }
.prop .name .req { color: var(--danger); margin-left: 2px; }
.prop .where { display: block; font-size: 11px; color: var(--text-dim); }
.type { font-family: var(--mono); font-size: 12px; color: var(--accent); }
.type a { color: #a996ff; }
.constraints { font-size: 12px; color: var(--text-dim); }
.constraints code { color: var(--text-muted); }
.nested { grid-column: 1 / -1; margin-left: 14px; }
details.ref > summary { cursor: pointer; font-size: 12px; color: var(--text-dim); }
.schema-head { display: flex; flex-wrap: wrap; gap: 8px; align-items: baseline; margin-bottom: 6px; }

.responses { display: grid; gap: 8px; }
.response { border: 1px solid var(--border); border-radius: var(--radius-sm); padding: 8px 12px; }
.status { font: 700 13px var(--mono); margin-right: 8px; }
.status.ok { color: var(--success); }
.status.redirect { color: var(--info); }
.status.client { color: var(--warning); }
.status.server { color: var(--danger); }

.try { margin-top: 18px; padding: 14px; border: 1px dashed var(--border); border-radius: var(--radius); }
.try h4 { margin-top: 0; }
.try-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 10px; }
.try label { display: flex; flex-direction: column; gap: 3px; font-size: 12px; color: var(--text-muted); }
.try textarea { width: 100%; min-height: 140px; resize: vertical; margin-top: 10px; font: 13px/1.5 var(--mono); }
.try-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 12px; margin-top: 12px; }
.send { border: 0; border-radius: var(--radius-sm); padding: 9px 20px; font-weight: 700; cursor: pointer;
  background: var(--gold-gradient); color: #1a1200; }
.send:disabled { opacity: 0.6; cursor: progress; }
.hint { font-size: 12px; color: var(--text-dim); }
.result { margin-top: 12px; }
.result-head { display: flex; flex-wrap: wrap; gap: 10px; align-items: center; font-size: 13px; color: var(--text-muted); }
pre { margin: 8px 0 0; padding: 12px; max-height: 420px; overflow: auto; border-radius: var(--radius-sm);
  background: #070912; border: 1px solid var(--border); white-space: pre-wrap; word-break: break-word; }
.curl { color: var(--text-muted); }
.notice { margin-top: 8px; font-size: 13px; color: var(--success); }
.answer-image { display: block; max-width: 100%; max-height: 320px; margin-top: 8px; border-radius: var(--radius-sm); }
.try .mode { max-width: 240px; margin-top: 10px; }

@media (max-width: 820px) {
  /* A phone keeps the whole screen for the reference: the header scrolls away, the operations
     list is an overlay opened by a floating button. */
  .top { position: static; }
  .layout { grid-template-columns: 1fr; }
  details.op { scroll-margin-top: 12px; }
  nav { display: none; position: fixed; inset: 0; height: auto; align-self: stretch; z-index: 6; padding-bottom: 90px; }
  nav.open { display: block; }
  .menu { display: block; position: fixed; right: 16px; bottom: 16px; z-index: 7; border: 0; border-radius: 999px;
    padding: 11px 20px; font-weight: 700; cursor: pointer; background: var(--gold-gradient); color: #1a1200;
    box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45); }
  .brand { font-size: 16px; }
  .session { width: 100%; }
  .field.token { flex: 1 1 100%; }
  .field.token input { width: 100%; }
  .prop { grid-template-columns: 1fr; }
}
`;
