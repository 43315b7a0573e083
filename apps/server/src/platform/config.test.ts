import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('runs the jobs unless JOBS_ENABLED is false', () => {
    expect(loadConfig({}).jobsEnabled).toBe(true);
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobsEnabled).toBe(false);
    expect(() => loadConfig({ JOBS_ENABLED: 'no' })).toThrow(/JOBS_ENABLED/);
  });

  it('fails fast with the names of bad settings', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});
