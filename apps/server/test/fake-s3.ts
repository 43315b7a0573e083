import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/** Long-lived keys, and temporary ones (an assumed role's) valid only with their session token. */
export interface FakeS3Credential {
  secret: string;
  sessionToken?: string;
}

export interface FakeS3 {
  endpoint: string;
  /** Objects by path (/<bucket>/<key>). */
  objects: Map<string, Buffer>;
  /** "METHOD path" of every request refused for its signature or token. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * A minimal S3-compatible endpoint for tests: checks each request's SigV4 signature as S3 does
 * (re-signing the headers the request says it signed, with the secret of its access key and the
 * hash of the body it received) and keeps objects in memory. A temporary key is accepted only
 * with its session token, sent as X-Amz-Security-Token and signed.
 */
export async function startFakeS3(
  region: string,
  credentials: Record<string, FakeS3Credential>,
): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const refused: string[] = [];

  const authorized = async (req: http.IncomingMessage, url: URL, body: Buffer): Promise<boolean> => {
    const auth = req.headers.authorization ?? '';
    const accessKeyId = /Credential=([^/]+)\//.exec(auth)?.[1] ?? '';
    const known = credentials[accessKeyId];
    if (!known) return false;
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
    if (
      known.sessionToken !== undefined &&
      (req.headers['x-amz-security-token'] !== known.sessionToken ||
        !signedNames.includes('x-amz-security-token'))
    )
      return false;
    const expected = await new AwsV4Signer({
      method: req.method ?? '',
      url: url.href,
      headers: signedNames
        .filter((n) => n !== 'host')
        .map((n): [string, string] => [n, String(req.headers[n] ?? '')]),
      service: 's3',
      region,
      accessKeyId,
      secretAccessKey: known.secret,
      datetime: String(req.headers['x-amz-date'] ?? ''),
      allHeaders: true,
    }).sign();
    return (
      expected.headers.get('authorization') === auth &&
      req.headers['x-amz-content-sha256'] === crypto.createHash('sha256').update(body).digest('hex')
    );
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
      void authorized(req, url, body).then((ok) => {
        if (!ok) {
          refused.push(`${req.method ?? ''} ${url.pathname}`);
          return void res.writeHead(403).end('SignatureDoesNotMatch');
        }
        if (req.method === 'PUT') {
          if (objects.has(url.pathname) && req.headers['if-none-match'] === '*')
            return void res.writeHead(412).end();
          objects.set(url.pathname, body);
          return void res.writeHead(200).end();
        }
        if (req.method === 'GET') {
          const object = objects.get(url.pathname);
          return void (object ? res.writeHead(200).end(object) : res.writeHead(404).end());
        }
        if (req.method === 'DELETE') {
          objects.delete(url.pathname);
          return void res.writeHead(204).end();
        }
        res.writeHead(405).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
