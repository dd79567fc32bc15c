import { API_MESSAGES } from '@signflow/contract/api-errors';
import type { PublicLinkAnswer, PublicLinkSettings } from '@signflow/contract/public-links';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-stub';
import { TEMPLATE_FIELD_PLACE, templateDetail } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render-screen';
import { PublicLinkSettingsPage } from './public-link-settings-page';

/** Role and field ids are uuids, as the contract's schemas ask. */
const TENANT = '00000000-0000-4000-8000-000000000001';
const WITNESS = '00000000-0000-4000-8000-000000000002';
const RENT = '00000000-0000-4000-8000-000000000003';
const LINK = 'GET /v1/templates/tpl-1/public-link';
const SET = 'PUT /v1/templates/tpl-1/public-link';
const REPLACE = 'POST /v1/templates/tpl-1/public-link/replace';
const TEMPLATE = templateDetail({
  name: 'Lease',
  roles: [
    { id: TENANT, name: 'Tenant', level: 1, verification: 'link' },
    { id: WITNESS, name: 'Witness', level: 2, verification: 'link' },
  ],
  fields: [
    {
      id: RENT,
      roleId: TENANT,
      type: 'text',
      position: TEMPLATE_FIELD_PLACE,
      label: 'Monthly rent',
      required: true,
      senderFilled: true,
    },
  ],
});
const NO_LINK: PublicLinkAnswer = { url: null, enabled: false, recipients: [], values: [] };
const WALT = { roleId: WITNESS, name: 'Walt Witness', email: 'walt@example.com' };
const ON: PublicLinkAnswer = {
  url: 'https://sign.example/p/first',
  enabled: true,
  recipients: [WALT],
  values: [{ fieldId: RENT, value: '900' }],
};

function renderSettings(link: PublicLinkAnswer = NO_LINK) {
  return renderScreen(<PublicLinkSettingsPage />, {
    url: '/templates/tpl-1/public-link',
    path: '/templates/:id/public-link',
    api: { 'GET /v1/templates/tpl-1': { body: TEMPLATE }, [LINK]: { body: link } },
  });
}

describe('a template’s public link settings', () => {
  it('turns the link on with a person for each role but the first and the sender’s values, then copies it', async () => {
    const { user, api } = renderSettings();
    api.route(SET, { body: ON });
    const linkSwitch = await screen.findByRole('switch', { name: 'Anyone with the link can sign' });
    expect(screen.queryByRole('textbox', { name: 'Name of Tenant' })).not.toBeInTheDocument();

    // Not without the Witness and the rent: said beside each, nothing sent.
    await user.click(linkSwitch);
    expect(await screen.findAllByText('Required')).not.toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Name the people and fill in the values below');
    expect(api.callsTo(SET)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name of Witness' }), WALT.name);
    await user.type(screen.getByRole('textbox', { name: 'Email of Witness' }), WALT.email);
    await user.type(screen.getByRole('textbox', { name: 'Monthly rent' }), '900');
    await user.click(linkSwitch);

    await waitFor(() => expect(api.callsTo(SET)).toHaveLength(1));
    expect(api.callsTo(SET)[0]?.body).toEqual({
      enabled: true,
      recipients: [WALT],
      values: [{ fieldId: RENT, value: '900' }],
    } satisfies PublicLinkSettings);
    expect(await screen.findByRole('textbox', { name: 'Link address' })).toHaveValue(ON.url);
    expect(linkSwitch).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(ON.url);
  });

  it('says the server’s refusal of the roles, and offers Edit roles to mend them', async () => {
    const { user, api } = renderSettings({ ...ON, enabled: false });
    api.route(SET, apiError(400, API_MESSAGES.publicLinkFirstRoleSignsFirst));
    await user.click(await screen.findByRole('switch', { name: 'Anyone with the link can sign' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.publicLinkFirstRoleSignsFirst);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Give Tenant a level of its own');
    expect(screen.getByRole('switch', { name: 'Anyone with the link can sign' })).not.toBeChecked();

    await user.click(within(note).getByRole('button', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of “Lease”' });
    expect(within(dialog).getByRole('textbox', { name: 'Name of role 2' })).toHaveValue('Witness');
  });

  it('turns the link off without asking for anyone', async () => {
    const { user, api } = renderSettings(ON);
    api.route(SET, { body: { ...ON, enabled: false } });
    await user.click(await screen.findByRole('switch', { name: 'Anyone with the link can sign' }));
    await waitFor(() => expect(api.callsTo(SET)[0]?.body).toEqual({ enabled: false }));
    expect(await screen.findByText('Off: the link tells visitors it has been turned off.')).toBeInTheDocument();
  });

  it('replaces the link only once the owner confirms that the old one stops working', async () => {
    const { user, api } = renderSettings(ON);
    api.route(REPLACE, { body: { ...ON, url: 'https://sign.example/p/second' } });
    await user.click(await screen.findByRole('button', { name: 'Replace link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace the link?' });
    expect(dialog).toHaveTextContent('The current link stops working at once');
    expect(api.callsTo(REPLACE)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Replace link' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Link address' })).toHaveValue('https://sign.example/p/second'),
    );
    expect(api.callsTo(REPLACE)).toHaveLength(1);
  });

  it('says when the link cannot be read, and reads it again on Try again', async () => {
    const { user, api } = renderScreen(<PublicLinkSettingsPage />, {
      url: '/templates/tpl-1/public-link',
      path: '/templates/:id/public-link',
      api: { 'GET /v1/templates/tpl-1': { body: TEMPLATE }, [LINK]: apiError(500, 'Internal server error') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The public link could not be read');
    api.route(LINK, { body: ON });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Link address' })).toHaveValue(ON.url);
  });
});
