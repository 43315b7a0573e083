import type { Config } from '../../platform/config.js';

/**
 * The national self-exclusion register's client (GAMSTOP-like, docs/decisions/041): asked by
 * name, date of birth, e-mail and postcode, it answers whether the person excluded themselves
 * from all licensed operators. Off when SELF_EXCLUSION_REGISTER_URL is unset.
 *
 * The request: POST {url}/check with a JSON body of the person and, when a key is set,
 * `Authorization: Bearer <key>`; the answer: 200 with `{ "excluded": true | false }`.
 */

export interface RegisterPerson {
  first_name: string;
  last_name: string;
  /** YYYY-MM-DD, or null when the player has not given it. */
  date_of_birth: string | null;
  email: string;
  /** Null: we do not know it (the casino does not ask for a postal address at sign-up). */
  postcode: string | null;
}

/** excluded / clear: the register answered; unavailable: it did not answer in time or made no sense. */
export type RegisterAnswer = 'excluded' | 'clear' | 'unavailable';

export class NationalRegister {
  constructor(private readonly settings: { url: string; key: string | undefined; timeoutMs: number }) {}

  /** Asks about the person; timeoutMs shortens the configured timeout (sign-in waits less). */
  async check(person: RegisterPerson, timeoutMs = this.settings.timeoutMs): Promise<RegisterAnswer> {
    try {
      const res = await fetch(`${this.settings.url}/check`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.settings.key ? { authorization: `Bearer ${this.settings.key}` } : {}),
        },
        body: JSON.stringify(person),
        signal: AbortSignal.timeout(Math.min(timeoutMs, this.settings.timeoutMs)),
      });
      if (res.status !== 200) return 'unavailable';
      const body: unknown = await res.json();
      if (typeof body !== 'object' || body === null || !('excluded' in body)) return 'unavailable';
      const excluded = (body as { excluded: unknown }).excluded;
      if (typeof excluded !== 'boolean') return 'unavailable';
      return excluded ? 'excluded' : 'clear';
    } catch {
      // Unreachable, refused, timed out or not JSON: the caller decides what that means.
      return 'unavailable';
    }
  }
}

/** The register configured, or undefined when none is. */
export function nationalRegisterOf(config: Config): NationalRegister | undefined {
  const settings = config.selfExclusion.register;
  return settings ? new NationalRegister(settings) : undefined;
}
