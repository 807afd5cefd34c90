import type { THolidayCalendar } from '@poslovno/contract';
import {
  compareIsoDates,
  DOMESTIC_CURRENCY,
  getNextPossibleExecutionDate,
  normalizeIban,
  URGENCIES,
  type TIsoDate,
  type TPaymentChannel,
  type TPaymentDraft,
  type TPaymentForm,
  type TUrgency,
} from '@poslovno/domain';

/**
 * When a payment of the form can execute: its calendar, the urgencies the rules allow for what is
 * typed, and the earliest date (000 §5). The server decides in the end; these keep the form from
 * offering what it would certainly refuse.
 */

/** The foreign form makes SEPA or SWIFT payments; both settle by the TARGET2 calendar and cut-off. */
const CHANNEL_OF_FORM: Readonly<Record<TPaymentForm, TPaymentChannel>> = {
  DOMESTIC: 'DOMESTIC',
  FOREIGN: 'FOREIGN',
  INTERNAL: 'INTERNAL',
};

export function getFormChannel(form: TPaymentForm): TPaymentChannel {
  return CHANNEL_OF_FORM[form];
}

/** The holiday calendar whose closing days the date picker disables for the form. */
export function getHolidayCalendar(form: TPaymentForm): THolidayCalendar {
  return form === 'FOREIGN' ? 'TARGET2' : 'DOMESTIC';
}

/** The 7-digit bank code of a Croatian IBAN, or undefined for any other text. */
function readCroatianBankCode(iban: string): string | undefined {
  const normalized = normalizeIban(iban);
  return /^HR\d{19}$/.test(normalized) ? normalized.slice(4, 11) : undefined;
}

/**
 * Urgent clearing speeds a payment to another bank, so it is not offered when the payee's IBAN is
 * at the debit account's bank; instant and urgent carry euro only; an internal transfer is booked
 * at once and has no urgency.
 */
export function getUrgencyChoices(
  draft: Pick<TPaymentDraft, 'form' | 'currency' | 'debtorIban' | 'creditorAccount'>,
): readonly TUrgency[] {
  if (draft.form === 'INTERNAL') return ['NORMAL'];
  if (draft.currency !== DOMESTIC_CURRENCY) return ['NORMAL'];
  const debtorBank = readCroatianBankCode(draft.debtorIban);
  const isSameBank =
    debtorBank !== undefined && debtorBank === readCroatianBankCode(draft.creditorAccount);
  return URGENCIES.filter((urgency) => urgency !== 'URGENT' || !isSameBank);
}

/** The earliest execution date the form offers now: today until the cut-off, else the next business day. */
export function getEarliestExecutionDate(
  now: Date,
  form: TPaymentForm,
  urgency: TUrgency,
): TIsoDate {
  return getNextPossibleExecutionDate(now, getFormChannel(form), urgency);
}

/**
 * The draft after a change that may have taken away its urgency or its date: an urgency no longer
 * offered falls back to normal, an instant payment runs today, and a date before the earliest
 * possible one moves to it. An empty date stays empty: the person is typing another.
 */
export function reconcileSchedule(draft: TPaymentDraft, now: Date): TPaymentDraft {
  const urgency = getUrgencyChoices(draft).includes(draft.urgency) ? draft.urgency : 'NORMAL';
  const earliest = getEarliestExecutionDate(now, draft.form, urgency);
  const isTooEarly =
    draft.executionDate !== '' && compareIsoDates(draft.executionDate, earliest) < 0;
  const executionDate = urgency === 'INSTANT' || isTooEarly ? earliest : draft.executionDate;
  if (urgency === draft.urgency && executionDate === draft.executionDate) return draft;
  return { ...draft, urgency, executionDate };
}
