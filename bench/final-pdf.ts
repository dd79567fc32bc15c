/**
 * Goal: the final PDF of a 100-page document with 50 fields takes at most 3× the time
 * pdf-lib takes merely to load and save the same file. Both are measured here, in one run, in this process:
 * the final PDF is what the sealing pass builds (field images stamped, certificate page appended, PAdES
 * seal), without the database and disk around it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentField } from '@signflow/contract/documents';
import { pngDataUrl, rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import { PDFDocument } from 'pdf-lib';
import type { CertificateEvent } from '../apps/server/src/modules/sealing/certificate-page';
import { buildFinalPdf } from '../apps/server/src/modules/sealing/final-pdf';
import { NativeCmsSigner } from '../apps/server/src/platform/pdf/cms-signer';
import { loadSealingCertificate } from '../apps/server/src/platform/pdf/sealing-certificate';
import { contractPdf } from './support/text-pdf';

const PAGES = 100;
const FIELDS = 50;
const SIGNERS = 5;
const RUNS = 9;
const MAX_RATIO = 3;

/** One signature image per signer, as the signing canvas makes them: 600 × 200 RGBA, a stroke on transparency. */
function signatureImages(): string[] {
  return Array.from({ length: SIGNERS }, (_, signer) =>
    pngDataUrl(
      rgbaPngOf(600, 200, (x, y) =>
        Math.abs(y - 100 - 60 * Math.sin((x + signer * 40) / 60)) < 4 ? [20, 20, 90, 255] : [0, 0, 0, 0],
      ),
    ),
  );
}

function fields(images: string[]): DocumentField[] {
  return Array.from({ length: FIELDS }, (_, index) => {
    const pageNumber = 1 + Math.floor((index * PAGES) / FIELDS);
    const rect = { x1: 0.55, y1: 0.85, x2: 0.9, y2: 0.93, width: 1, height: 1, pageNumber };
    return {
      id: `field-${index}`,
      userId: `signer-${index % SIGNERS}`,
      type: 'draw',
      position: { pageNumber, boundingRect: rect, rects: [rect] },
      label: null,
      required: false,
      response: {
        image: images[index % SIGNERS] ?? null,
        text: null,
        checked: null,
        approve: true,
        reject: false,
        revise: false,
      },
    };
  });
}

function events(): CertificateEvent[] {
  const at = new Date();
  const types = ['email_sent', 'link_opened', 'field_completed', 'submitted'] as const;
  return Array.from({ length: FIELDS + SIGNERS * 3 }, (_, index) => ({
    at,
    type: types[index % types.length] ?? 'submitted',
    actor: `Signer ${index % SIGNERS}`,
    actorEmail: `signer${index % SIGNERS}@example.com`,
    ip: '203.0.113.7',
    details: {},
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signflow-bench-'));
  try {
    const original = await contractPdf(PAGES);
    const signer = new NativeCmsSigner(await loadSealingCertificate({ dataDir, commonName: 'SignFlow benchmark' }));
    const images = signatureImages();
    const stamped = fields(images);
    const trail = events();

    const loadAndSave = async () => (await PDFDocument.load(original)).save();
    const finalPdf = () =>
      buildFinalPdf(original, {
        fields: stamped,
        certificate: {
          language: 'de',
          documentName: 'Rahmenvertrag.pdf',
          documentId: '00000000-0000-4000-8000-000000000000',
          originalSha256: '0'.repeat(64),
          pageCount: PAGES,
          sender: { name: 'Jürgen Groß', email: 'juergen@example.com' },
          completedAt: new Date(),
          parties: Array.from({ length: SIGNERS }, (_, index) => ({
            name: `Signer ${index}`,
            email: `signer${index}@example.com`,
            level: index + 1,
            decision: 'approved' as const,
            signedAt: new Date(),
            ip: '203.0.113.7',
          })),
          events: trail,
        },
        signer,
        seal: {
          reason: 'Benchmark',
          name: 'SignFlow',
          location: 'bench',
          contactInfo: 'bench@example.com',
          signingTime: new Date(),
        },
      });

    // One of each first: module loading and JIT warm-up are not what is measured.
    const sealedSize = (await finalPdf()).length;
    await loadAndSave();
    const baseline: number[] = [];
    const final: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      baseline.push(await timed(loadAndSave));
      final.push(await timed(finalPdf));
    }
    const ratio = median(final) / median(baseline);
    console.log(
      `document: ${PAGES} pages, ${(original.length / 1e6).toFixed(2)} MB; ${FIELDS} fields, ${SIGNERS} distinct images`,
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
