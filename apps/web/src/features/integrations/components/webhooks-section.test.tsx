import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { WebhookDelivery, WebhookEndpoint } from '@signflow/contract/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { apiError } from '../../../test/api-stub';
import { renderScreen } from '../../../test/render-screen';
import { WebhooksSection } from './webhooks-section';

const ID = '00000000-0000-4000-8000-0000000000a1';
const ENDPOINT: WebhookEndpoint = {
  id: ID,
  url: 'https://hooks.example.com/signflow',
  events: ['document.sent', 'document.completed'],
  enabled: true,
  disabledForFailuresAt: null,
  createdAt: '2026-11-27T10:00:00.000Z',
};
/** The list as GET /v1/webhooks answers it: the endpoints and the server's WEBHOOK_DISABLE_AFTER_HOURS. */
const listOf = (webhooks: WebhookEndpoint[], disableAfterHours = 72) => ({ webhooks, disableAfterHours });
const DELIVERED: WebhookDelivery = {
  id: '00000000-0000-4000-8000-0000000000d1',
  eventId: '00000000-0000-4000-8000-0000000000e1',
  eventType: 'webhook.test',
  status: 'delivered',
  attempts: 1,
  statusCode: 200,
  durationMs: 42,
  response: 'thanks',
  error: null,
  createdAt: '2026-11-27T10:01:00.000Z',
  lastAttemptAt: '2026-11-27T10:01:00.000Z',
  nextAttemptAt: null,
};

describe('the Webhooks section', () => {
  it('adds an endpoint for the events chosen and shows its secret once', async () => {
    const { user, api } = renderScreen(<WebhooksSection />, {
      api: { 'GET /v1/webhooks': { body: listOf([]) } },
    });
    expect(await screen.findByText('No endpoints yet.')).toBeInTheDocument();
    api.route('POST /v1/webhooks', { status: 201, body: { ...ENDPOINT, secret: 'whsec_abc' } });
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(API_MESSAGES.webhookUrlInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /v1/webhooks')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), ENDPOINT.url);
    for (const label of [/Document opened by a signer/, /Signer signed/, /Signer rejected/]) {
      await user.click(within(dialog).getByRole('checkbox', { name: label }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByRole('textbox', { name: 'Signing secret' })).toHaveValue('whsec_abc');
    const [call] = api.callsTo('POST /v1/webhooks');
    expect(call?.body).toMatchObject({ url: ENDPOINT.url });
    const events = (call?.body as { events?: string[] } | undefined)?.events ?? [];
    expect(events).not.toContain('signer.signed');
    expect(events).toContain('document.sent');
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why an address is refused', async () => {
    const { user, api } = renderScreen(<WebhooksSection />, {
      api: { 'GET /v1/webhooks': { body: listOf([]) } },
    });
    api.route('POST /v1/webhooks', apiError(400, API_MESSAGES.webhookUrlNotPublic));
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'https://10.0.0.2/x');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(API_MESSAGES.webhookUrlNotPublic)).toBeInTheDocument();
  });

  it('turns an endpoint off, sends a test event, shows the log with Resend, and deletes after asking', async () => {
    const { user, api } = renderScreen(<WebhooksSection />, {
      api: {
        'GET /v1/webhooks': { body: listOf([ENDPOINT]) },
        [`GET /v1/webhooks/${ID}/deliveries`]: { body: { deliveries: [DELIVERED] } },
        [`PATCH /v1/webhooks/${ID}`]: { body: { ...ENDPOINT, enabled: false } },
        [`POST /v1/webhooks/${ID}/test`]: { status: 202, body: { ...DELIVERED, status: 'pending', attempts: 0 } },
        [`POST /v1/webhooks/${ID}/deliveries/${DELIVERED.id}/resend`]: { status: 202, body: DELIVERED },
        [`DELETE /v1/webhooks/${ID}`]: { body: { message: 'Deleted' } },
      },
    });
    const card = await screen.findByRole('article', { name: ENDPOINT.url });
    await user.click(within(card).getByRole('switch', { name: 'Send events to this endpoint' }));
    await waitFor(() => expect(api.callsTo(`PATCH /v1/webhooks/${ID}`)[0]?.body).toEqual({ enabled: false }));

    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(api.callsTo(`POST /v1/webhooks/${ID}/test`)).toHaveLength(1));
    expect(await within(card).findByText('Delivered')).toBeInTheDocument();
    expect(within(card).getByText('Attempts: 1 · Status 200 · 42 ms')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(api.callsTo(`POST /v1/webhooks/${ID}/deliveries/${DELIVERED.id}/resend`)).toHaveLength(1),
    );

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete endpoint' });
    expect(api.callsTo(`DELETE /v1/webhooks/${ID}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(`DELETE /v1/webhooks/${ID}`)).toHaveLength(1));
  });

  it('says how long the endpoint failed before it was turned off, as the server is set, and its log in the reader’s words', async () => {
    const off: WebhookEndpoint = { ...ENDPOINT, enabled: false, disabledForFailuresAt: '2026-11-28T10:00:00.000Z' };
    const timedOut: WebhookDelivery = {
      ...DELIVERED,
      status: 'failed',
      statusCode: null,
      durationMs: 10_004,
      response: null,
      error: fillTemplate(API_MESSAGES.webhookNoAnswer, { ms: 10_000 }),
    };
    const { user } = renderScreen(<WebhooksSection />, {
      api: {
        'GET /v1/webhooks': { body: listOf([off], 48) },
        [`GET /v1/webhooks/${ID}/deliveries`]: { body: { deliveries: [timedOut] } },
      },
    });
    const card = await screen.findByRole('article', { name: ENDPOINT.url });
    expect(
      within(card).getByText(
        'Every delivery to this endpoint failed for 2 days, so it was turned off. Turn it on again once it answers.',
      ),
    ).toBeInTheDocument();
    await switchLanguage('de');
    try {
      expect(within(card).getByText(/2 Tage lang fehlgeschlagen/)).toBeInTheDocument();
      await user.click(within(card).getByRole('button', { name: 'Zustellprotokoll' }));
      expect(await within(card).findByText('Keine Antwort innerhalb von 10.000 ms')).toBeInTheDocument();
      expect(within(card).getByText(/ · 10\.004 ms$/)).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });

  it('says the hours when the setting is no whole number of days', async () => {
    const off: WebhookEndpoint = { ...ENDPOINT, enabled: false, disabledForFailuresAt: '2026-11-28T10:00:00.000Z' };
    renderScreen(<WebhooksSection />, { api: { 'GET /v1/webhooks': { body: listOf([off], 36) } } });
    expect(
      await screen.findByText(
        'Every delivery to this endpoint failed for 36 hours, so it was turned off. Turn it on again once it answers.',
      ),
    ).toBeInTheDocument();
  });

  it('writes a fraction of hours as the reader’s language does', async () => {
    const off: WebhookEndpoint = { ...ENDPOINT, enabled: false, disabledForFailuresAt: '2026-11-28T10:00:00.000Z' };
    renderScreen(<WebhooksSection />, { api: { 'GET /v1/webhooks': { body: listOf([off], 1.5) } } });
    expect(await screen.findByText(/failed for 1\.5 hours, so it was turned off/)).toBeInTheDocument();
    await switchLanguage('de');
    try {
      expect(screen.getByText(/1,5 Stunden lang fehlgeschlagen/)).toBeInTheDocument();
    } finally {
      await switchLanguage('en');
    }
  });

  it.each([
    [1, 'an hour'],
    [24, 'a day'],
  ])('says one of its unit without a number: %i hours is “%s”', async (hours, span) => {
    const off: WebhookEndpoint = { ...ENDPOINT, enabled: false, disabledForFailuresAt: '2026-11-28T10:00:00.000Z' };
    renderScreen(<WebhooksSection />, { api: { 'GET /v1/webhooks': { body: listOf([off], hours) } } });
    expect(
      await screen.findByText(
        `Every delivery to this endpoint failed for ${span}, so it was turned off. Turn it on again once it answers.`,
      ),
    ).toBeInTheDocument();
  });
});
