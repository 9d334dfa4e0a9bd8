import {
  REPORT_DEFAULT_DAYS,
  SALES_REPORT_GROUPS,
  SHOP_TIME_ZONE,
  type SalesReportGroup,
  type SalesReportQuery,
} from '@shop/contracts';

// 'en-CA' writes dates as YYYY-MM-DD, the form the report's address and the date inputs use.
const juba = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day (Juba) at this instant, 'YYYY-MM-DD', whatever the browser's zone. */
export const shopToday = (now: Date) => juba.format(now);

/** `day` moved by `n` calendar days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

export interface RangePreset {
  label: string;
  from: string;
  to: string;
}

/** The ranges staff ask for most, ending today or covering whole months. */
export function rangePresets(now: Date): RangePreset[] {
  const today = shopToday(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return [
    { label: 'Last 7 days', from: addDays(today, -6), to: today },
    {
      label: `Last ${REPORT_DEFAULT_DAYS} days`,
      from: addDays(today, -(REPORT_DEFAULT_DAYS - 1)),
      to: today,
    },
    { label: 'This month', from: monthStart, to: today },
    { label: 'Last month', from: `${lastMonthEnd.slice(0, 8)}01`, to: lastMonthEnd },
    { label: 'Last 12 months', from: addDays(today, -364), to: today },
  ];
}

export const GROUP_LABELS: Record<SalesReportGroup, string> = {
  product: 'By product',
  category: 'By category',
  customer: 'By customer',
};

/** The report the address asks for; what it leaves out, the server fills in (the last 30 days). */
export function reportQueryOf(params: URLSearchParams): Partial<SalesReportQuery> {
  const by = params.get('by');
  return {
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    by: (SALES_REPORT_GROUPS as readonly string[]).includes(by ?? '')
      ? (by as SalesReportGroup)
      : 'product',
  };
}
