import { API_MESSAGES, fillTemplate } from '@signflow/contract/api-errors';
import type { BulkSendProgress } from '@signflow/contract/bulk-sends';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../i18n';
import { templateDetail } from '../../../test/fixtures';
import { addressShown, renderScreen } from '../../../test/render-screen';
import { bulkSendApi } from '../api/bulk-send-api';
import { BulkSendPage } from './bulk-send-page';
import { BulkSendProgressPage } from './bulk-send-progress-page';

const TEMPLATE = templateDetail({
  name: 'Lease',
  roles: [{ id: 'client', name: 'Client', level: 1, verification: 'link' }],
});

/** The one form post of the page, answered as the server would: an XMLHttpRequest (fetch cannot report progress). */
function stubFormPost(answer: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeRequest {
    status = 0;
    response: unknown = null;
    responseType = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.status = answer.status;
        this.response = answer.body;
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  return sent;
}

const csv = (name: string) =>
  new File(['Client name,Client email\r\nAda,ada@example.com\r\n'], name, { type: 'text/csv' });

describe('Send in bulk', () => {
  it('lists a refusal’s rows by row and column, in the reader’s words, and makes nothing', async () => {
    const sent = stubFormPost({
      status: 400,
      body: {
        code: 400,
        message: API_MESSAGES.bulkSendRowsInvalid,
        error: 'bulk_send_rows_invalid',
        errors: [
          { row: 0, column: 'Fax', message: fillTemplate(API_MESSAGES.bulkSendUnknownColumn, { column: 'Fax' }) },
          { row: 3, column: null, message: API_MESSAGES.bulkSendExtraValues },
        ],
      },
    });
    const { user, container } = renderScreen(<BulkSendPage />, {
      url: '/templates/tpl-1/bulk-send',
      path: '/templates/:id/bulk-send',
      api: { 'GET /v1/templates/tpl-1': { body: TEMPLATE } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Send in bulk: Lease' })).toBeVisible();
    await switchLanguage('de');
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, csv('people.csv'));
    await user.click(screen.getByRole('radio', { name: 'Als Entwurf belassen und später senden' }));
    await user.click(screen.getByRole('button', { name: 'Massenversand starten' }));

    const table = await screen.findByRole('table', { name: 'Zu korrigierende Zeilen' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Kopfzeile', 'Fax', expect.stringContaining('Fax')],
      ['3', 'Ganze Zeile', expect.not.stringContaining('This row')],
    ]);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Some rows');
    // The form went with its file and `send` false; the page stayed for the owner to fix the file.
    const [form] = sent;
    expect(sent).toHaveLength(1);
    expect(form?.get('send')).toBe('false');
    expect(form?.get('file')).toHaveProperty('name', 'people.csv');
    expect(addressShown()).toBe('/templates/tpl-1/bulk-send');
    await switchLanguage('en');
  });

  it('says a refusal of the whole file plainly, and follows a queued one to its progress', async () => {
    stubFormPost({
      status: 413,
      body: { code: 413, message: fillTemplate(API_MESSAGES.bulkSendTooLarge, { limit: 5 }) },
    });
    const { user, container } = renderScreen(<BulkSendPage />, {
      url: '/templates/tpl-1/bulk-send',
      path: '/templates/:id/bulk-send',
      api: { 'GET /v1/templates/tpl-1': { body: TEMPLATE } },
    });
    await screen.findByRole('heading', { level: 1 });
    const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, csv('people.csv'));
    await user.click(screen.getByRole('button', { name: 'Start bulk send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The CSV file is too large: the limit is 5 MB');
    expect(screen.queryByRole('table')).toBeNull();

    stubFormPost({ status: 202, body: { id: 'bulk-1', rows: 1 } });
    await user.click(screen.getByRole('button', { name: 'Start bulk send' }));
    await waitFor(() => expect(addressShown()).toBe('/bulk-sends/bulk-1'));
  });
});

const PROGRESS: BulkSendProgress = {
  id: 'bulk-1',
  templateId: 'tpl-1',
  send: true,
  status: 'Running',
  total: 1000,
  created: 12,
  failed: 1,
  errors: [{ row: 4, column: null, message: API_MESSAGES.bulkSendTemplateGone }],
  createdAt: '2026-11-01T00:00:00Z',
  finishedAt: null,
};

describe('a bulk send’s progress', () => {
  it('says how far it is in a polite live status, lists the failed rows, and leads to Documents once finished', async () => {
    const { api, store } = renderScreen(<BulkSendProgressPage />, {
      url: '/bulk-sends/bulk-1',
      path: '/bulk-sends/:id',
      api: { 'GET /v1/bulk-sends/bulk-1': { body: PROGRESS }, 'GET /v1/templates/tpl-1': { body: TEMPLATE } },
    });
    const status = (await screen.findByText(/documents made/)).closest('[role="status"]');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('12 of 1,000 documents made · Making the documents…');
    expect(await screen.findByText('From the template Lease')).toBeVisible();
    const failed = screen.getByRole('table', { name: 'Rows that failed' });
    expect(within(failed).getAllByRole('row')[1]).toHaveTextContent(`4${API_MESSAGES.bulkSendTemplateGone}`);
    expect(screen.queryByRole('link', { name: 'Go to Documents' })).toBeNull();

    // The live updates say it went on ('bulk-send' reads the 'BulkSend' queries again): it finished.
    api.route('GET /v1/bulk-sends/bulk-1', { body: { ...PROGRESS, status: 'Finished', created: 999 } });
    store.dispatch(bulkSendApi.util.invalidateTags(['BulkSend']));
    await waitFor(() => expect(status).toHaveTextContent('999 of 1,000 documents made · Finished'));
    expect(screen.getByRole('link', { name: 'Go to Documents' })).toHaveAttribute('href', '/document');
  });
});

describe("a template's page whose template cannot be read", () => {
  it('says so with Try again when the server fails, and stays; the template comes once it answers', async () => {
    const { user, api } = renderScreen(<BulkSendPage />, {
      url: '/templates/tpl-1/bulk-send',
      path: '/templates/:id/bulk-send',
      api: { 'GET /v1/templates/tpl-1': { status: 503, body: { code: 503, message: 'Service unavailable' } } },
    });
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('This page could not be read');
    expect(addressShown()).toBe('/templates/tpl-1/bulk-send');
    api.route('GET /v1/templates/tpl-1', { body: TEMPLATE });
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Send in bulk: Lease' })).toBeVisible();
  });

  it('goes back to Templates when the template is not the owner’s (404)', async () => {
    renderScreen(<BulkSendPage />, { url: '/templates/tpl-9/bulk-send', path: '/templates/:id/bulk-send' });
    await waitFor(() => expect(addressShown()).toBe('/templates'));
  });
});
