/**
 * Goal: the final PDF of a 100-page document with 50 fields takes at most 3× the time
 * pdf-lib takes merely to load and save the same file. Both are measured here, in one run, in this process:
 * the final PDF is what the sealing pass builds (field images stamped, certificate page appended, PAdES
 * seal), without the database and disk around it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { buildFinalPdf } from '../apps/server/src/modules/sealing/final-pdf';
import { PadesSigner } from '../apps/server/src/platform/pdf/pades-signer';
import { loadSealingCertificate } from '../apps/server/src/platform/pdf/sealing-certificate';
import { FIELD_COUNT, finalPdfInput, PAGES, SIGNER_COUNT } from './support/final-pdf-input';

const RUNS = 9;
const MAX_RATIO = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  try {
    const { original, fields, certificate } = await finalPdfInput();
    const signer = await PadesSigner.fromP12(
      await loadSealingCertificate({ dataDir, commonName: 'SignFlow benchmark' }),
    );

    const loadAndSave = async () => (await PDFDocument.load(original)).save();
    const finalPdf = () =>
      buildFinalPdf(original, {
        fields,
        certificate,
        signer,
        seal: {
          reason: 'Benchmark',
          location: 'bench',
          contactInfo: 'bench@example.com',
          signingTime: new Date(),
        },
        timestamping: null,
      });

    // One of each first: module loading and JIT warm-up are not what is measured.
    const sealedSize = (await finalPdf()).pdf.length;
    await loadAndSave();
    const baseline: number[] = [];
    const final: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      baseline.push(await timed(loadAndSave));
      final.push(await timed(finalPdf));
    }
    const ratio = median(final) / median(baseline);
    console.log(
      `document: ${PAGES} pages, ${(original.length / 1e6).toFixed(2)} MB; ${FIELD_COUNT} fields, ${SIGNER_COUNT} distinct images`,
    );
    console.log(
      `pdf-lib load + save, median of ${RUNS}: ${median(baseline).toFixed(0)} ms (runs: ${baseline.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(
      `final PDF (stamp + certificate + seal), median of ${RUNS}: ${median(final).toFixed(0)} ms (runs: ${final.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(`sealed file: ${(sealedSize / 1e6).toFixed(2)} MB`);
    console.log(`ratio final / load+save: ${ratio.toFixed(2)} (limit ${MAX_RATIO})`);
    console.log(ratio <= MAX_RATIO ? 'PASS' : 'FAIL');
    process.exitCode = ratio <= MAX_RATIO ? 0 : 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
