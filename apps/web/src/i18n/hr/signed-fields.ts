/**
 * What an order without an amount binds to its signature, field by field (signing/signed-fields.ts):
 * the signing dialog and the demo mobile token show these words, and the names of the order types
 * that sign them.
 */
export const hrSignedFields = {
  'signing.field.communicationAllowed': 'Marketinška komunikacija',
  'signing.field.profilingAllowed': 'Profiliranje',
  'signing.field.on': 'uključeno',
  'signing.field.off': 'isključeno',
  'signing.field.tokenSerial': 'Mobilni token (serijski broj)',
  'signing.field.mobilePhone': 'Broj mobitela',
  'signing.field.reason': 'Razlog',
  'signing.field.reason.NEW_PHONE': 'Novi mobitel',
  'signing.field.reason.FACTORY_SETTINGS_RESTORED': 'Mobitel je vraćen na tvorničke postavke',
  'signing.field.customerId': 'Broj klijenta',
  'signing.field.personName': 'Osoba',
  'signing.field.actionType': 'Vrsta zahtjeva',
  'signing.field.account': 'Račun',
  'signing.field.authorityLevel': 'Ovlast',
  'signing.field.limitType': 'Vrsta limita',
  'signing.field.limitType.WITHOUT_LIMIT': 'Bez ograničenja',
  'signing.field.limitAmount': 'Iznos limita',
  'orders.type.GDPR_CONSENT': 'Zahtjev za promjenu privola',
  'orders.type.MOBILE_TOKEN_REACTIVATION': 'Reaktivacija mobilnog tokena',
  'orders.type.AUTHORITY_CHANGE': 'Zahtjev za promjenu ovlaštenja',
} as const;
