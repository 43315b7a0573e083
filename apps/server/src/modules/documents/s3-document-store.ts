import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { DocumentStore } from './document-store.js';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Scaleway...) addressed path-style: <endpoint>/<bucket>/<key>. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * The session token of temporary credentials (an IAM role, STS): sent as X-Amz-Security-Token
   * and signed with the request. Absent for long-lived keys.
   */
  sessionToken?: string | undefined;
}

const sha256Hex = (data: Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Files in an S3-compatible bucket under <area>/ (documents by default); objects are private
 * (no ACL is granted). Requests are signed with AWS Signature Version 4 by aws4fetch.
 */
export class S3DocumentStore implements DocumentStore {
  private readonly client: AwsClient;

  constructor(
    private readonly settings: S3Settings,
    private readonly now: () => Date = () => new Date(),
    private readonly area = 'documents',
  ) {
    if (!/^[a-z][a-z-]{0,30}$/.test(area)) throw new Error('bad store area');
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}),
      service: 's3',
      region: settings.region,
      // A bucket's 503 SlowDown or a dropped connection is worth two more tries, not ten.
      retries: 2,
    });
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
    const url = `${this.settings.endpoint.replace(/\/$/, '')}/${this.settings.bucket}/${key}`;
    const res = await this.client.fetch(url, {
      method,
      // The payload's hash is signed (aws4fetch would otherwise send UNSIGNED-PAYLOAD for S3), so
      // a body altered on the way is refused by the bucket.
      headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body) },
      ...(method === 'PUT' ? { body } : {}),
      aws: { datetime: amzDate(this.now()) },
    });
    // 404 on delete: already gone, which is what was asked; on read: nothing there.
    if (!res.ok && !(method !== 'PUT' && res.status === 404)) {
      throw new Error(`document store ${method} ${key} answered ${res.status}`);
    }
    return res;
  }
}

/** The signing time as SigV4 writes it: 20130524T000000Z. */
const amzDate = (at: Date) => at.toISOString().replace(/[:-]|\.\d{3}/g, '');
