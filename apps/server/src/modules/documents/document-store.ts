import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where identity documents are kept. The key is ours (player id and a random name), never the
 * client's file name, so nothing the client sends can choose or escape the location.
 */
export interface DocumentStore {
  put(userId: number, extension: string, content: Uint8Array): Promise<string>;
  remove(key: string): Promise<void>;
  /** A location an operator can open (a path on disk). */
  locate(key: string): string;
}

/** Documents on the local disk under <dataDir>/documents, readable only by the server's user. */
export class FileDocumentStore implements DocumentStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'documents');
  }

  async put(userId: number, extension: string, content: Uint8Array): Promise<string> {
    if (!Number.isSafeInteger(userId) || userId <= 0 || !/^[a-z]{2,5}$/.test(extension))
      throw new Error('bad document key');
    const key = `${userId}/${crypto.randomBytes(16).toString('hex')}.${extension}`;
    const file = this.locate(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    // 'wx' refuses to overwrite: a (vanishingly unlikely) name collision fails instead of replacing a document.
    await fs.writeFile(file, content, { flag: 'wx', mode: 0o600 });
    return key;
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.locate(key), { force: true });
  }

  locate(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error('document key outside the store');
    return file;
  }
}
