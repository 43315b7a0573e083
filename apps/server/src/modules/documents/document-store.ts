import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where identity documents (and the images players attach in the support chat) are kept. The key
 * is ours (player id and a random name), never the client's file name, so nothing the client
 * sends can choose or escape the location.
 */
export interface DocumentStore {
  put(userId: number, extension: string, content: Uint8Array): Promise<string>;
  /** The bytes stored under key, or undefined when nothing is there. */
  read(key: string): Promise<Uint8Array | undefined>;
  remove(key: string): Promise<void>;
  /** A location an operator can open (a path on disk). */
  locate(key: string): string;
}

/**
 * Files on the local disk under <dataDir>/<area> (documents by default), readable only by the
 * server's user. Each kind of file has its own area, so one kind's keys never reach another's.
 */
export class FileDocumentStore implements DocumentStore {
  private readonly root: string;

  constructor(dataDir: string, area = 'documents') {
    if (!/^[a-z][a-z-]{0,30}$/.test(area)) throw new Error('bad store area');
    this.root = path.join(dataDir, area);
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

  async read(key: string): Promise<Uint8Array | undefined> {
    try {
      return await fs.readFile(this.locate(key));
    } catch (err) {
      if (typeof err === 'object' && err !== null && 'code' in err && err.code === 'ENOENT') return undefined;
      throw err;
    }
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
