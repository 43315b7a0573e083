import type { Queryable } from '../../platform/db/types.js';
import type { Deps } from '../../platform/deps.js';
import { detailError } from '../../platform/http/errors.js';
import {
  deviceIdentifier,
  emailIdentifier,
  exclusionKeyOf,
  hashDeviceId,
  identityIdentifier,
  anyExcluded,
  phoneIdentifier,
  recordExcludedIdentifiers,
  registerPersonOf,
} from './exclusion-register.js';
import { limitsOf } from './limits.service.js';
import './limits.messages.js';
import { nationalRegisterOf, type NationalRegister, type RegisterAnswer } from './national-register.js';

/** A sign-in waits at most this long for the national register (docs/decisions/041). */
export const SIGN_IN_REGISTER_TIMEOUT_MS = 1500;

/** Who is signing up, as the sign-up form and the client tell it. */
export interface SignUpPerson {
  email: string;
  phone: string | null | undefined;
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  dateOfBirth: string | null | undefined;
  /** The web app's raw device id (X-Device-Id), when sent. */
  deviceId: string | undefined;
}

/**
 * Who may not open an account or play because of a self-exclusion (docs/decisions/040, 041):
 * our own exclusion register, kept at every self-exclusion, and the national register.
 */
export class ExclusionService {
  private readonly key: string;
  private readonly register: NationalRegister | undefined;

  constructor(private readonly deps: Deps) {
    this.key = exclusionKeyOf(deps.config);
    this.register = nationalRegisterOf(deps.config);
    // The player's own exclusion keeps their identifiers for its whole period; the national
    // register's is the register's to keep.
    limitsOf(deps).onSelfExcluded(async (tx, e) => {
      if (e.source === 'player') await recordExcludedIdentifiers(tx, this.key, e.userId, e.endsAt, e.now);
    });
  }

  /** Refuses (403) a sign-up with any identifier of a self-excluded player, without saying which. */
  async assertNotExcluded(person: SignUpPerson): Promise<void> {
    if (await this.isExcluded(person)) throw detailError(403, 'signup_excluded');
  }

  /** Whether any identifier of the person (those known) belongs to a player excluded now (read in db). */
  async isExcluded(
    person: Partial<SignUpPerson> & { email: string },
    db: Queryable = this.deps.db,
  ): Promise<boolean> {
    const ids = [
      emailIdentifier(person.email),
      phoneIdentifier(person.phone),
      identityIdentifier(person.firstName, person.lastName, person.dateOfBirth),
      deviceIdentifier(person.deviceId ? hashDeviceId(person.deviceId) : undefined),
    ];
    return anyExcluded(db, this.key, ids, this.deps.clock.now());
  }

  /**
   * With a national register configured, refuses a sign-up it lists (403) or that it does not
   * answer for in time (503: fail closed, docs/decisions/041).
   */
  async assertRegisterClear(person: SignUpPerson): Promise<void> {
    const answer = await this.registerAnswerForSignUp(person);
    if (answer === 'excluded') throw detailError(403, 'signup_register_excluded');
    if (answer === 'unavailable') throw detailError(503, 'signup_register_unavailable');
  }

  /**
   * The national register's answer about a person opening an account ('clear' with no register
   * configured). Every way of opening one asks it: the sign-up form and a first sign-in with Google.
   */
  async registerAnswerForSignUp(
    person: Pick<SignUpPerson, 'email'> &
      Partial<Pick<SignUpPerson, 'firstName' | 'lastName' | 'dateOfBirth'>>,
  ): Promise<RegisterAnswer> {
    if (!this.register) return 'clear';
    const answer = await this.register.check({
      first_name: person.firstName ?? '',
      last_name: person.lastName ?? '',
      date_of_birth: person.dateOfBirth ?? null,
      email: person.email.trim().toLowerCase(),
      postcode: null,
    });
    if (answer === 'unavailable')
      this.deps.log.warn('national self-exclusion register unavailable: sign-up refused');
    return answer;
  }

  /**
   * Asks the national register about a player signing in, with a short timeout. Listed: treated
   * as self-excluded until a later answer clears them. No answer: the sign-in goes on and the
   * last answer stands (fail open at sign-in, docs/decisions/041).
   */
  async checkAtSignIn(userId: number): Promise<void> {
    if (!this.register) return;
    const person = await registerPersonOf(this.deps.db, userId);
    if (!person) return;
    const answer = await this.register.check(person, SIGN_IN_REGISTER_TIMEOUT_MS);
    if (answer === 'unavailable') {
      this.deps.log.warn(
        { userId },
        'national self-exclusion register unavailable at sign-in: last answer kept',
      );
      return;
    }
    await limitsOf(this.deps).recordRegisterAnswer(userId, answer === 'excluded');
  }
}

const services = new WeakMap<object, ExclusionService>();

/** The exclusion checks of this database (one per database: it registers its listener once). */
export function exclusionOf(deps: Deps): ExclusionService {
  let service = services.get(deps.db);
  if (!service) {
    service = new ExclusionService(deps);
    services.set(deps.db, service);
  }
  return service;
}
