import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`: give it as S3_ENDPOINT, with S3_FORCE_PATH_STYLE=true. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** The settings an app needs to keep its files in this server's bucket. */
  environment: Record<string, string>;
  /** Called with every request the server receives, before it answers (a test can stop it mid-upload). */
  onRequest(listener: (request: IncomingMessage) => void): void;
  /**
   * Makes the object under `key` last written at `at`, as listings then report it (s3rver reads an object's
   * LastModified from its file on disk): a test's way of an object kept long ago.
   */
  setLastModified(key: string, at: Date): void;
  /** Stops the server at once: open connections are cut, as when the service goes away. */
  kill(): Promise<void>;
  /** Stops the server and removes its files. */
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over HTTP, objects on disk, signature V4 checked) on
 * 127.0.0.1 at a free port, with one empty bucket. Its credentials are s3rver's built-in pair.
 */
export async function startS3Server(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'signflow-s3-'));
  const bucket = options.bucket ?? 'signflow-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
  let running = true;
  const kill = async () => {
    if (!running) return;
    running = false;
    const closed = server.close();
    server.httpServer.closeAllConnections();
    await closed;
  };
  return {
    endpoint,
    bucket,
    ...credentials,
    environment: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: credentials.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    onRequest(listener) {
      // Prepended, so the listener sees the request before s3rver reads it.
      server.httpServer.prependListener('request', listener);
    },
    setLastModified(key, at) {
      const parts = key.split('/');
      const name = `${parts.pop()}._S3rver_object`;
      utimesSync(path.join(directory, bucket, ...parts, name), at, at);
    },
    kill,
    async stop() {
      await kill();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
