import { createHash } from 'node:crypto';
import type { VerifyResult } from '../protocol.js';

/** The page's only style sheet, inline; the CSP allows exactly this text by its hash. */
const STYLE = `
:root{color-scheme:dark;--bg:#0d0f1a;--panel:#161a2b;--line:#262c45;--text:#e8eaf6;--muted:#9aa1c3;--gold:#f5c451;--ok:#4ade80;--bad:#f87171}
*{box-sizing:border-box}
body{margin:0;background:radial-gradient(circle at 20% 0,#1b2040 0,var(--bg) 55%);color:var(--text);font:15px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;min-height:100vh}
main{max-width:880px;margin:0 auto;padding:32px 20px 56px}
h1{font-size:26px;margin:0 0 4px}h1 span{color:var(--gold)}
h2{font-size:17px;margin:0 0 12px}
p.lead{color:var(--muted);margin:0 0 24px}
section{background:var(--panel);border:1px solid var(--line);border-radius:14px;padding:20px;margin:0 0 18px}
form{display:grid;grid-template-columns:1fr 1fr;gap:14px}
label{display:flex;flex-direction:column;gap:6px;font-size:13px;color:var(--muted)}
label.wide{grid-column:1/-1}
input,select{background:#0f1222;border:1px solid var(--line);border-radius:9px;color:var(--text);padding:10px 12px;font:14px ui-monospace,SFMono-Regular,Menlo,monospace;width:100%}
input:focus,select:focus{outline:2px solid var(--gold);outline-offset:1px}
button{grid-column:1/-1;justify-self:start;background:linear-gradient(180deg,#ffd978,#e9ad2c);color:#1a1300;border:0;border-radius:9px;padding:11px 22px;font-weight:700;font-size:15px;cursor:pointer}
.summary{font-size:18px;font-weight:600;color:var(--ok);margin:0 0 10px}
.match{color:var(--ok);font-weight:600}.mismatch{color:var(--bad);font-weight:600}
a{color:var(--gold)}
.commitment{border-color:#5b4a1c}
.error h2{color:var(--bad)}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 14px;margin:0 0 14px;font-size:13px}
dt{color:var(--muted)}dd{margin:0;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}
pre{background:#0a0c16;border:1px solid var(--line);border-radius:10px;padding:14px;overflow:auto;max-height:420px;font-size:12.5px;margin:0}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--gold)}
ol{margin:0;padding-left:20px}li{margin:0 0 8px}
@media (max-width:640px){form{grid-template-columns:1fr}}
`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The verify page's policy: no scripts at all, its one inline style, forms to itself only. */
export function verifyPageCsp(frameAncestors: readonly string[]): string {
  return [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self' data:",
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface VerifyPageInput {
  /** Every game with the address of its published maths. */
  games: ReadonlyArray<{ id: string; name: string; math: string }>;
  /** The server seed hash the round was played under (from its history link). */
  committed?: string;
  /** What the form shows (the query as given). */
  values: {
    server_seed?: string;
    server_seed_hash?: string;
    client_seed?: string;
    nonce?: string;
    game?: string;
    decisions?: string;
    math?: string;
  };
  result?: VerifyResult;
  /** `commitment`: the round's seed is still in use; the page shows what it was played under. */
  error?: { title: string; message: string; commitment?: boolean };
}

function field(name: string, label: string, value: string | undefined, attrs = ''): string {
  return `<label${name === 'server_seed' ? ' class="wide"' : ''}>${label}<input name="${name}" value="${escapeHtml(value ?? '')}" ${attrs}></label>`;
}

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;

/** Whether the revealed seed is the one committed to before play. */
function hashCheck(result: VerifyResult, committed: string | undefined): string {
  if (committed === undefined) return '';
  return committed === result.server_seed_hash
    ? `<dt>Commitment</dt><dd class="match">✓ Hash matches the one shown before play</dd>`
    : `<dt>Commitment</dt><dd class="mismatch">✗ Does not match the hash shown before play (${escapeHtml(committed)})</dd>`;
}

function renderResult(result: VerifyResult, committed: string | undefined): string {
  const playedUnder = result.math.played_under;
  return `<section aria-live="polite">
  <h2>Result</h2>
  <p class="summary">${escapeHtml(result.summary)}</p>
  <dl>
    <dt>Game</dt><dd>${escapeHtml(result.game)}</dd>
    <dt>Server seed</dt><dd>${escapeHtml(result.server_seed)}</dd>
    <dt>SHA-256 of it</dt><dd>${escapeHtml(result.server_seed_hash)}</dd>
    ${hashCheck(result, committed)}
    <dt>Client seed</dt><dd>${escapeHtml(result.client_seed)}</dd>
    <dt>Nonce</dt><dd>${result.nonce}</dd>
    ${result.decisions ? `<dt>Decisions</dt><dd>${escapeHtml(result.decisions.join(', '))}</dd>` : ''}
    <dt>Published maths</dt><dd>${link(result.math.url, `version ${result.math.version}`)} · ${escapeHtml(result.math.hash)}</dd>
    ${playedUnder ? `<dt>Played under</dt><dd class="mismatch">other maths: ${link(playedUnder.url, playedUnder.hash)} — recompute it with that document and verify.mjs</dd>` : ''}
  </dl>
  <pre>${escapeHtml(JSON.stringify(result.view, null, 2))}</pre>
</section>`;
}

/** What a round still in play was committed to: note it now, check it after the reveal. */
function renderCommitment(values: VerifyPageInput['values']): string {
  return `<section class="commitment">
  <h2>The round’s commitment</h2>
  <dl>
    <dt>Server seed hash</dt><dd>${escapeHtml(values.server_seed_hash ?? '')}</dd>
    <dt>Client seed</dt><dd>${escapeHtml(values.client_seed ?? '')}</dd>
    <dt>Nonce</dt><dd>${escapeHtml(values.nonce ?? '')}</dd>
    ${values.decisions ? `<dt>Decisions</dt><dd>${escapeHtml(values.decisions.replace(/,/g, ', '))}</dd>` : ''}
    ${values.math ? `<dt>Maths hash</dt><dd>${escapeHtml(values.math)}</dd>` : ''}
  </dl>
</section>`;
}

/** The provably fair check: a form, the recomputed round, and how the scheme works. */
export function renderVerifyPage(input: VerifyPageInput): string {
  const { values } = input;
  const options = input.games
    .map(
      (g) =>
        `<option value="${escapeHtml(g.id)}"${g.id === values.game ? ' selected' : ''}>${escapeHtml(g.name)}</option>`,
    )
    .join('');
  const hidden = (name: string, value: string | undefined) =>
    value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
  const hashNote =
    hidden('server_seed_hash', values.server_seed_hash ?? input.committed) + hidden('math', values.math);
  const selected = input.games.find((g) => g.id === values.game);
  const mathLinks = input.games.map((g) => `<li>${link(g.math, g.name)}</li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<link rel="icon" href="logo.svg" type="image/svg+xml">
<title>Provably fair check · Royal Originals</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Provably fair <span>check</span></h1>
<p class="lead">Recompute any Royal Originals round from its seeds: the same inputs always give the same outcome.</p>
<section>
  <h2>Round inputs</h2>
  <form method="get">
    ${values.server_seed_hash && !values.server_seed ? field('server_seed', 'Server seed (revealed after you rotate your seeds)', '', 'placeholder="not revealed yet" autocomplete="off" spellcheck="false"') : field('server_seed', 'Server seed (revealed)', values.server_seed, 'required autocomplete="off" spellcheck="false"')}
    ${hashNote}
    ${field('client_seed', 'Client seed', values.client_seed, 'required maxlength="64" autocomplete="off" spellcheck="false"')}
    ${field('nonce', 'Nonce', values.nonce, 'required inputmode="numeric" pattern="[0-9]+"')}
    <label>Game<select name="game" required>${options}</select></label>
    <label class="wide">Decisions, in order (blackjack only)<input name="decisions" value="${escapeHtml(values.decisions ?? '')}" placeholder="e.g. split,hit,stand" pattern="[a-z]+(,[a-z]+)*" autocomplete="off" spellcheck="false"></label>
    <button type="submit">Verify</button>
  </form>
</section>
${input.error ? `<section class="error" role="alert"><h2>${escapeHtml(input.error.title)}</h2><p>${escapeHtml(input.error.message)}</p></section>` : ''}
${input.error?.commitment ? renderCommitment(values) : ''}
${input.result ? renderResult(input.result, input.committed) : ''}
<section>
  <h2>How it works</h2>
  <ol>
    <li>Before you play, the game shows the <strong>SHA-256 hash</strong> of a secret server seed. That is our commitment: the seed cannot change afterwards without the hash changing.</li>
    <li>You choose the <strong>client seed</strong> (or keep the random one), and each round takes the next <strong>nonce</strong> (0, 1, 2…).</li>
    <li>Random bytes are <code>HMAC-SHA256(key = server seed, message = client seed:nonce:cursor)</code>, 32 bytes per cursor value (0, 1, 2… as the round needs more), read as big-endian 32-bit numbers.</li>
    <li>Each draw of a number below <em>n</em> (a reel stop, a card, a pocket) discards any 32-bit number at or above the largest multiple of <em>n</em> below 2<sup>32</sup> and takes the remainder of the next: every outcome is exactly equally likely, with no modulo bias.</li>
    <li>Rotating your seeds reveals the old server seed. Check that its SHA-256 matches the hash you were shown, then recompute any of its rounds here. Outcomes depend only on these inputs and your decisions — never on your balance or history.</li>
    <li>Every game’s maths are published: reel strips, pays, rules, the shoe and its shuffle, and the order of a round’s draws. Each round records the hash of the maths it was played under. With a document and <code>node verify.mjs &lt;document&gt; &lt;server seed&gt; &lt;client seed&gt; &lt;nonce&gt;</code> (one file, nothing but Node.js; in our source at <code>docs/verify/verify.mjs</code>) anyone recomputes a round without us.</li>
  </ol>
</section>
<section>
  <h2>Published maths</h2>
  ${selected ? `<p>${link(selected.math, `${selected.name}: the maths document`)}</p>` : ''}
  <ul>${mathLinks}</ul>
</section>
</main>
</body>
</html>`;
}
