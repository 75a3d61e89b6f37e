import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { DEFAULT_EXTRACT_THREADS } from './process-settings';

const POSTGRES = { DATABASE_URL: 'postgres://stash@127.0.0.1:5432/stash' };

describe('the process settings', () => {
  it('run everything in one process by default, with up to two extraction threads and 20 s to stop', () => {
    expect(loadConfig({}).process).toEqual({ role: 'all', extractThreads: DEFAULT_EXTRACT_THREADS, shutdownSeconds: 20 });
    expect(DEFAULT_EXTRACT_THREADS).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_EXTRACT_THREADS).toBeLessThanOrEqual(2);
  });

  it('take a role, a thread count (0: none) and a deadline', () => {
    expect(loadConfig({ ...POSTGRES, STASH_ROLE: 'worker', STASH_EXTRACT_THREADS: '0', STASH_SHUTDOWN_SECONDS: '5' }).process).toEqual({ role: 'worker', extractThreads: 0, shutdownSeconds: 5 });
    expect(loadConfig({ ...POSTGRES, STASH_ROLE: 'api' }).process.role).toBe('api');
  });

  it('refuse a role alone without PostgreSQL, and unknown values', () => {
    expect(() => loadConfig({ STASH_ROLE: 'api' })).toThrow(/STASH_ROLE: 'api' runs one part of Stash and needs DATABASE_URL/);
    expect(() => loadConfig({ ...POSTGRES, STASH_ROLE: 'everything' })).toThrow(/STASH_ROLE/);
    expect(() => loadConfig({ STASH_EXTRACT_THREADS: '-1' })).toThrow(/STASH_EXTRACT_THREADS/);
    expect(() => loadConfig({ STASH_SHUTDOWN_SECONDS: '0' })).toThrow(/STASH_SHUTDOWN_SECONDS/);
  });
});
