import { z } from 'zod';

/** Doc 001 §3: Invoice type 1 Invoice, 2 Credit. */
export const InvoiceType = { Invoice: 1, Credit: 2 } as const;
/** Doc 001 §3: Currency 1 GBP, 2 EUR, 3 USD. */
export const Currency = { GBP: 1, EUR: 2, USD: 3 } as const;
export const currencyCodes: Record<number, 'GBP' | 'EUR' | 'USD'> = { 1: 'GBP', 2: 'EUR', 3: 'USD' };

/** An invoice as GET /api/v1.0/organizations/{org}/billing returns it. */
export const invoiceSchema = z.object({
  type: z.union([z.literal(1), z.literal(2)]),
  id: z.string(),
  date: z.string(),
  navContact: z.string(),
  currency: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Total including VAT. */
  total: z.number(),
  settled: z.boolean(),
});
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoiceListSchema = z.array(invoiceSchema);

export const invoiceTypeKey = (type: Invoice['type']) => (type === InvoiceType.Credit ? 'invoices.type.credit' : 'invoices.type.invoice');
/** Settled true means Paid, false means Unpaid (doc 001 §3). */
export const settledKey = (settled: boolean) => (settled ? 'invoices.settled.paid' : 'invoices.settled.unpaid');
