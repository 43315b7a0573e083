// A small HTTP load balancer for trying several casino processes on one machine, used by the
// browser journey against two processes (playwright.cluster.config.ts) and by
// `npm run bench:games -- --processes 2 --proxy`. No dependency; production puts nginx, HAProxy or
// a cloud load balancer here instead (README, "Several processes").
//
//   node scripts/cluster-proxy.mjs [--port 3000] [--host 127.0.0.1] <upstream URL> <upstream URL> ...
//
// Each request goes to the next upstream in turn (round-robin, per request, as nginx's default
// does), its body and its answer streamed as they come (long polls and event streams pass as they
// are), with X-Forwarded-For, -Proto and -Host added: the casino processes run with TRUST_PROXY
// naming this proxy's address so they see the client's. WebSocket upgrades are piped through. An
// upstream that refuses connections is skipped for a few seconds, so stopping one process of a
// pair (a rolling restart) leaves the other answering; its requests in flight answer 502.
import http from 'node:http';
import net from 'node:net';
import { pathToFileURL } from 'node:url';

/** How long an upstream that refused a connection is left out of the rotation. */
const DOWN_MS = 2000;
/** Headers about one connection, which a proxy must not pass on (RFC 9110, section 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The request's headers as an upstream should see them. */
function forwardedHeaders(req, { upgrade = false } = {}) {
  const named = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase()),
  );
  const headers = {};
  for (const [name, value] of Object.entries(req.headers))
    if (!HOP_BY_HOP.has(name) && !named.has(name)) headers[name] = value;
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['x-forwarded-proto'] ??= req.socket.encrypted ? 'https' : 'http';
  headers['x-forwarded-host'] ??= req.headers.host ?? '';
  if (upgrade) {
    headers.connection = 'Upgrade';
    headers.upgrade = req.headers.upgrade;
  }
  return headers;
}

function answerHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/** A proxy over the upstreams (URLs); answers the node:http server, not yet listening. */
export function createClusterProxy(upstreamUrls) {
  const upstreams = upstreamUrls.map((u) => {
    const url = new URL(u);
    return { host: url.hostname, port: Number(url.port || 80), downUntil: 0 };
  });
  if (upstreams.length === 0) throw new Error('no upstream given');
  let turn = 0;
  const pick = () => {
    const now = Date.now();
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[turn++ % upstreams.length];
      if (upstream.downUntil <= now) return upstream;
    }
    return upstreams[turn++ % upstreams.length];
  };
  const refused = (upstream, err) => {
    if (err.code === 'ECONNREFUSED' || err.code === 'EHOSTUNREACH') upstream.downUntil = Date.now() + DOWN_MS;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

  const server = http.createServer((req, res) => {
    const upstream = pick();
    const proxied = http.request(
      {
        host: upstream.host,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders(answer.headers));
        // An event stream's client learns at once that the stream is open, before its first event.
        if (String(answer.headers['content-type']).startsWith('text/event-stream')) res.flushHeaders();
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    proxied.on('error', (err) => {
      refused(upstream, err);
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The casino is not answering; try again shortly.' }));
    });
    req.on('error', () => proxied.destroy());
    // A client that leaves stops its upstream request (an event stream would run on otherwise).
    res.on('close', () => {
      if (!res.writableFinished) proxied.destroy();
    });
    req.pipe(proxied);
  });

  server.on('upgrade', (req, socket, head) => {
    const upstream = pick();
    const connection = net.connect(upstream.port, upstream.host, () => {
      const headers = forwardedHeaders(req, { upgrade: true });
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers))
        for (const v of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${v}`);
      connection.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) connection.write(head);
      connection.pipe(socket);
      socket.pipe(connection);
    });
    connection.on('error', (err) => {
      refused(upstream, err);
      socket.destroy();
    });
    socket.on('error', () => connection.destroy());
  });

  // Long polls and event streams may stay open as long as their client wants.
  server.requestTimeout = 0;
  server.timeout = 0;
  return server;
}

function main() {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    if (i < 0) return fallback;
    const [, value] = args.splice(i, 2);
    return value;
  };
  const port = Number(option('port', '3000'));
  const host = option('host', '127.0.0.1');
  if (args.length === 0 || !Number.isInteger(port)) {
    console.error('usage: node scripts/cluster-proxy.mjs [--port 3000] [--host 127.0.0.1] <upstream URL>...');
    process.exit(2);
  }
  const server = createClusterProxy(args);
  server.listen(port, host, () => {
    const { port: bound } = server.address();
    console.log(`cluster proxy on http://${host}:${bound} -> ${args.join(', ')}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      server.close();
      server.closeAllConnections();
      process.exit(0);
    });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
