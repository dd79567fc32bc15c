import { signerColor } from '@signflow/contract/documents';
import type { TemplateDetail } from '@signflow/contract/templates';
import { describe, expect, it } from 'vitest';
import { templateContent } from './use-template-source';

const rect = { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.2, width: 1, height: 1, pageNumber: 1 };

describe('templateContent', () => {
  it('reads a template’s roles as the editor’s parties, in signer colours, and its fields as theirs', () => {
    const template = {
      id: 't',
      name: 'Offer',
      pdfPath: '/v1/templates/t/pdf',
      roles: [
        { id: 'client', name: 'Client', level: 1 },
        { id: 'manager', name: 'Manager', level: 2 },
      ],
      fields: [
        {
          id: 'f',
          roleId: 'manager',
          type: 'text',
          position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
          label: 'Price',
          required: true,
          senderFilled: true,
        },
      ],
    } as TemplateDetail;
    const content = templateContent(template);
    expect(content.parties).toEqual([
      { id: 'client', name: 'Client', color: signerColor(0) },
      { id: 'manager', name: 'Manager', color: signerColor(1) },
    ]);
    expect(content.fields[0]).toMatchObject({ id: 'f', signerId: 'manager', senderFilled: true });
    expect(content.pdfPath).toBe('/v1/templates/t/pdf');
  });
});
