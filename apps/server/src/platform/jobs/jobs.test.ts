import { describe, expect, it } from 'vitest';
import {
  findJob,
  fixedPeriod,
  periodOf,
  registerJob,
  registeredJobs,
  validateJob,
  type JobDefinition,
} from './jobs.js';
import { defaultTickMs } from './scheduler.js';

const job = (over: Partial<JobDefinition> = {}): JobDefinition => ({
  name: 'unit:job',
  everySeconds: 60,
  run: async () => undefined,
  ...over,
});

describe('fixedPeriod', () => {
  it('keys a minute by its UTC start and bounds it', () => {
    expect(fixedPeriod(60, new Date('2026-11-22T09:15:59.999Z'))).toEqual({
      key: '2026-11-22T09:15',
      start: new Date('2026-11-22T09:15:00Z'),
      end: new Date('2026-11-22T09:16:00Z'),
    });
    expect(fixedPeriod(60, new Date('2026-11-22T09:16:00Z')).key).toBe('2026-11-22T09:16');
  });

  it('keys days by date, whole minutes by minute and the rest by second', () => {
    expect(fixedPeriod(86_400, new Date('2026-11-22T23:59:59Z')).key).toBe('2026-11-22');
    expect(fixedPeriod(900, new Date('2026-11-22T09:29:59Z')).key).toBe('2026-11-22T09:15');
    expect(fixedPeriod(3600, new Date('2026-11-22T09:29:59Z')).key).toBe('2026-11-22T09:00');
    expect(fixedPeriod(10, new Date('2026-11-22T09:29:59Z')).key).toBe('2026-11-22T09:29:50');
  });

  it('agrees for every instant inside a period, whatever process computes it', () => {
    const start = Date.parse('2026-11-22T09:15:00Z');
    for (const offset of [0, 1, 29_999, 59_999]) {
      expect(fixedPeriod(60, new Date(start + offset)).start.getTime()).toBe(start);
    }
  });
});

describe('job definitions', () => {
  it('uses a custom period when the job has one', () => {
    const weekly = job({ periodOf: (now) => ({ key: 'W47', start: now, end: now }) });
    expect(periodOf(weekly, new Date('2026-11-22T00:00:00Z')).key).toBe('W47');
    expect(periodOf(job(), new Date('2026-11-22T00:00:30Z')).key).toBe('2026-11-22T00:00');
  });

  it('refuses bad names and periods', () => {
    expect(() => validateJob(job({ name: 'Bad Name' }))).toThrow(/must match/);
    expect(() => validateJob(job({ name: '' }))).toThrow(/must match/);
    expect(() => validateJob(job({ everySeconds: 0 }))).toThrow(/positive integer/);
    expect(() => validateJob(job({ everySeconds: 1.5 }))).toThrow(/positive integer/);
    expect(() => validateJob(job())).not.toThrow();
  });

  it('registers a name once', () => {
    const registered = registerJob(job({ name: 'unit:once' }));
    expect(findJob('unit:once')).toBe(registered);
    expect(registeredJobs()).toContain(registered);
    expect(() => registerJob(job({ name: 'unit:once' }))).toThrow(/already registered/);
    expect(findJob('unit:missing')).toBeUndefined();
  });
});

describe('defaultTickMs', () => {
  it('checks twice a period, between one and thirty seconds', () => {
    expect(defaultTickMs(job({ everySeconds: 60 }))).toBe(30_000);
    expect(defaultTickMs(job({ everySeconds: 10 }))).toBe(5000);
    expect(defaultTickMs(job({ everySeconds: 1 }))).toBe(1000);
    expect(defaultTickMs(job({ everySeconds: 604_800 }))).toBe(30_000);
  });
});
