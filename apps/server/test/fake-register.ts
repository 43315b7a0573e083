import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

// A national self-exclusion register for tests (docs/decisions/041): POST /check with the key.

export const REGISTER_KEY = 'register-test-key';

/** A fake register: lists e-mails, answers after a delay, or fails, as the test sets it. */
export async function startFakeRegister() {
  const listed = new Set<string>();
  const state = { mode: 'answer' as 'answer' | 'error' | 'slow' | 'garbage', asked: [] as unknown[] };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (
        req.method !== 'POST' ||
        req.url !== '/check' ||
        req.headers.authorization !== `Bearer ${REGISTER_KEY}`
      ) {
        res.writeHead(401).end();
        return;
      }
      const person = JSON.parse(body) as { email: string };
      state.asked.push(person);
      const answer = () => {
        if (state.mode === 'error') return res.writeHead(500).end('down');
        if (state.mode === 'garbage') return res.writeHead(200).end('<html>');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ excluded: listed.has(person.email) }));
      };
      if (state.mode === 'slow') setTimeout(answer, 2500);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, listed, state };
}
