import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server } from '../../support/s3-server';

/**
 * Where the nodes of a test cluster keep files: the settings each node is started with, and what the test
 * reads back to count the sealed files stored.
 */
export interface ClusterStorage {
  description: string;
  environmentOf(nodeName: string): Record<string, string>;
  /** The keys of every sealed PDF stored, whichever node wrote it. */
  sealedFiles(): Promise<string[]>;
  dispose(): Promise<void>;
}

/** STORAGE=disk with one DATA_DIR for every node: a directory all of them mount (NFS, say). */
export function sharedDiskStorage(): ClusterStorage {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-cluster-'));
  return {
    description: 'disk, one shared DATA_DIR',
    environmentOf: () => ({ STORAGE: 'disk', DATA_DIR: dataDir }),
    async sealedFiles() {
      try {
        return readdirSync(path.join(dataDir, 'files'), { recursive: true, encoding: 'utf8' }).filter((name) =>
          name.endsWith('.sealed.pdf'),
        );
      } catch {
        return [];
      }
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An object store every node is given the same settings of (`environment`: STORAGE and its keys), each node
 * with a DATA_DIR of its own, which then holds only uploads in progress. `listKeys` answers every stored key.
 */
export function objectStoreStorage(options: {
  description: string;
  environment: Record<string, string>;
  listKeys(): Promise<string[]>;
  stop(): Promise<void>;
}): ClusterStorage {
  const root = mkdtempSync(path.join(tmpdir(), 'signflow-cluster-'));
  return {
    description: options.description,
    environmentOf: (nodeName) => ({ ...options.environment, DATA_DIR: path.join(root, nodeName) }),
    sealedFiles: async () => (await options.listKeys()).filter((key) => key.endsWith('.sealed.pdf')),
    async dispose() {
      await options.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** STORAGE=s3 on a real S3-compatible server on 127.0.0.1 (the one the storage tests use). */
export async function s3Storage(): Promise<ClusterStorage> {
  const server = await startS3Server();
  const client = new S3Client({
    endpoint: server.endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  });
  return objectStoreStorage({
    description: 'S3 (s3rver), a DATA_DIR per node',
    environment: server.environment,
    async listKeys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: server.bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async stop() {
      client.destroy();
      await server.stop();
    },
  });
}

/** The store the cluster tests run on: CLUSTER_STORAGE=disk (the default) or s3. */
export async function clusterStorageFromEnvironment(): Promise<ClusterStorage> {
  const kind = process.env.CLUSTER_STORAGE ?? 'disk';
  if (kind === 'disk') return sharedDiskStorage();
  if (kind === 's3') return s3Storage();
  throw new Error(`CLUSTER_STORAGE=${kind}: the cluster tests know 'disk' and 's3'`);
}
