import type { PaymentFee, PaymentMethodCode } from '@signflow/contract/billing';

/**
 * A hosted payment page provider (PAYMENT_PROVIDER): the sandbox built into this app, or Duitku's POP API.
 * Billing speaks only to this interface; which gateway is in use is decided once, at start-up.
 */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'duitku';
  /** The methods the gateway offers for an amount, restricted to the codes the product knows. */
  listPaymentMethods(amount: number): Promise<PaymentFee[]>;
  /** Opens a payment for one order; answers where to send the buyer's browser. Throws PaymentGatewayError. */
  createInvoice(order: InvoiceOrder): Promise<CreatedInvoice>;
  /**
   * Reads a callback's form fields: null when the signature is not the gateway's (or fields are missing),
   * else what the gateway says happened. Amount checks are billing's job.
   */
  verifyCallback(fields: Record<string, string>): CallbackNotice | null;
  /**
   * For a gateway whose callback signature does not cover the result (Duitku's md5 leaves resultCode out, so a
   * failed payment's signed callback could be replayed claiming '00'): asks the gateway itself whether the
   * order is paid. Answers the amount paid, or null when it is not paid. Throws PaymentGatewayError when the
   * gateway cannot tell (the callback is then refused with 502, and the gateway retries it).
   */
  confirmPaid?(orderNo: string): Promise<{ amount: number } | null>;
}

export interface InvoiceOrder {
  /** Unique per payment attempt; the gateway's merchantOrderId. */
  orderNo: string;
  /** Whole rupiah, tax included. */
  amount: number;
  paymentMethod: PaymentMethodCode;
  productDetails: string;
  items: { name: string; price: number; quantity: number }[];
  customer: { email: string; name: string };
  /** Where the gateway posts its callback (server to server). */
  callbackUrl: string;
  /** Where the gateway sends the browser back. */
  returnUrl: string;
  /** The billing's due date: from then on the gateway must take no payment for the order. */
  expiresAt: Date;
}

export interface CreatedInvoice {
  paymentUrl: string;
  /** The gateway's own reference for the payment. */
  reference: string;
}

export interface CallbackNotice {
  orderNo: string;
  amount: number;
  /** '00' paid; anything else: not paid (yet). */
  paid: boolean;
  reference: string;
  paymentMethod: string | null;
}

/** The gateway could not be reached or refused the request; billing answers 502 with a retry message. */
export class PaymentGatewayError extends Error {
  override name = 'PaymentGatewayError';
}
