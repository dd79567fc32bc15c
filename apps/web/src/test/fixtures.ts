/** Answers of the API as the component tests need them: small builders, each with only what a test varies. */
import type {
  DocumentField,
  DocumentSigner,
  DocumentSummary,
  FieldType,
  SigningRecordResponse,
} from '@signflow/contract/documents';
import type { TemplateDetail, TemplateField } from '@signflow/contract/templates';

export function documentSummary(overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return {
    id: 'doc-1',
    Id: 'doc-1',
    DocName: 'Lease.pdf',
    status: 'Draft',
    DocPath: '/v1/documents/doc-1/file',
    pageCount: 2,
    sizeBytes: 12_345,
    sha256: 'ab'.repeat(32),
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    trashedAt: null,
    completedAt: null,
    sealedAt: null,
    sealState: null,
    ...overrides,
  };
}

export function signer(id: string, name: string, color = '#1971c2'): DocumentSigner {
  return { id, name, email: `${id}@example.com`, level: 1, color };
}

interface FieldPlace {
  page?: number;
  /** The field's top, as a fraction of the page's height. */
  top?: number;
  required?: boolean;
  label?: string | null;
}

/** A field as the server answers it: 20 % of the page wide, 5 % high, not answered yet. */
export function field(id: string, userId: string, type: FieldType, place: FieldPlace = {}): DocumentField {
  const { page = 1, top = 0.1, required = false, label = null } = place;
  const rect = { x1: 0.1, y1: top, x2: 0.3, y2: top + 0.05, width: 1, height: 1, pageNumber: page };
  return {
    id,
    userId,
    type,
    position: { pageNumber: page, boundingRect: rect, rects: [rect] },
    label,
    required,
    senderFilled: false,
    response: { image: null, text: null, checked: null, approve: false, reject: false, revise: false },
  };
}

/** The owner's signing record of a Draft (the field editor's, Invite Sign's). */
export function signingRecord(
  users: DocumentSigner[],
  coordinates: DocumentField[],
  document: Partial<DocumentSummary> = {},
): SigningRecordResponse {
  return { document: documentSummary(document), users, coordinates };
}

/** A template 'tpl-1' of one page, with no document made from it yet. */
export function templateDetail(
  overrides: Pick<TemplateDetail, 'name' | 'roles'> & Partial<TemplateDetail>,
): TemplateDetail {
  return {
    id: 'tpl-1',
    pageCount: 1,
    sizeBytes: 1000,
    sha256: 'ab',
    pdfPath: '/v1/templates/tpl-1/pdf',
    fields: [],
    documentCount: 0,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** The place of a template's field in these tests: near the first page's top left. */
export const TEMPLATE_FIELD_PLACE: TemplateField['position'] = (() => {
  const rect = { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.15, width: 1, height: 1, pageNumber: 1 };
  return { pageNumber: 1, boundingRect: rect, rects: [rect] };
})();
