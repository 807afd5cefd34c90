import type { hrSignedFields } from '../hr/signed-fields';

/** What an order without an amount binds to its signature, field by field, and its type's name. */
export const enSignedFields: Record<keyof typeof hrSignedFields, string> = {
  'signing.field.communicationAllowed': 'Marketing communication',
  'signing.field.profilingAllowed': 'Profiling',
  'signing.field.on': 'on',
  'signing.field.off': 'off',
  'signing.field.tokenSerial': 'Mobile token (serial number)',
  'signing.field.mobilePhone': 'Mobile phone',
  'signing.field.reason': 'Reason',
  'signing.field.reason.NEW_PHONE': 'New phone',
  'signing.field.reason.FACTORY_SETTINGS_RESTORED': 'Phone restored to factory settings',
  'signing.field.customerId': 'Customer ID',
  'signing.field.personName': 'Person',
  'signing.field.actionType': 'Request',
  'signing.field.account': 'Account',
  'signing.field.authorityLevel': 'Authority',
  'signing.field.limitType': 'Limit type',
  'signing.field.limitType.WITHOUT_LIMIT': 'No limit',
  'signing.field.limitAmount': 'Limit amount',
  'orders.type.GDPR_CONSENT': 'Marketing consent request',
  'orders.type.MOBILE_TOKEN_REACTIVATION': 'Mobile token reactivation',
  'orders.type.AUTHORITY_CHANGE': 'Authority change request',
};
