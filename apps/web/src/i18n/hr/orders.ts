/**
 * Orders of every type: the kernel's display statuses (domain DISPLAY_STATUSES) with the overview's
 * marks of a failed signing or deletion (000 §4), and the order types' names (with a fallback).
 */
export const hrOrders = {
  'orders.status.STORED': 'Spremljen',
  'orders.status.FOR-AUTHORIZATION': 'Za autorizaciju',
  'orders.status.ORDER-PENDING': 'Autoriziran',
  'orders.status.ORDERED': 'Zaprimljen',
  'orders.status.SENT_TO_RECIPIENT_BANK': 'Poslan banci primatelja',
  'orders.status.EXECUTED': 'Izvršen',
  'orders.status.REJECTED': 'Odbijen',
  'orders.status.REVOKED': 'Opozvan',
  'orders.status.CANCELED': 'Otkazan',
  'orders.status.DELETED': 'Obrisan',
  'orders.status.PARTIALLY_AUTHORIZED': 'Djelomično autoriziran',
  'orders.status.MANDATORY_SIGNEE_NEEDED': 'Čeka obveznog potpisnika',
  'orders.status.ALREADY_SIGNED': 'Potpisali ste',
  'orders.status.PROPAGATION_FAILED': 'Autoriziran, nije predan',
  'orders.status.FTM-HOLD': 'Dodatna provjera u tijeku',
  'orders.status.FTM-DECLINED': 'Odbijen u provjeri',
  'orders.status.DELETE_FAILED': 'Nije obrisan',
  'orders.status.AUTH_FAILED': 'Autorizacija nije uspjela',
  'orders.status.REVOKE_FAILED': 'Opoziv nije uspio',
  'orders.status.awaitingSignature': 'Čeka potpis',
  'orders.type.PAYMENT': 'Nalog za plaćanje',
  'orders.type.INSTANT_LIMIT': 'Zahtjev za promjenu limita instant plaćanja',
  'orders.type.PAYMENT_CONFIRMATION': 'Zahtjev za potvrdu o izvršenju plaćanja',
  'orders.type.other': 'Nalog',
} as const;
