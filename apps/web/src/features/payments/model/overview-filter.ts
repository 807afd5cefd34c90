import { CURRENCY_TYPES, type TPaymentsOverviewFilter } from '@poslovno/contract';
import { ORDER_STATUS_GROUP_NAMES, type TOrderStatusGroup } from '@poslovno/domain';

/**
 * The overview's filters (000 §3 Payment overview filter) and search live in the address, so a
 * reload, the browser's back button and a link (the dashboard's `?paymentId=`) open the list as
 * it was. Status groups travel as one comma-separated value, as the API takes them.
 */
export const FILTER_KEYS = [
  'from',
  'to',
  'debtorIban',
  'currency',
  'status',
  'currencyType',
] as const;
export const SEARCH_KEYS = [
  'paymentId',
  'minAmount',
  'maxAmount',
  'creditorName',
  'creditorIban',
  'creditorReference',
  'creditorReferenceType',
  'description',
] as const;
export const OVERVIEW_KEYS = [...FILTER_KEYS, ...SEARCH_KEYS] as const;

export type TOverviewKey = (typeof OVERVIEW_KEYS)[number];
export type TOverviewFilter = Omit<TPaymentsOverviewFilter, 'locale' | 'status'> & {
  status?: string;
};

function pickOneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** Status groups named in a comma-separated text, in the order of 000 §4; unknown names dropped. */
export function readStatusGroups(text: string | null | undefined): TOrderStatusGroup[] {
  const named = new Set((text ?? '').split(','));
  return ORDER_STATUS_GROUP_NAMES.filter((group) => named.has(group));
}

/** The applied filter from the address: empty and unknown values left out (the server checks the rest). */
export function readOverviewFilter(params: URLSearchParams): TOverviewFilter {
  const filter: Record<string, string> = {};
  for (const key of OVERVIEW_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  const groups = readStatusGroups(filter['status']);
  if (groups.length > 0) filter['status'] = groups.join(',');
  else delete filter['status'];
  const currencyType = pickOneOf(CURRENCY_TYPES, filter['currencyType'] ?? '');
  if (currencyType === undefined) delete filter['currencyType'];
  return filter;
}

/**
 * The address after one panel applied its values: that panel's keys replaced, the other panel's
 * kept, every value in a fixed order.
 */
export function mergeOverviewParams(
  current: URLSearchParams,
  panelKeys: readonly TOverviewKey[],
  values: Readonly<Record<string, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams();
  for (const key of OVERVIEW_KEYS) {
    const value = panelKeys.includes(key) ? values[key] : current.get(key);
    if (value) next.set(key, value);
  }
  return next;
}
