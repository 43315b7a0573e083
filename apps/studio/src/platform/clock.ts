/** Time as a dependency, so tests can move it (session expiry, retries, abandoned rounds). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
