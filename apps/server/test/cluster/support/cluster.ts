import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SmtpCatcher, startSmtpCatcher } from '@signflow/test-mail/smtp-catcher';
import pg from 'pg';
import { loadSealingCertificate } from '../../../src/platform/pdf/sealing-certificate';
import { createEmptyPostgresDatabase } from '../../support/test-database';
import { type AppNode, startAppNode } from './app-node';
import type { ClusterStorage } from './cluster-storage';
import { type LoadBalancer, startNginx } from './nginx';
import { freePort } from './ports';

/** Shared by every node: a session signed by one is accepted by the other. */
const JWT_SECRET = 'cluster-test-secret-that-is-long-enough-0123456789';

/**
 * Two app processes on one fresh PostgreSQL database and one file store, behind nginx on 127.0.0.1, and an
 * SMTP catcher both nodes send to.
 */
export interface Cluster {
  url: string;
  nodes: AppNode[];
  smtp: SmtpCatcher;
  storage: ClusterStorage;
  /** The cluster's database, for the test's own checks. */
  sql<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Starts node `index` again, on its port, after it stopped or was killed. */
  restart(index: number): Promise<AppNode>;
  loadBalancer: LoadBalancer;
  stop(): Promise<void>;
}

export async function startCluster(options: {
  storage: ClusterStorage;
  /** Settings added to every node's (the sealing lease and delay of a test). */
  environment?: Record<string, string>;
}): Promise<Cluster> {
  const { storage } = options;
  const database = await createEmptyPostgresDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const smtp = await startSmtpCatcher();
  // One certificate seals on every node, given as SIGNING_P12, as a node without a shared DATA_DIR needs it.
  const certificateDir = mkdtempSync(path.join(tmpdir(), 'signflow-cluster-p12-'));
  const { passphrase } = await loadSealingCertificate({ dataDir: certificateDir, commonName: 'SignFlow cluster test' });
  const ports = [await freePort(), await freePort()];
  const names = ['node-a', 'node-b'];
  let loadBalancer: LoadBalancer | undefined;
  const nodes: AppNode[] = [];

  const environmentOf = (name: string, url: string): Record<string, string> => ({
    NODE_ENV: 'test',
    APP_URL: url,
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    JWT_SECRET,
    PAYMENT_SANDBOX_KEY: 'cluster-sandbox-key-0123456789',
    SIGNING_P12: path.join(certificateDir, 'sealing-certificate.p12'),
    SIGNING_P12_PASSWORD: passphrase,
    // The client's address is nginx's X-Forwarded-For, as behind any load balancer.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
    MAIL_POLL_MS: '200',
    SEAL_POLL_MS: '500',
    // Two processes and the test share a small machine: an ordinary PDF must not run out of time.
    PDF_INSPECTION_TIMEOUT_MS: '90000',
    WEB_DIST_DIR: '/nonexistent/no-web-build',
    ...storage.environmentOf(name),
    ...options.environment,
  });

  const stop = async () => {
    await Promise.allSettled(nodes.map((node) => node.kill()));
    await loadBalancer?.stop();
    await smtp.close();
    await pool.end();
    await database.drop();
    await storage.dispose();
    rmSync(certificateDir, { recursive: true, force: true });
  };

  try {
    // nginx is told the nodes' addresses before they listen: it answers 502 until one does.
    loadBalancer = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
    const url = loadBalancer.url;
    const start = (index: number) =>
      startAppNode({
        name: names[index] as string,
        port: ports[index] as number,
        environment: environmentOf(names[index] as string, url),
        // Two processes starting on a machine the test shares: slow, not broken.
        startTimeoutMs: 120_000,
      });
    // Started together on an empty database: both migrate at once, under the migration lock.
    nodes.push(...(await Promise.all([start(0), start(1)])));
    return {
      url,
      nodes,
      smtp,
      storage,
      loadBalancer,
      sql: async (text, values) => (await pool.query(text, values)).rows,
      async restart(index) {
        const node = await start(index);
        nodes[index] = node;
        return node;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
