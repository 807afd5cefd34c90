/**
 * "Pay" from a HUB3 payment slip (000 §2 QR/HUB3): the slips' screens open the payment form with
 * the slip in the history entry's state, never in the address (a payee's name and IBAN stay out
 * of the server's logs and the browser's history list, and a reload keeps them). The slip travels
 * as its barcode text, which names every field the slip has; the payment form reads it with the
 * domain's HUB3 rules, so nothing the slip says is lost on the way.
 */

export const SLIP_PAYMENT_PATH = '/payment';

/** Where the slip came from: made here, read from an uploaded image, or from the camera. */
export type TSlipOrigin = 'CREATED' | 'UPLOAD' | 'CAMERA';

export interface TSlipPayment {
  /** The HUB3 barcode's text (HRVHUB30 …, lines ended by LF). */
  payload: string;
  origin: TSlipOrigin;
  /** Where the payment form's Cancel leads back to. */
  returnTo: string;
}

const STATE_KEY = 'slipPayment';
const ORIGINS: readonly TSlipOrigin[] = ['CREATED', 'UPLOAD', 'CAMERA'];
/** A HUB3 payload is a few hundred characters; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 2000;

/** The history state `navigate(SLIP_PAYMENT_PATH, { state })` takes. */
export function buildSlipPaymentState(slip: TSlipPayment): Record<string, TSlipPayment> {
  return { [STATE_KEY]: slip };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The slip a history entry carries, if it carries one that looks like it. */
export function readSlipPaymentState(state: unknown): TSlipPayment | undefined {
  if (!isRecord(state)) return undefined;
  const slip = state[STATE_KEY];
  if (!isRecord(slip)) return undefined;
  const { payload, origin, returnTo } = slip;
  if (typeof payload !== 'string' || payload.length > MAX_PAYLOAD_LENGTH) return undefined;
  const knownOrigin = ORIGINS.find((candidate) => candidate === origin);
  if (knownOrigin === undefined) return undefined;
  // Only a path of this app: the state is the browser's and could hold anything.
  const isOwnPath = typeof returnTo === 'string' && /^\/[\w/-]*$/.test(returnTo);
  return { payload, origin: knownOrigin, returnTo: isOwnPath ? returnTo : '/qr-hub3/list' };
}
