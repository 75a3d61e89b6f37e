// Choosing the media store by configuration: the folder by default; a bucket only with what it
// needs; the bucket's secret never printed with the configuration.
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';

const bucket = {
  STASH_MEDIA_STORAGE: 's3',
  STASH_S3_BUCKET: 'media',
  STASH_S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  STASH_S3_SECRET_ACCESS_KEY: 'very-secret-value',
};

describe('media storage settings', () => {
  it('keeps media in the data dir unless told otherwise', () => {
    expect(loadConfig({}).mediaStorage).toEqual({ kind: 'disk' });
  });

  it('reads the bucket settings', () => {
    const settings = loadConfig({ ...bucket, STASH_S3_ENDPOINT: 'http://127.0.0.1:9000/', STASH_S3_PREFIX: 'stash', STASH_S3_FORCE_PATH_STYLE: 'true' }).mediaStorage;
    expect(settings).toMatchObject({ kind: 's3', endpoint: 'http://127.0.0.1:9000', bucket: 'media', region: 'us-east-1', prefix: 'stash/', forcePathStyle: true });
    expect(settings.kind === 's3' && settings.credentials?.()).toEqual({ accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'very-secret-value' });
  });

  it('leaves the credentials to the SDK when none are given (AWS_* variables, an instance role)', () => {
    const settings = loadConfig({ STASH_MEDIA_STORAGE: 's3', STASH_S3_BUCKET: 'media' }).mediaStorage;
    expect(settings).toMatchObject({ kind: 's3', endpoint: undefined, forcePathStyle: false, prefix: '', credentials: undefined });
  });

  it('refuses a bucket setup that cannot work, saying which setting to fix', () => {
    expect(() => loadConfig({ STASH_MEDIA_STORAGE: 's3' })).toThrow(/Invalid configuration:[\s\S]*STASH_S3_BUCKET/);
    expect(() => loadConfig({ ...bucket, STASH_S3_SECRET_ACCESS_KEY: '' })).toThrow(/STASH_S3_ACCESS_KEY_ID: set both/);
    expect(() => loadConfig({ ...bucket, STASH_S3_ENDPOINT: 'ftp://store' })).toThrow(/STASH_S3_ENDPOINT must be an http/);
    expect(() => loadConfig({ STASH_MEDIA_STORAGE: 'cloud' })).toThrow(/STASH_MEDIA_STORAGE/);
    expect(() => loadConfig({ ...bucket, STASH_S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/STASH_S3_FORCE_PATH_STYLE/);
  });

  it('never shows the secret when the configuration is printed or logged', () => {
    const config = loadConfig(bucket);
    expect(JSON.stringify(config)).not.toContain('very-secret-value');
    expect(inspect(config, { depth: null })).not.toContain('very-secret-value');
  });
});
