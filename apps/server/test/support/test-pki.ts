import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: 'pipe' });

/** A service's behaviour: answering, or failing as one that is down does (503). */
export type ServiceMode = 'up' | 'down';

/**
 * A certificate authority, an OCSP responder and an RFC 3161 time-stamping authority on 127.0.0.1, made of Debian's
 * openssl: each request is answered by `openssl ts -reply` or `openssl ocsp`, so the seal meets real services.
 *
 *   root CA ─┬─ intermediate CA ── signer (names the OCSP responder: /ocsp, answered for the intermediate)
 *            └─ time-stamping authority (extended key usage timeStamping)
 *
 * `selfSigned(name)` makes a PKCS#12 of a self-signed certificate, unknown to anyone.
 */
export interface TestPki {
  directory: string;
  /** PEM files. */
  rootPem: string;
  intermediatePem: string;
  signerPem: string;
  /** The signer's key, certificate and chain. */
  signerP12: string;
  passphrase: string;
  tsaUrl: string;
  ocspUrl: string;
  /** A URL on which nothing answers (a closed port). */
  deadUrl: string;
  requests: { tsa: number; ocsp: number };
  tsa: ServiceMode;
  ocsp: ServiceMode;
  /** A PKCS#12 (passphrase `passphrase`) of a new self-signed certificate with this common name. */
  selfSigned(commonName: string): string;
  /** Another certificate under the same intermediate (a rotation): a PKCS#12 with its chain. */
  anotherSigner(commonName: string): string;
  close(): Promise<void>;
}

const PASSPHRASE = 'test-pki';

function tsaConfig(directory: string): string {
  return `[ tsa ]
default_tsa = tsa_config
[ tsa_config ]
dir = ${directory}
serial = $dir/tsa-serial
crypto_device = builtin
signer_cert = $dir/tsa.pem
certs = $dir/root.pem
signer_key = $dir/tsa.key
signer_digest = sha256
default_policy = 1.3.6.1.4.1.55555.1
other_policies = 1.3.6.1.4.1.55555.2
digests = sha256, sha384, sha512
accuracy = secs:1
ordering = yes
tsa_name = yes
ess_cert_id_chain = no
ess_cert_id_alg = sha256
`;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTestPki(): Promise<TestPki> {
  const directory = mkdtempSync(path.join(tmpdir(), 'signflow-pki-'));
  let counter = 0;
  const state = { tsa: 'up' as ServiceMode, ocsp: 'up' as ServiceMode, requests: { tsa: 0, ocsp: 0 } };

  async function answer(request: IncomingMessage, response: ServerResponse) {
    const body = await bodyOf(request);
    counter += 1;
    const stem = path.join(directory, `request-${counter}`);
    if (request.url === '/tsa' && request.method === 'POST') {
      state.requests.tsa += 1;
      if (state.tsa === 'down') return response.writeHead(503).end();
      writeFileSync(`${stem}.tsq`, body);
      await run('openssl', [
        'ts',
        '-reply',
        '-config',
        path.join(directory, 'ts.cnf'),
        '-queryfile',
        `${stem}.tsq`,
        '-out',
        `${stem}.tsr`,
      ]);
      response.writeHead(200, { 'Content-Type': 'application/timestamp-reply' });
      return response.end(readFileSync(`${stem}.tsr`));
    }
    if (request.url === '/ocsp' && request.method === 'POST') {
      state.requests.ocsp += 1;
      if (state.ocsp === 'down') return response.writeHead(503).end();
      writeFileSync(`${stem}.ocsp-request`, body);
      await run(
        'openssl',
        [
          'ocsp',
          '-index',
          'index.txt',
          '-CA',
          'intermediate.pem',
          '-rsigner',
          'intermediate.pem',
          '-rkey',
          'intermediate.key',
          '-reqin',
          `${stem}.ocsp-request`,
          '-respout',
          `${stem}.ocsp-response`,
          '-ndays',
          '1',
        ],
        { cwd: directory },
      );
      response.writeHead(200, { 'Content-Type': 'application/ocsp-response' });
      return response.end(readFileSync(`${stem}.ocsp-response`));
    }
    response.writeHead(404).end();
  }

  const server: Server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // A port that was free a moment ago and is closed now: nothing answers there.
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/tsa`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));

  const ext = (name: string, lines: string[]) => {
    writeFileSync(path.join(directory, `${name}.ext`), `${lines.join('\n')}\n`);
    return `${name}.ext`;
  };
  let serial = 0x1000;
  const issue = (name: string, subject: string, issuer: string, extensions: string[]) => {
    serial += 1;
    openssl(
      [
        'req',
        '-new',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        `${name}.key`,
        '-out',
        `${name}.csr`,
        '-subj',
        subject,
      ],
      directory,
    );
    openssl(
      [
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        `${issuer}.pem`,
        '-CAkey',
        `${issuer}.key`,
        '-set_serial',
        `0x${serial.toString(16)}`,
        '-days',
        '365',
        '-sha256',
        '-extfile',
        ext(name, extensions),
        '-out',
        `${name}.pem`,
      ],
      directory,
    );
    return { serial: serial.toString(16).toUpperCase(), subject };
  };
  const p12Of = (name: string, chain: string[]) => {
    writeFileSync(
      path.join(directory, `${name}-chain.pem`),
      chain.map((each) => readFileSync(path.join(directory, `${each}.pem`))).join(''),
    );
    openssl(
      [
        'pkcs12',
        '-export',
        '-inkey',
        `${name}.key`,
        '-in',
        `${name}.pem`,
        ...(chain.length ? ['-certfile', `${name}-chain.pem`] : []),
        '-passout',
        `pass:${PASSPHRASE}`,
        '-out',
        `${name}.p12`,
      ],
      directory,
    );
    return path.join(directory, `${name}.p12`);
  };

  openssl(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'root.key',
      '-out',
      'root.pem',
      '-days',
      '3650',
      '-subj',
      '/CN=SignFlow Test Root CA/O=SignFlow Tests',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    ],
    directory,
  );
  issue('intermediate', '/CN=SignFlow Test Issuing CA/O=SignFlow Tests', 'root', [
    'basicConstraints=critical,CA:TRUE,pathlen:0',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  const signerExtensions = [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature,nonRepudiation',
    `authorityInfoAccess=OCSP;URI:${base}/ocsp`,
  ];
  const issued = [issue('signer', '/CN=SignFlow Test Seal/O=SignFlow Tests', 'intermediate', signerExtensions)];
  issue('tsa', '/CN=SignFlow Test TSA/O=SignFlow Tests', 'root', [
    'basicConstraints=CA:FALSE',
    'keyUsage=critical,digitalSignature',
    'extendedKeyUsage=critical,timeStamping',
  ]);
  const writeIndex = () =>
    writeFileSync(
      path.join(directory, 'index.txt'),
      issued.map((each) => `V\t350101000000Z\t\t${each.serial}\tunknown\t${each.subject}\n`).join(''),
    );
  writeIndex();
  writeFileSync(path.join(directory, 'tsa-serial'), '01\n');
  writeFileSync(path.join(directory, 'ts.cnf'), tsaConfig(directory));
  const signerP12 = p12Of('signer', ['intermediate', 'root']);

  return {
    directory,
    rootPem: path.join(directory, 'root.pem'),
    intermediatePem: path.join(directory, 'intermediate.pem'),
    signerPem: path.join(directory, 'signer.pem'),
    signerP12,
    passphrase: PASSPHRASE,
    tsaUrl: `${base}/tsa`,
    ocspUrl: `${base}/ocsp`,
    deadUrl,
    requests: state.requests,
    get tsa() {
      return state.tsa;
    },
    set tsa(mode) {
      state.tsa = mode;
    },
    get ocsp() {
      return state.ocsp;
    },
    set ocsp(mode) {
      state.ocsp = mode;
    },
    selfSigned(commonName) {
      counter += 1;
      const name = `self-signed-${counter}`;
      openssl(
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-keyout',
          `${name}.key`,
          '-out',
          `${name}.pem`,
          '-days',
          '365',
          '-subj',
          `/CN=${commonName}`,
        ],
        directory,
      );
      return p12Of(name, []);
    },
    anotherSigner(commonName) {
      counter += 1;
      const name = `signer-${counter}`;
      issued.push(issue(name, `/CN=${commonName}/O=SignFlow Tests`, 'intermediate', signerExtensions));
      writeIndex();
      return p12Of(name, ['intermediate', 'root']);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
