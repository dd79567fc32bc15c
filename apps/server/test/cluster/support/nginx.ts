import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitUntil } from './ports';

/** Debian's nginx (scripts/install-system-deps.sh); NGINX_PATH to use another. */
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const READY_PATH = '/load-balancer-ready';

/** The response header naming the app node that answered: nginx's address of the upstream it used. */
export const UPSTREAM_HEADER = 'x-upstream';

export interface LoadBalancer {
  url: string;
  /** The error log, for a failing test's message. */
  errors(): string;
  /**
   * Takes a node out of the rotation (`down`) or puts it back, by a configuration reload: requests already sent
   * to it finish, new ones go to the others. How a node is restarted behind nginx (README, Upgrading).
   */
  setDown(address: string, down: boolean): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The configuration the README's 'Running several nodes' shows, with every path inside `prefix` so it runs
 * without root and without touching /etc or /var. One worker process: its round robin then alternates
 * strictly between the nodes, which the test asserts.
 */
export function nginxConfig(options: {
  prefix: string;
  port: number;
  upstreams: string[];
  down?: ReadonlySet<string>;
}): string {
  const { prefix, port, upstreams, down = new Set() } = options;
  const inPrefix = (name: string) => path.join(prefix, name);
  // As root, nginx would run its worker as 'nobody', which cannot enter the private temporary prefix.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `${user}daemon off;
worker_processes 1;
pid ${inPrefix('nginx.pid')};
error_log ${inPrefix('error.log')} warn;
events { worker_connections 512; }
http {
  access_log off;
  # One connection per client request: at a reload nginx closes idle client connections, and the test's client
  # (undici) does not send a request again whose reused connection was closed under it, as browsers do.
  keepalive_timeout 0;
  client_body_temp_path ${inPrefix('client_body')};
  proxy_temp_path ${inPrefix('proxy')};
  fastcgi_temp_path ${inPrefix('fastcgi')};
  uwsgi_temp_path ${inPrefix('uwsgi')};
  scgi_temp_path ${inPrefix('scgi')};
  upstream signflow {
${upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=2s${down.has(address) ? ' down' : ''};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    # The app applies its own upload limit (UPLOAD_LIMIT_BYTES); uploads stream through, never buffered here.
    client_max_body_size 0;
    proxy_request_buffering off;
    # nginx's own readiness, answered without asking a node (a failed try would change the round robin).
    location = ${READY_PATH} { return 204; }
    location / {
      proxy_pass http://signflow;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A node that refuses the connection (stopped, restarting) or answers 503: the next one.
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in the foreground on 127.0.0.1, balancing round robin over `upstreams` (host:port). */
export async function startNginx(upstreams: string[]): Promise<LoadBalancer> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'signflow-nginx-'));
  for (const directory of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, directory));
  }
  const port = await freePort();
  const configFile = path.join(prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfig({ prefix, port, upstreams }));
  const errorLog = path.join(prefix, 'error.log');
  // -e: the log of start-up errors, before the configuration's error_log is read (not /var/log/nginx).
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', configFile, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const errors = () => {
    try {
      return `${stderr}${readFileSync(errorLog, 'utf8')}`;
    } catch {
      return stderr;
    }
  };
  await waitUntil(`nginx listening on ${port}`, 10_000, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors()}`);
    try {
      return (await fetch(`${url}${READY_PATH}`)).status === 204;
    } catch {
      return false;
    }
  });
  const down = new Set<string>();
  return {
    url,
    errors,
    async setDown(address, isDown) {
      if (isDown) down.add(address);
      else down.delete(address);
      writeFileSync(configFile, nginxConfig({ prefix, port, upstreams, down }));
      await new Promise<void>((resolve, reject) => {
        const reload = spawn(NGINX, ['-p', prefix, '-c', configFile, '-e', errorLog, '-s', 'reload'], {
          stdio: 'ignore',
        });
        reload.once('error', reject);
        reload.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`nginx reload: ${code} ${errors()}`)),
        );
      });
      // The signal is sent; the new worker takes over once it has read the configuration.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: nginx's graceful stop.
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
