import { expect, type Locator, type Page, test } from '@playwright/test';
import { registerViaApi, screenshot, signIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoCutText } from './support/cut-text';
import { waitForMail } from './support/mail';
import { LAPTOP_AND_PHONE, press } from './support/signing';
import { onFirstPage, seedTemplate } from './support/templates';

const SIZES = LAPTOP_AND_PHONE;

/** A list's entry: a row of its table on wide screens, its card on phones. */
function entries(page: Page, list: string, text: RegExp): Locator {
  return page
    .getByRole('table', { name: list })
    .getByRole('row', { name: text })
    .or(page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: text }));
}

/**
 * A template seeded through the API (the journey under test is the bulk send, not the template): 'Lease', a Client who
 * signs beside a text the sender fills in, labelled 'Company'.
 */
async function seedLease(page: Page) {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').auth.token as string);
  await seedTemplate(
    page.request,
    { authorization: `Bearer ${token}` },
    {
      name: 'Lease',
      roles: [{ name: 'Client', level: 1 }],
      file: 'lease.pdf',
      fields: ([roleId]) => [
        { roleId, type: 'draw', position: onFirstPage(100, 100, 300, 150) },
        {
          roleId,
          type: 'text',
          position: onFirstPage(400, 100, 600, 150),
          label: 'Company',
          senderFilled: true,
          required: true,
        },
      ],
    },
  );
}

/** Chooses a CSV file as a person does: a tap on the drop zone opens the device's picker. */
async function chooseCsv(page: Page, tap: (locator: Locator) => Promise<void>, name: string, lines: string[]) {
  const chooser = page.waitForEvent('filechooser');
  await tap(page.getByRole('button', { name: 'Drop a CSV file here, or choose a file' }));
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) });
  await expect(page.getByText(`Chosen: ${name}`)).toBeVisible();
}

for (const [size, device] of SIZES) {
  const phone = size === 'phone';
  test.describe(size, () => {
    test.use(device);

    test('Send in bulk from Templates: the sample CSV, a file with a bad row refused with its row and column, then three rows made and sent, followed live to the end', async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      const shots = `bulk-send-${size}`;
      await signIn(page, await registerViaApi(request));
      await seedLease(page);
      const tap = (locator: Locator) => press(locator, device);

      // The template's Manage menu leads to its bulk send.
      await page.goto('/templates');
      await tap(page.getByRole('button', { name: 'Manage Lease' }));
      await tap(page.getByRole('menuitem', { name: 'Send in bulk' }));
      await expect(page).toHaveURL(/\/templates\/[\w-]+\/bulk-send$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Send in bulk: Lease' })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `bulk send (${size})`);
      await screenshot(page, `${shots}-form`);

      // The sample names the template's columns: the Client's name and e-mail, then the sender's value.
      const downloading = page.waitForEvent('download');
      await tap(page.getByRole('button', { name: 'Download sample CSV' }));
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('bulk-send-sample.csv');
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      const sample = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      expect(sample.split('\r\n')[0]).toBe('Client name,Client email,Company');

      // A file whose second row has no valid e-mail: refused whole, the cell named by its row and column.
      const people = [1, 2, 3].map((n) => ({ name: `Tenant ${n}`, email: uniqueEmail(`tenant${n}`) }));
      const header = 'Client name,Client email,Company';
      await chooseCsv(page, tap, 'tenants-bad.csv', [
        header,
        `${people[0]?.name},${people[0]?.email},ACME`,
        'Tenant Two,not-an-address,Globex',
      ]);
      await tap(page.getByRole('button', { name: 'Start bulk send' }));
      await expect(
        page.getByRole('alert').filter({ hasText: 'Some rows cannot be sent, so nothing was made' }),
      ).toBeVisible();
      const rowsToFix = page.getByRole('table', { name: 'Rows to fix' });
      await expect(rowsToFix.getByRole('columnheader')).toHaveText(['Row', 'Column', 'Problem']);
      await expect(rowsToFix.getByRole('row')).toHaveCount(2);
      await expect(rowsToFix.getByRole('row').nth(1).getByRole('cell')).toHaveText(['2', 'Client email', /.+/]);
      await expectNoSeriousA11yViolations(page, `bulk send, rows to fix (${size})`);
      // On a phone nothing is cut (on a laptop the top bar shortens the long test address on purpose).
      if (phone) await expectNoCutText(page, `bulk send, rows to fix (${size})`);
      await screenshot(page, `${shots}-rows-to-fix`);

      // The file fixed: three rows, queued, and followed on the progress page until all three are made.
      await chooseCsv(page, tap, 'tenants.csv', [
        header,
        ...people.map((person, index) => `${person.name},${person.email},"Company ${index + 1}, Ltd"`),
      ]);
      await expect(page.getByRole('radio', { name: 'Send it for signing at once' })).toBeChecked();
      await tap(page.getByRole('button', { name: 'Start bulk send' }));
      await expect(page).toHaveURL(/\/bulk-sends\/[\w-]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bulk send' })).toBeVisible();
      const status = page.getByRole('status').filter({ hasText: 'documents made' });
      await expect(status).toHaveText('3 of 3 documents made · Finished', { timeout: 30_000 });
      await expect(page.getByRole('progressbar', { name: 'Bulk send progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
      await expect(page.getByText('From the template Lease')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `bulk send progress (${size})`);
      if (phone) await expectNoCutText(page, `bulk send progress (${size})`);
      await screenshot(page, `${shots}-progress`);

      // A reload reads where it is now.
      await page.reload();
      await expect(status).toHaveText('3 of 3 documents made · Finished');

      // The three documents are in Documents, sent; each Client has their invitation.
      await tap(page.getByRole('link', { name: 'Go to Documents' }));
      await expect(page).toHaveURL(/\/document$/);
      await expect(entries(page, 'Documents', /Lease/)).toHaveCount(3);
      for (const person of people) {
        const mail = await waitForMail(person.email);
        expect(mail.subject).toContain('Lease');
      }
    });
  });
}
