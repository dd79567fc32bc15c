import { API_MESSAGES } from '@signflow/contract/api-errors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen';
import { EmbeddingSection } from './embedding-section';

describe('the Embedding section', () => {
  it('adds a site in its normal form, refuses a wrong one beside the field, removes one, and saves the list', async () => {
    const { user, api } = renderScreen(<EmbeddingSection />, {
      url: '/integrations',
      api: {
        'GET /v1/profile/embedding': { body: { allowedOrigins: ['https://portal.example.org'] } },
        'PUT /v1/profile/embedding': (call) => ({ body: call.body }),
      },
    });
    const section = await screen.findByRole('region', { name: 'Embedding' });
    expect(await screen.findByRole('button', { name: 'Remove https://portal.example.org' })).toBeVisible();
    const save = screen.getByRole('button', { name: 'Save allowed sites' });
    expect(save).toBeDisabled();

    const address = screen.getByRole('textbox', { name: /Site address/ });
    await user.type(address, 'http://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByText(API_MESSAGES.embedOriginNotHttps)).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await user.clear(address);
    await user.type(address, 'HTTPS://Shop.Example.com:443/');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    expect(await screen.findByRole('button', { name: 'Remove https://shop.example.com' })).toBeVisible();
    expect(address).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove https://portal.example.org' }));
    expect(screen.queryByRole('button', { name: 'Remove https://portal.example.org' })).toBeNull();
    expect(screen.getByText('Not saved yet')).toBeVisible();

    await user.click(save);
    expect(await screen.findByText('Allowed sites saved')).toBeVisible();
    expect(api.callsTo('PUT /v1/profile/embedding').map((call) => call.body)).toEqual([
      { allowedOrigins: ['https://shop.example.com'] },
    ]);
    expect(section).toHaveTextContent('signflow-embed.js');
  });

  it("says the server's refusal beside Save, and keeps the list to try again", async () => {
    const { user } = renderScreen(<EmbeddingSection />, {
      url: '/integrations',
      api: {
        'GET /v1/profile/embedding': { body: { allowedOrigins: [] } },
        'PUT /v1/profile/embedding': {
          status: 400,
          body: { code: 400, message: API_MESSAGES.embedOriginWildcard, error: 'embed_origin_wildcard' },
        },
      },
    });
    expect(await screen.findByText('No site may embed the signing page yet.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /Site address/ }), 'https://shop.example.com');
    await user.click(screen.getByRole('button', { name: 'Add site' }));
    // The form checks the address asynchronously: Save stays disabled until the site is in the list.
    expect(await screen.findByRole('button', { name: 'Remove https://shop.example.com' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save allowed sites' }));
    expect(await screen.findByText(API_MESSAGES.embedOriginWildcard)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove https://shop.example.com' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save allowed sites' })).toBeEnabled();
  });
});
