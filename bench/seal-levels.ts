/**
 * Goal: the seal's trusted time and long-term validation cost little beside the final PDF it seals. Measures, in
 * this process, the final PDF of bench/final-pdf.ts's document (100 pages, 50 fields) sealed four ways, against
 * the seal of before (pdf-lib's placeholder and @signpdf, PAdES B-B: bench/support/signpdf-seal.ts):
 *   B-B   @libpdf/core, no time-stamping authority (TSA_URLS unset);
 *   B-T   the generated self-signed certificate and a local time-stamping authority;
 *   B-LTA an operator certificate with a chain and an OCSP responder, the same authority.
 * The authority and the OCSP responder are Debian's openssl on 127.0.0.1 (apps/server/test/support/test-pki.ts),
 * each answer a process of its own: a real service over the network answers in its own time, which this does
 * not measure.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stampFieldImages } from '@signflow/pdf-stamp/stamp-field-images';
import { PDFDocument } from 'pdf-lib';
import { appendCertificate } from '../apps/server/src/modules/sealing/certificate-page';
import { buildFinalPdf } from '../apps/server/src/modules/sealing/final-pdf';
import { embedPngNatively } from '../apps/server/src/platform/pdf/native-png';
import { PadesSigner } from '../apps/server/src/platform/pdf/pades-signer';
import type { Timestamping } from '../apps/server/src/platform/pdf/seal-pdf';
import { loadSealingCertificate } from '../apps/server/src/platform/pdf/sealing-certificate';
import { stampFonts } from '../apps/server/src/platform/pdf/stamp-fonts';
import { startTestPki } from '../apps/server/test/support/test-pki';
import { finalPdfInput } from './support/final-pdf-input';
import { NativeCmsSigner, signpdfSeal } from './support/signpdf-seal';

const RUNS = Number(process.env.SEAL_LEVELS_RUNS ?? 7);
/** The seal of today at B-B may cost this much more than the seal of before. */
const MAX_BB_RATIO = 1.5;
/** A time-stamp and long-term validation from local services may add this much to today's seal. */
const MAX_ADDED_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  const pki = await startTestPki();
  try {
    const { original, fields, certificate } = await finalPdfInput();
    const generated = await loadSealingCertificate({ dataDir, commonName: 'SignFlow benchmark' });
    const selfSigned = await PadesSigner.fromP12(generated);
    const operator = await PadesSigner.fromP12({ p12: readFileSync(pki.signerP12), passphrase: pki.passphrase });
    const before = new NativeCmsSigner(generated);
    const seal = { reason: 'Benchmark', location: 'bench', contactInfo: 'bench@example.com', signingTime: new Date() };
    const timestamping: Timestamping = { urls: [pki.tsaUrl], timeoutMs: 10_000 };

    const ways: { name: string; run: () => Promise<number> }[] = [
      {
        name: 'before (@signpdf, B-B)',
        run: async () => {
          const pdf = await PDFDocument.load(original, { updateMetadata: false });
          await stampFieldImages(pdf, fields, { embedPng: embedPngNatively, fonts: stampFonts });
          await appendCertificate(pdf, { ...certificate, sealLevel: 'B-B' });
          return (await signpdfSeal(pdf, before, seal)).length;
        },
      },
      ...(
        [
          ['B-B', selfSigned, null],
          ['B-T', selfSigned, timestamping],
          ['B-LTA', operator, timestamping],
        ] as const
      ).map(([name, signer, stamping]) => ({
        name,
        run: async () => {
          const built = await buildFinalPdf(original, { fields, certificate, signer, seal, timestamping: stamping });
          if (built.level !== name) throw new Error(`sealed as ${built.level}, not ${name}`);
          return built.pdf.length;
        },
      })),
    ];

    // One of each first: module loading and JIT warm-up are not what is measured.
    const sizes = new Map<string, number>();
    for (const way of ways) sizes.set(way.name, await way.run());
    const times = new Map<string, number[]>(ways.map((way) => [way.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const way of ways) times.get(way.name)?.push(await timed(way.run));
    }

    const baseline = median(times.get(ways[0]?.name ?? '') ?? []);
    const medianOf = (name: string) => median(times.get(name) ?? []);
    console.log(`final PDF of a 100-page document with 50 fields, median of ${RUNS} runs each:`);
    console.log('| seal | median | runs | ratio to before | sealed file |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const way of ways) {
      const runs = times.get(way.name) ?? [];
      console.log(
        `| ${way.name} | ${medianOf(way.name).toFixed(0)} ms | ${runs.map((ms) => ms.toFixed(0)).join(', ')} | ${(medianOf(way.name) / baseline).toFixed(2)} | ${((sizes.get(way.name) ?? 0) / 1e6).toFixed(2)} MB |`,
      );
    }
    console.log(`requests answered: time-stamps ${pki.requests.tsa}, OCSP ${pki.requests.ocsp}`);
    const bbRatio = medianOf('B-B') / baseline;
    const addedT = medianOf('B-T') - medianOf('B-B');
    const addedLta = medianOf('B-LTA') - medianOf('B-B');
    console.log(
      `B-B / before ${bbRatio.toFixed(2)} (limit ${MAX_BB_RATIO}); B-T adds ${addedT.toFixed(0)} ms, B-LTA ${addedLta.toFixed(0)} ms to B-B (limit ${MAX_ADDED_MS} ms)`,
    );
    const pass = bbRatio <= MAX_BB_RATIO && addedT <= MAX_ADDED_MS && addedLta <= MAX_ADDED_MS;
    console.log(pass ? 'PASS' : 'FAIL');
    process.exitCode = pass ? 0 : 1;
  } finally {
    await pki.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
