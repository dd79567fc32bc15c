import type { ApiKeyCreated, ApiKeySummary } from '@signflow/contract/api-keys';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { IntegrationsPage } from './integrations-page';

const LIST = 'GET /v1/api-keys';
const CREATE = 'POST /v1/api-keys';
const MADE: ApiKeyCreated = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'CRM sync',
  key: 'sf_live_Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56Qr78St90Uv',
  prefix: 'sf_live_Ab12Cd',
  expiresAt: null,
};
const LISTED: ApiKeySummary = {
  id: MADE.id,
  name: MADE.name,
  prefix: MADE.prefix,
  createdAt: '2026-11-27T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};

describe('the Integrations page’s API keys', () => {
  it('refuses a day already past before sending anything', async () => {
    const { user, api } = renderScreen(<IntegrationsPage />, { api: { [LIST]: { body: { apiKeys: [] } } } });
    await user.type(await screen.findByRole('textbox', { name: 'Key name' }), 'CRM sync');
    await user.type(screen.getByLabelText('Last day it works (optional)'), '2020-01-31');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('The expiry must be in the future')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('shows the new key once, and after Done forgets it and puts the focus back on the form', async () => {
    const { user, api } = renderScreen(<IntegrationsPage />, { api: { [LIST]: { body: { apiKeys: [] } } } });
    api.route(CREATE, { status: 201, body: MADE });
    await user.type(await screen.findByRole('textbox', { name: 'Key name' }), 'CRM sync');
    api.route(LIST, { body: { apiKeys: [LISTED] } });
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByText(MADE.key)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copy key' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Done' }));

    expect(screen.queryByText(MADE.key)).not.toBeInTheDocument();
    // The focus is not dropped on the page's body with the button that had it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('');
  });
});
