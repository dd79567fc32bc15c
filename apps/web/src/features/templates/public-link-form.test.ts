import type { TemplateDetail } from '@signflow/contract/templates';
import { describe, expect, it } from 'vitest';
import { publicLinkFormValues } from './public-link-form';

const rect = { x1: 0, y1: 0, x2: 1, y2: 1, width: 1, height: 1, pageNumber: 1 };
const field = (id: string, type: 'text' | 'checkbox') => ({
  id,
  roleId: 'a',
  type,
  position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
  label: null,
  required: false,
  senderFilled: true,
});
const template = {
  roles: [
    { id: 'a', name: 'Visitor', level: 1 },
    { id: 'b', name: 'Witness', level: 2 },
    { id: 'c', name: 'Manager', level: 3 },
  ],
  fields: [field('note', 'text'), field('agreed', 'checkbox'), { ...field('sig', 'text'), senderFilled: false }],
} as TemplateDetail;

describe('a public link form’s values', () => {
  it('has a person for each role but the first and a value for each sender field, from the link or empty', () => {
    const link = {
      url: null,
      enabled: false,
      recipients: [{ roleId: 'c', name: 'Max', email: 'max@example.com' }],
      values: [{ fieldId: 'note', value: 'Hello' }],
    };
    expect(publicLinkFormValues(template, link)).toEqual({
      recipients: [
        { roleId: 'b', name: '', email: '' },
        { roleId: 'c', name: 'Max', email: 'max@example.com' },
      ],
      values: [
        { fieldId: 'note', value: 'Hello' },
        { fieldId: 'agreed', value: 'false' },
      ],
    });
  });

  it('keeps what was typed over what the link holds, for the roles still there', () => {
    const link = { url: null, enabled: false, recipients: [], values: [] };
    const typed = {
      recipients: [
        { roleId: 'b', name: 'Walt', email: 'walt@example.com' },
        { roleId: 'gone', name: 'Old', email: 'old@example.com' },
      ],
      values: [{ fieldId: 'agreed', value: 'true' }],
    };
    const values = publicLinkFormValues(template, link, typed);
    expect(values.recipients[0]).toEqual({ roleId: 'b', name: 'Walt', email: 'walt@example.com' });
    expect(values.recipients).toHaveLength(2);
    expect(values.values[1]).toEqual({ fieldId: 'agreed', value: 'true' });
  });
});
