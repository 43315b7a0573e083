import type { Socket } from 'node:net';

/** One keep-alive HTTP/1.1 connection that runs requests one after another (bench-load.mjs). */
export declare class Connection {
  constructor(host: string, port: number);
  readonly socket: Socket;
  readonly ready: Promise<void>;
  /** Sends one request (its bytes); answers its status (0 when the connection failed) and body. */
  request(head: Buffer): Promise<{ status: number; body: Buffer }>;
  close(): void;
}
