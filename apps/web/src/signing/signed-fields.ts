import type { TSignedField } from '@poslovno/contract';
import { AUTHORITY_LEVELS, LIMIT_TYPES } from '@poslovno/domain';
import type { TTranslate } from '../i18n/i18n-context';
import type { TMessageKey } from '../i18n/messages';
import type { TFact } from '../ui/fact-list';

/**
 * The canonical fields an order without an amount binds to its signature (the challenge's
 * `signedFields`, the mobile token's `fields`), in words: the signing dialog and the demo phone
 * show the same labels, so what the signer reads in either place is the same. A field the app does
 * not know yet is shown by its own name and value: still what is signed, never hidden.
 */
const FIELD_LABELS: ReadonlyMap<string, TMessageKey> = new Map<string, TMessageKey>([
  ['communicationAllowed', 'signing.field.communicationAllowed'],
  ['profilingAllowed', 'signing.field.profilingAllowed'],
  ['tokenSerial', 'signing.field.tokenSerial'],
  ['mobilePhone', 'signing.field.mobilePhone'],
  ['reason', 'signing.field.reason'],
  ['customerId', 'signing.field.customerId'],
  ['personName', 'signing.field.personName'],
  ['actionType', 'signing.field.actionType'],
  ['account', 'signing.field.account'],
  ['authorityLevel', 'signing.field.authorityLevel'],
  ['limitType', 'signing.field.limitType'],
  ['limitAmount', 'signing.field.limitAmount'],
]);

const SWITCH_FIELDS: ReadonlySet<string> = new Set(['communicationAllowed', 'profilingAllowed']);

const REASON_LABELS: ReadonlyMap<string, TMessageKey> = new Map<string, TMessageKey>([
  ['NEW_PHONE', 'signing.field.reason.NEW_PHONE'],
  ['FACTORY_SETTINGS_RESTORED', 'signing.field.reason.FACTORY_SETTINGS_RESTORED'],
]);

/** The words of a field's coded values (an authority change's, an instant limit's), by field. */
const VALUE_LABELS: ReadonlyMap<string, ReadonlyMap<string, TMessageKey>> = new Map<
  string,
  ReadonlyMap<string, TMessageKey>
>([
  ['reason', REASON_LABELS],
  [
    'actionType',
    new Map<string, TMessageKey>([
      ['CHANGE', 'authorityChange.type.CHANGE'],
      ['REVOKE', 'authorityChange.type.REVOKE'],
    ]),
  ],
  [
    'authorityLevel',
    new Map<string, TMessageKey>(
      AUTHORITY_LEVELS.map((level) => [level, `accounts.authority.${level}`]),
    ),
  ],
  [
    'limitType',
    new Map<string, TMessageKey>([
      ...LIMIT_TYPES.map((type): [string, TMessageKey] => [type, `accounts.limitType.${type}`]),
      ['WITHOUT_LIMIT', 'signing.field.limitType.WITHOUT_LIMIT'],
    ]),
  ],
]);

/**
 * A phone number as E.164 written in groups a person reads back: a Croatian mobile as
 * "+385 91 234 5678". Another country's number stays as E.164: where its country code ends is
 * not known without that country's numbering plan, and a wrong group misleads more than none.
 */
export function formatMobilePhone(e164: string): string {
  const croatian = /^\+385(\d{2})(\d{3})(\d{3,4})$/.exec(e164);
  return croatian ? `+385 ${croatian.slice(1).join(' ')}` : e164;
}

function describeValue({ name, value }: TSignedField, t: TTranslate): string {
  if (SWITCH_FIELDS.has(name) && (value === 'true' || value === 'false'))
    return t(value === 'true' ? 'signing.field.on' : 'signing.field.off');
  if (name === 'mobilePhone') return formatMobilePhone(value);
  const word = VALUE_LABELS.get(name)?.get(value);
  return word ? t(word) : value;
}

/** A signed field as a fact: "Marketinška komunikacija: isključeno". */
export function describeSignedField(field: TSignedField, t: TTranslate): TFact {
  const label = FIELD_LABELS.get(field.name);
  return [label ? t(label) : field.name, describeValue(field, t)];
}

export function describeSignedFields(fields: readonly TSignedField[], t: TTranslate): TFact[] {
  return fields.map((field) => describeSignedField(field, t));
}
