// A real S3-compatible server for the tests (s3rver, from npm), on a free loopback port with its
// objects in a temporary folder: the bucket provider is tested against S3's own protocol.
// s3rver knows one account (access key S3RVER) and refuses any other key id; it does not check
// version-4 signatures, so a wrong secret alone goes unnoticed here (a real store refuses it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const S3RVER_ACCESS_KEY_ID = 'S3RVER';
export const S3RVER_SECRET_ACCESS_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The environment that points Stash's media storage at this server's bucket. */
  env(overrides?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'stash-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stash-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (overrides = {}) => ({
      STASH_MEDIA_STORAGE: 's3',
      STASH_S3_ENDPOINT: endpoint,
      STASH_S3_BUCKET: bucket,
      STASH_S3_REGION: 'us-east-1',
      STASH_S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY_ID,
      STASH_S3_SECRET_ACCESS_KEY: S3RVER_SECRET_ACCESS_KEY,
      STASH_S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    }),
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
