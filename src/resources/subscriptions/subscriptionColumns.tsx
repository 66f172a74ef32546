import { DataTable } from 'react-admin';
import { formatCalendarDate, listDateFormat } from '../../domain/formats';
import { SubscriptionStatusIcon } from './SubscriptionStatusIcon';

/** Columns both subscription tables have (a subscription's and an item's): labels under subscriptions.list. */
export const subscriptionLabel = (column: string) => `subscriptions.list.${column}`;

type Dated = { status: number; startDate?: string | null; endDate?: string | null; cancelledDate?: string | null };
const dateColumns = ['startDate', 'endDate', 'cancelledDate'] as const;

export function statusColumn() {
  return (
    <DataTable.Col
      key="status"
      source="status"
      label={subscriptionLabel('status')}
      render={(r: Dated) => <SubscriptionStatusIcon status={r.status} />}
    />
  );
}

/** Start, end and cancelled date: calendar dates, the same day in every time zone (formatCalendarDate). */
export function dateColumnList() {
  return dateColumns.map((c) => (
    <DataTable.Col key={c} source={c} label={subscriptionLabel(c)} render={(r: Dated) => formatCalendarDate(r[c], listDateFormat)} />
  ));
}
