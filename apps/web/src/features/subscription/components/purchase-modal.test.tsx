import { API_MESSAGES } from '@signflow/contract/api-errors';
import { PACKAGES, type PaymentFee } from '@signflow/contract/billing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { goToPaymentPage } from '../../../components/use-billing-actions';
import { type ApiRoutes, apiError } from '../../../test/api-stub';
import { renderScreen } from '../../../test/render-screen';
import { PackagePage } from '../pages/package-page';

// The gateway's page is another origin, a full navigation jsdom cannot make: where the browser is sent is checked.
vi.mock('../../../components/use-billing-actions', async (original) => ({
  ...(await original<typeof import('../../../components/use-billing-actions')>()),
  goToPaymentPage: vi.fn(),
}));

const SUBSCRIBE = 'POST /v1/subscribe';
const INVOICE_URL = 'https://pay.example.com/invoice/42';
const METHODS: PaymentFee[] = [
  { paymentMethod: 'BC', paymentName: 'BCA Virtual Account', totalFee: 4000 },
  { paymentMethod: 'OV', paymentName: 'OVO' },
];

const API: ApiRoutes = {
  'GET /v1/packages': { body: { packages: PACKAGES, contactSalesUrl: 'mailto:sales@example.com' } },
  'GET /v1/subscribe/payment-method': { body: { paymentFee: METHODS } },
  [SUBSCRIBE]: { body: { invoiceUrl: INVOICE_URL } },
};

/** Opens the Package Selection page and chooses the Starter package. */
async function chooseStarter(api: ApiRoutes = API) {
  const parts = renderScreen(<PackagePage />, { url: '/package', api });
  await parts.user.click(await screen.findByRole('button', { name: 'Choose Starter Plan' }));
  const modal = await screen.findByRole('dialog', { name: 'Starter plan' });
  return { ...parts, modal };
}

describe('buying a package', () => {
  it('goes from a billing frequency to a payment method, then opens the payment for them', async () => {
    const { user, modal, api } = await chooseStarter();
    expect(within(modal).getByRole('heading', { name: 'Choose a billing frequency' })).toBeVisible();
    const cont = () => within(modal).getByRole('button', { name: 'Continue' });
    expect(cont()).toBeDisabled();

    await user.click(within(modal).getByRole('radio', { name: /^3 months/ }));
    await user.click(cont());

    expect(within(modal).getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
    // Three months of 50,000 before the 10 % tax.
    expect(within(modal).getByText('Rp 150.000')).toBeVisible();
    expect(within(modal).getByText('Rp 165.000')).toBeVisible();
    expect(cont()).toBeDisabled();

    await user.click(await within(modal).findByRole('radio', { name: /BCA Virtual Account/ }));
    await user.click(cont());

    await waitFor(() => expect(goToPaymentPage).toHaveBeenCalledWith(INVOICE_URL));
    expect(api.callsTo(SUBSCRIBE).map((call) => call.body)).toEqual([
      { packageId: 'starter', term: 3, paymentMethod: 'BC' },
    ]);
    expect(
      within(modal).getByText('We are opening your payment. You will be taken to the payment page.'),
    ).toBeVisible();
  });

  it('says why the payment could not be opened, on the method step, where the buyer tries again', async () => {
    const api = { ...API, [SUBSCRIBE]: apiError(503, API_MESSAGES.paymentUnavailable) };
    const { user, modal } = await chooseStarter(api);
    await user.click(within(modal).getByRole('radio', { name: /^1 month/ }));
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));
    await user.click(await within(modal).findByRole('radio', { name: /OVO/ }));
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));

    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('The payment service is not available right now, please try again');
    expect(within(modal).getByRole('heading', { name: 'Choose a payment method' })).toBeVisible();
    expect(within(modal).getByRole('radio', { name: /OVO/ })).toBeChecked();
    expect(goToPaymentPage).not.toHaveBeenCalled();
  });

  it('offers Try again when the payment methods cannot be loaded', async () => {
    const api = { ...API, 'GET /v1/subscribe/payment-method': apiError(503, API_MESSAGES.paymentUnavailable) };
    const { user, modal, api: stub } = await chooseStarter(api);
    await user.click(within(modal).getByRole('radio', { name: /^6 months/ }));
    await user.click(within(modal).getByRole('button', { name: 'Continue' }));

    expect(await within(modal).findByText('The payment methods could not be loaded')).toBeVisible();
    expect(within(modal).getByRole('button', { name: 'Continue' })).toBeDisabled();

    stub.route('GET /v1/subscribe/payment-method', { body: { paymentFee: METHODS } });
    await user.click(within(modal).getByRole('button', { name: 'Try again' }));
    expect(await within(modal).findByRole('radio', { name: /OVO/ })).toBeVisible();
  });
});
