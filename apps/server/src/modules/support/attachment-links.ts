import crypto from 'node:crypto';

const HOUR_MS = 3600_000;

/**
 * Signed addresses of chat images, so the chat can show them with a plain <img> (which sends no
 * Bearer header). A signature binds the attachment, its owner and an expiry with a key derived
 * from the server's token secret. Expiries are whole hours one to two hours ahead, so the
 * address stays the same across the chat's 5-second polls and the browser keeps its copy.
 */
export class AttachmentLinks {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac('sha256', secret).update('support-attachment-links').digest();
  }

  private sign(attachmentId: number, userId: number, expires: number): string {
    return crypto
      .createHmac('sha256', this.key)
      .update(`${attachmentId}.${userId}.${expires}`)
      .digest('base64url');
  }

  /** The address of an attachment for its owner, valid for one to two hours from now. */
  urlFor(attachmentId: number, userId: number, now: Date): string {
    const expires = (Math.floor(now.getTime() / HOUR_MS) + 2) * 3600;
    return `/api/frontend/support-chat/attachments/${attachmentId}/?expires=${expires}&signature=${this.sign(attachmentId, userId, expires)}`;
  }

  /** True when the signature is this attachment's for this owner and has not expired. */
  verify(attachmentId: number, userId: number, expires: string, signature: string, now: Date): boolean {
    if (!/^\d{1,12}$/.test(expires) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
    const at = Number(expires);
    if (at * 1000 <= now.getTime() || at * 1000 > now.getTime() + 3 * HOUR_MS) return false;
    const expected = Buffer.from(this.sign(attachmentId, userId, at));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}
