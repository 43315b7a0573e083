import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line every so often keeps proxies and load balancers from closing a quiet stream. */
const KEEPALIVE_MS = 20_000;

export interface EventStream {
  send(event: string, data: unknown): void;
}

/**
 * Answers request with a Server-Sent Events stream (text/event-stream) that lives until the
 * client goes away. open() is given the stream and answers what to do when it closes.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  open: (stream: EventStream) => () => void,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // The first bytes tell the client the stream is open.
  res.write(': open\n\n');
  const stream: EventStream = {
    send(event, data) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
  };
  const close = open(stream);
  const keepalive = setInterval(() => {
    if (!res.writableEnded) res.write(': keepalive\n\n');
  }, KEEPALIVE_MS);
  keepalive.unref();
  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(keepalive);
    close();
    if (!res.writableEnded) res.end();
  };
  request.raw.on('close', end);
  res.on('close', end);
  // A server shutting down ends its streams, so it is not held open by them.
}
