import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../clock.js';

export interface AccessClaims {
  userId: number;
}

/** Short-lived HS256 access tokens. The refresh side (rotation, families) lives in modules/accounts. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(userId: number): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({ token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuedAt(now)
      .setExpirationTime(now + this.ttlSeconds)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired access token, or undefined. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      const userId = Number(payload.sub);
      if (payload.token_type !== 'access' || !Number.isSafeInteger(userId) || userId <= 0) return undefined;
      return { userId };
    } catch {
      return undefined;
    }
  }
}
