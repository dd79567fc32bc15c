import type { TemplateDetail, TemplateFieldChanges } from '@signflow/contract/templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { TemplateFieldsPage } from './template-fields-page';

const SAVE = 'PUT /v1/templates/tpl-1/fields';
const rect = { x1: 0.1, y1: 0.1, x2: 0.3, y2: 0.15, width: 1, height: 1, pageNumber: 1 };
const TEMPLATE: TemplateDetail = {
  id: 'tpl-1',
  name: 'Offer',
  pageCount: 1,
  sizeBytes: 1000,
  sha256: 'ab',
  pdfPath: '/v1/templates/tpl-1/pdf',
  roles: [
    { id: 'client', name: 'Client', level: 1 },
    { id: 'manager', name: 'Manager', level: 2 },
  ],
  fields: [
    {
      id: 'terms',
      roleId: 'client',
      type: 'text',
      position: { pageNumber: 1, boundingRect: rect, rects: [rect] },
      label: null,
      required: false,
      senderFilled: false,
    },
  ],
  documentCount: 0,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
};

describe('a template’s field editor', () => {
  it('edits the fields of its roles, saved as the template’s batch: each for its role, sender-filled or not', async () => {
    const { user, api } = renderScreen(<TemplateFieldsPage />, {
      url: '/templates/tpl-1/fields',
      path: '/templates/:id/fields',
      api: { 'GET /v1/templates/tpl-1': { body: TEMPLATE }, [SAVE]: { body: TEMPLATE } },
    });
    const terms = await screen.findByRole('group', { name: 'Text field of Client' });
    const roles = screen.getByRole('group', { name: 'Roles' });
    expect(within(roles).getByRole('button', { name: 'Client' })).toHaveAttribute('aria-pressed', 'true');

    // Nudged to the right with the keyboard: the field is changed, for its role.
    terms.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    const [sent] = api.callsTo(SAVE).map((call) => call.body as Required<TemplateFieldChanges>);
    expect(sent?.update).toEqual([expect.objectContaining({ id: 'terms', roleId: 'client', senderFilled: false })]);
    expect(sent?.update[0]).not.toHaveProperty('signerId');
  });
});
