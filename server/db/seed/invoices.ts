import type { Prng } from './prng';
import { DAY, isoDay, SEED_NOW, type SeedOrg } from './types';

export interface InvoiceRow {
  id: string;
  organization_id: number;
  type: 1 | 2;
  date: string;
  nav_contact: string;
  currency: 1 | 2 | 3;
  total: number;
  settled: number;
}

const products = ['Reporting', 'Radar', 'Adoption', 'Availability', 'DPC', 'Investigation Center'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Invoices over the two years before SEED_NOW for the organizations flagged `invoices`, and for a
 * share `extraShare` of the others: both types, the three currencies, paid and unpaid.
 */
export function buildInvoices(tree: readonly SeedOrg[], rng: Prng, extraShare: number): InvoiceRow[] {
  const rows: InvoiceRow[] = [];
  let invoiceSeq = 0;
  let creditSeq = 0;
  for (const org of tree) {
    if (!org.invoices && !(extraShare > 0 && rng.chance(extraShare))) continue;
    const count = rng.int(8, 16);
    const regional: 1 | 2 | 3 = org.region === 'EMEA' ? (org.id % 2 ? 1 : 2) : 3;
    for (let k = 0; k < count; k++) {
      const ms = SEED_NOW - Math.round((k * 720) / count + rng.int(0, 10)) * DAY;
      const date = new Date(ms);
      const credit = k % 5 === 3;
      const currency = (org.type === 1 || k % 7 === 6 ? (k % 3) + 1 : regional) as 1 | 2 | 3;
      const product = rng.pick(products);
      const old = SEED_NOW - ms > 90 * DAY;
      rows.push({
        id: credit ? `CRN-${String(++creditSeq).padStart(6, '0')}` : `INV-${String(++invoiceSeq).padStart(6, '0')}`,
        organization_id: org.id,
        type: credit ? 2 : 1,
        date: isoDay(ms),
        nav_contact: credit
          ? `Credit note: ${product} seat adjustment`
          : `${product} subscription, ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
        currency,
        total: credit ? rng.int(2_000, 200_000) / 100 : rng.int(15_000, 2_500_000) / 100,
        settled: k === 0 ? 0 : k === 1 ? 1 : Number(old ? rng.chance(0.9) : rng.chance(0.4)),
      });
    }
  }
  return rows;
}
