import crypto from 'node:crypto';
import type { DocumentStore } from './document-store.js';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Scaleway...) addressed path-style: <endpoint>/<bucket>/<key>. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256Hex = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of each path segment, as SigV4 canonical URIs want it. */
function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) =>
      encodeURIComponent(decodeURIComponent(segment)).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join('/');
}

export interface SignInput {
  method: string;
  url: URL;
  /** Every header to sign besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers: Record<string, string>;
  payloadSha256: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}

/** AWS Signature Version 4 for one request: answers the headers to send (Authorization included). */
export function signV4(input: SignInput): Record<string, string> {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadSha256,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [
    input.method,
    canonicalPath(input.url.pathname),
    query,
    names.map((n) => `${n}:${headers[n] ?? ''}\n`).join(''),
    signedHeaders,
    input.payloadSha256,
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}

/**
 * Files in an S3-compatible bucket under <area>/ (documents by default); objects are private
 * (no ACL is granted).
 */
export class S3DocumentStore implements DocumentStore {
  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
    private readonly area = 'documents',
  ) {
    if (!/^[a-z][a-z-]{0,30}$/.test(area)) throw new Error('bad store area');
  }

  async put(userId: number, extension: string, content: Uint8Array): Promise<string> {
    if (!Number.isSafeInteger(userId) || userId <= 0 || !/^[a-z]{2,5}$/.test(extension))
      throw new Error('bad document key');
    const key = `${this.area}/${userId}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
    // If-None-Match: * refuses to overwrite an existing object, as the disk store's 'wx' does.
    await this.send('PUT', key, content, {
      'content-type': 'application/octet-stream',
      'if-none-match': '*',
    });
    return key;
  }

  async read(key: string): Promise<Uint8Array | undefined> {
    const res = await this.send('GET', key, new Uint8Array(), {});
    return res.status === 404 ? undefined : new Uint8Array(await res.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    await this.send('DELETE', key, new Uint8Array(), {});
  }

  locate(key: string): string {
    return `s3://${this.settings.bucket}/${key}`;
  }

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    body: Uint8Array,
    headers: Record<string, string>,
  ): Promise<Response> {
    if (!key.startsWith(`${this.area}/`)) throw new Error('key outside the store area');
    const url = new URL(`${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}/${key}`);
    const signed = signV4({
      method,
      url,
      headers,
      payloadSha256: sha256Hex(body),
      region: this.settings.region,
      service: 's3',
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      now: this.now(),
    });
    const { host: _host, ...sendHeaders } = signed;
    const res = await fetch(url, { method, headers: sendHeaders, ...(method === 'PUT' ? { body } : {}) });
    // 404 on delete: already gone, which is what was asked; on read: nothing there.
    if (!res.ok && !(method !== 'PUT' && res.status === 404)) {
      throw new Error(`document store ${method} ${key} answered ${res.status}`);
    }
    return res;
  }
}
