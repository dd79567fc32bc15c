import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { TemplateFieldChanges } from '@signflow/contract/templates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub';
import { TEMPLATE_FIELD_PLACE, templateDetail } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { TemplateFieldsPage } from './template-fields-page';

/** Role ids are uuids, as the contract's schemas ask. */
const CLIENT = '00000000-0000-4000-8000-00000000000c';
const MANAGER = '00000000-0000-4000-8000-00000000000d';
const SAVE = 'PUT /v1/templates/tpl-1/fields';
const TEMPLATE = templateDetail({
  name: 'Offer',
  roles: [
    { id: CLIENT, name: 'Client', level: 1, verification: 'link' },
    { id: MANAGER, name: 'Manager', level: 2, verification: 'link' },
  ],
  fields: [
    {
      id: 'terms',
      roleId: CLIENT,
      type: 'text',
      position: TEMPLATE_FIELD_PLACE,
      label: null,
      required: false,
      senderFilled: false,
    },
  ],
});

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
    expect(sent?.update).toEqual([expect.objectContaining({ id: 'terms', roleId: CLIENT, senderFilled: false })]);
    expect(sent?.update[0]).not.toHaveProperty('signerId');
  });

  it('renames, moves and adds roles in Edit roles: the whole list, each kept role with its id', async () => {
    const renamed = { ...TEMPLATE, roles: [TEMPLATE.roles[0], { id: MANAGER, name: 'Director', level: 2 }] };
    const { user, api } = renderScreen(<TemplateFieldsPage />, {
      url: '/templates/tpl-1/fields',
      path: '/templates/:id/fields',
      api: { 'GET /v1/templates/tpl-1': { body: TEMPLATE }, 'PATCH /v1/templates/tpl-1': { body: renamed } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of “Offer”' });
    const second = within(dialog).getByRole('textbox', { name: 'Name of role 2' });
    await user.clear(second);
    await user.type(second, 'Director');
    await user.click(within(dialog).getByRole('button', { name: 'Add role' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of role 3' }), 'Witness');
    const level = within(dialog).getByRole('textbox', { name: 'Level of role 3' });
    await user.clear(level);
    await user.type(level, '3');
    // The Director proves who they are with a mailed code (docs/domain.md#signer-verification).
    const checks = within(dialog).getByRole('group', { name: 'How they prove who they are' });
    await user.selectOptions(within(checks).getByRole('combobox', { name: 'Director' }), 'email_code');
    api.route('GET /v1/templates/tpl-1', { body: renamed });
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));

    await waitFor(() => expect(api.callsTo('PATCH /v1/templates/tpl-1')).toHaveLength(1));
    expect(api.callsTo('PATCH /v1/templates/tpl-1')[0]?.body).toEqual({
      roles: [
        { id: CLIENT, name: 'Client', level: 1, verification: 'link' },
        { id: MANAGER, name: 'Director', level: 2, verification: 'email_code' },
        { name: 'Witness', level: 3 },
      ],
    });
    const roles = screen.getByRole('group', { name: 'Roles' });
    expect(await within(roles).findByRole('button', { name: 'Director' })).toBeInTheDocument();
  });

  it('says why a role cannot be removed, the dialog staying open', async () => {
    const { user, api } = renderScreen(<TemplateFieldsPage />, {
      url: '/templates/tpl-1/fields',
      path: '/templates/:id/fields',
      api: {
        'GET /v1/templates/tpl-1': { body: TEMPLATE },
        'PATCH /v1/templates/tpl-1': apiError(409, API_MESSAGES.roleHasFields, { name: 'Client' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of “Offer”' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove role 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The role Client has fields: remove them before removing the role',
    );
    expect(api.callsTo('PATCH /v1/templates/tpl-1')[0]?.body).toEqual({
      roles: [{ id: MANAGER, name: 'Manager', level: 2, verification: 'link' }],
    });
  });
});
