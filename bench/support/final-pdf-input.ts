/**
 * The final PDF's input the benchmarks share: a 100-page text PDF with 50 signature fields over five signers'
 * images, and a certificate with 5 signers and 65 events (bench/README.md, final-pdf.ts).
 */
import type { DocumentField } from '@signflow/contract/documents';
import { pngDataUrl, rgbaPngOf } from '@signflow/pdf-stamp/test-png';
import type { CertificateContent, CertificateEvent } from '../../apps/server/src/modules/sealing/certificate-page';
import { contractPdf } from './text-pdf';

export const PAGES = 100;
const FIELDS = 50;
const SIGNERS = 5;
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
      senderFilled: false,
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
    actorKind: 'signer' as const,
    actor: `Signer ${index % SIGNERS}`,
    actorEmail: `signer${index % SIGNERS}@example.com`,
    ip: '203.0.113.7',
    details: {},
  }));
}

/** Everything buildFinalPdf takes but the signer, the seal's details and the time-stamping. */
export async function finalPdfInput(): Promise<{
  original: Uint8Array;
  fields: DocumentField[];
  certificate: Omit<CertificateContent, 'sealLevel'>;
}> {
  const original = await contractPdf(PAGES);
  return {
    original,
    fields: fields(signatureImages()),
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
      events: events(),
    },
  };
}

export const FIELD_COUNT = FIELDS;
export const SIGNER_COUNT = SIGNERS;
