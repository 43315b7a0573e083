// The load generator of the HTTP benchmarks, run as its own process (child_process.fork) so
// that it neither shares the server's event loop nor its V8 heap and garbage collector. It keeps
// `concurrency` requests in flight at all times, each on its own keep-alive connection (one
// request at a time per connection, no pipelining), and measures each request from its write to
// the last byte of its answer.
//
// It speaks HTTP/1.1 on plain sockets with a minimal response reader (status line,
// Content-Length, body), as wrk and autocannon do, rather than through node:http or fetch. On a
// machine with two cores the client's CPU is taken from the server it measures: node:http's
// client cost more CPU per request than the server's whole search answer, and fetch (undici)
// more still, so they held the figures down by themselves.
//
// Input (the message from the parent): { base, paths, concurrency, warmupMs, seconds }.
// Output (the message to the parent): { latencies (ms), errors, results, elapsed (s), cpuSeconds }.
// Other load generators (the games bench's provider) import its Connection.
import net from 'node:net';
import { pathToFileURL } from 'node:url';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;
// The answer's total (`{"count":N,...}`), read without parsing the whole body.
const COUNT = /^\{"count":(\d+)/;

/** One keep-alive connection that runs requests one after another. */
export class Connection {
  constructor(host, port) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.buffer = Buffer.alloc(0);
    this.pending = undefined;
    this.socket.on('data', (chunk) => this.onData(chunk));
    const fail = () => {
      const pending = this.pending;
      this.pending = undefined;
      pending?.resolve({ status: 0, body: Buffer.alloc(0) });
    };
    this.socket.on('error', fail);
    this.socket.on('close', fail);
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
  }

  /** Sends one request (its bytes); answers its status (0 when the connection failed) and body. */
  request(head) {
    if (this.socket.destroyed) return Promise.resolve({ status: 0, body: Buffer.alloc(0) });
    return new Promise((resolve) => {
      this.pending = { resolve, bodyStart: -1, bodyLength: 0, status: 0 };
      this.socket.write(head);
    });
  }

  onData(chunk) {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const pending = this.pending;
    if (!pending) return;
    if (pending.bodyStart < 0) {
      const end = this.buffer.indexOf(HEADER_END);
      if (end < 0) return;
      const head = this.buffer.subarray(0, end).toString('latin1');
      const length = CONTENT_LENGTH.exec(head);
      pending.status = Number(head.slice(9, 12));
      pending.bodyStart = end + HEADER_END.length;
      // Every answer of the routes measured carries a length; anything else counts as an error.
      pending.bodyLength = length ? Number(length[1]) : -1;
      if (pending.bodyLength < 0) {
        this.pending = undefined;
        this.socket.destroy();
        pending.resolve({ status: 0, body: Buffer.alloc(0) });
        return;
      }
    }
    const bodyEnd = pending.bodyStart + pending.bodyLength;
    if (this.buffer.length < bodyEnd) return;
    const body = this.buffer.subarray(pending.bodyStart, bodyEnd);
    this.buffer = this.buffer.subarray(bodyEnd);
    this.pending = undefined;
    pending.resolve({ status: pending.status, body });
  }

  close() {
    this.socket.destroy();
  }
}

async function run({ base, paths, concurrency, warmupMs, seconds }) {
  const { hostname, port, host } = new URL(base);
  const heads = paths.map((p) =>
    Buffer.from(`GET ${p} HTTP/1.1\r\nHost: ${host}\r\nConnection: keep-alive\r\n\r\n`),
  );
  const connections = Array.from({ length: concurrency }, () => new Connection(hostname, Number(port)));
  await Promise.all(connections.map((c) => c.ready));
  const latencies = [];
  let errors = 0;
  let results = 0;
  let next = 0;
  const warmupEnds = performance.now() + warmupMs;
  const deadline = warmupEnds + seconds * 1000;
  let cpuFrom;
  setTimeout(() => (cpuFrom = process.cpuUsage()), warmupMs);
  async function loop(connection) {
    while (performance.now() < deadline) {
      const head = heads[next++ % heads.length];
      const started = performance.now();
      const { status, body } = await connection.request(head);
      const measured = started >= warmupEnds;
      if (status !== 200) errors++;
      // A connection that failed is not reused: its loop ends and the error is reported.
      if (connection.socket.destroyed) return;
      if (!measured) continue;
      const found = COUNT.exec(body.subarray(0, 40).toString('latin1'));
      results += found ? Number(found[1]) : 0;
      latencies.push(performance.now() - started);
    }
  }
  await Promise.all(connections.map(loop));
  const elapsed = (performance.now() - warmupEnds) / 1000;
  const cpu = process.cpuUsage(cpuFrom);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  for (const connection of connections) connection.close();
  return { latencies, errors, results, elapsed, cpuSeconds };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  process.once('message', (job) => {
    run(job).then(
      (result) => process.send(result, () => process.exit(0)),
      (err) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
