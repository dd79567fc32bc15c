import { Agent, request } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../src/db/schema';
import {
  createDocumentsTestApp,
  type DocumentsTestApp,
  flowWithApprovers,
  multipartBody,
  type Owner,
  owner,
  uploadPdf,
} from '../../support/documents';
import { pdfOfPages } from '../../support/hostile-pdfs';
import { percentile } from '../../support/latency-probe';
import { pdfWithPages } from '../../support/pdf-files';

/**
 * One account's refused uploads never hold up another's (README, "Security"): an upload naming another
 * account's flow, or past its plan's document limit, is refused before its file is streamed and inspected.
 * Timed over real HTTP against the listening app, so this file runs alone, in the 'api-isolated' project.
 */

/**
 * A PDF of 240 KB that takes about 0.14 s to inspect on a quiet machine (2,000 pages): a few waves of them once
 * kept the inspection busy for seconds.
 */
const slowToInspect = pdfOfPages(2000);
/**
 * An honest upload during a flood answers within a second: the median of the waves' (one wave's upload may meet
 * a moment when the machine, shared with other work, gives this process no CPU); every figure is logged.
 */
const HONEST_UPLOAD_LIMIT_MS = 1000;
/** Uploads the flooding account sends at once, in each wave. */
const FLOOD_SIZE = 40;
/** Waves of the flood, each timing one honest upload. */
const WAVES = 5;
/** A wave's uploads are on their way this long before the honest upload starts. */
const WAVE_HEAD_START_MS = 300;

/** An upload form, built once: making a body of megabytes for each request would load the machine measured. */
function uploadForm(flowId: string, pdf: Buffer) {
  return multipartBody([
    { name: 'flowHeaderId', value: flowId },
    { name: 'file', filename: 'upload.pdf', content: pdf },
  ]);
}
type UploadForm = ReturnType<typeof uploadForm>;

/**
 * The honest account's connection, kept open between its uploads as a browser keeps its own to the app; each
 * upload of the flood opens a new one.
 */
const browserConnection = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends the form (node:http: no web streams on the thread measured), over `connection` or a connection of its
 * own; answers the status.
 */
function post(baseUrl: string, who: Owner, form: UploadForm, connection: Agent | false = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const sending = request(
      `${baseUrl}/v1/fileupload/fileupload`,
      {
        method: 'POST',
        agent: connection,
        headers: {
          authorization: `Bearer ${who.token}`,
          'content-type': form.contentType,
          'content-length': form.payload.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sending.on('error', reject);
    sending.end(form.payload);
  });
}

/** Milliseconds the honest upload took to be answered 201. */
async function timedHonestUpload(baseUrl: string, who: Owner, form: UploadForm) {
  const started = performance.now();
  expect(await post(baseUrl, who, form, browserConnection)).toBe(201);
  return performance.now() - started;
}

/**
 * WAVES times: FLOOD_SIZE uploads of `flood.form` by `flood.attacker` at once, and, while they are on their way,
 * one honest upload, timed. Answers the honest uploads' times and the flood's statuses.
 */
async function floodWaves(
  baseUrl: string,
  honest: { who: Owner; form: UploadForm },
  flood: { attacker: Owner; form: UploadForm },
) {
  const times: number[] = [];
  const statuses: number[] = [];
  for (let wave = 0; wave < WAVES; wave += 1) {
    const uploads = Array.from({ length: FLOOD_SIZE }, () => post(baseUrl, flood.attacker, flood.form));
    await new Promise((resolve) => setTimeout(resolve, WAVE_HEAD_START_MS));
    times.push(await timedHonestUpload(baseUrl, honest.who, honest.form));
    statuses.push(...(await Promise.all(uploads)));
  }
  return { times, statuses };
}

async function documentRows(t: DocumentsTestApp, who: Owner) {
  const [row] = await t.db.select({ total: count() }).from(documents).where(eq(documents.accountId, who.accountId));
  return row?.total ?? 0;
}

const median = (values: number[]) => percentile(values, 50);
const figures = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');

describe('a flood of refused uploads from one account', () => {
  let t: DocumentsTestApp;
  let baseUrl: string;
  let honest: Owner;
  let honestFlowId: string;
  let honestForm: UploadForm;

  beforeAll(async () => {
    t = await createDocumentsTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    honest = await owner(t);
    honestFlowId = (await flowWithApprovers(honest)).flowId;
    honestForm = uploadForm(honestFlowId, await pdfWithPages(3));
    // The first upload starts the inspection's thread, which loads pdf.js: a one-time cost, not measured.
    expect(await post(baseUrl, honest, honestForm, browserConnection)).toBe(201);
  });
  afterAll(async () => {
    browserConnection.destroy();
    await t.close();
  });

  /** The honest account's uploads without a flood, then during one; both figures are logged. */
  async function honestUploadsAgainst(name: string, flood: { attacker: Owner; form: UploadForm }) {
    const quiet: number[] = [];
    for (let index = 0; index < WAVES; index += 1) quiet.push(await timedHonestUpload(baseUrl, honest, honestForm));
    const { times: flooded, statuses } = await floodWaves(baseUrl, { who: honest, form: honestForm }, flood);
    const counts = new Map<number, number>();
    for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
    console.log(
      `${name}: honest upload without the flood ${figures(quiet)} ms (median ${median(quiet).toFixed(0)}), ` +
        `during it ${figures(flooded)} ms (median ${median(flooded).toFixed(0)}); the flood's answers: ` +
        [...counts].map(([status, times]) => `${times} × ${status}`).join(', '),
    );
    return { quiet, flooded, statuses };
  }

  it('naming another account’s flow: every one refused, and another account’s upload still answers within a second', async () => {
    const attacker = await owner(t);
    const { flooded, statuses } = await honestUploadsAgainst('another account’s flow', {
      attacker,
      form: uploadForm(honestFlowId, slowToInspect),
    });
    expect(statuses).toHaveLength(WAVES * FLOOD_SIZE);
    expect(statuses.filter((status) => status !== 404 && status !== 429)).toEqual([]);
    expect(median(flooded)).toBeLessThan(HONEST_UPLOAD_LIMIT_MS);
    expect(await documentRows(t, attacker)).toBe(0);
    // Nothing refused is left behind in DATA_DIR/tmp.
    expect(t.storedFiles().filter((file) => file.startsWith('tmp'))).toEqual([]);
  });

  it('past the plan’s document limit: every one refused, and another account’s upload still answers within a second', async () => {
    const attacker = await owner(t, 'TRIAL');
    const attackerFlowId = (await flowWithApprovers(attacker)).flowId;
    // TRIAL holds 3 documents.
    for (let index = 0; index < 3; index += 1) await uploadPdf(t, attacker, attackerFlowId);
    const { flooded, statuses } = await honestUploadsAgainst('past the plan limit', {
      attacker,
      form: uploadForm(attackerFlowId, slowToInspect),
    });
    expect(statuses).toHaveLength(WAVES * FLOOD_SIZE);
    expect(statuses.filter((status) => status !== 403 && status !== 429)).toEqual([]);
    expect(median(flooded)).toBeLessThan(HONEST_UPLOAD_LIMIT_MS);
    expect(await documentRows(t, attacker)).toBe(3);
    expect(t.storedFiles().filter((file) => file.startsWith('tmp'))).toEqual([]);
  });
});
