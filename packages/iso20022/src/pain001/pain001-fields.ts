/**
 * The elements the reader takes a value from, by their path of local names below the nearest
 * GrpHdr, PmtInf or CdtTrfTxInf. Everything else (the schema check's business) is passed over.
 */
export type TScope = 'header' | 'group' | 'transaction';

export type THeaderRole = 'messageId' | 'creationDateTime' | 'count' | 'controlSum' | 'partyName';
export type TGroupRole =
  | 'pmtInfId'
  | 'count'
  | 'controlSum'
  | 'executionDate'
  | 'executionDateTime'
  | 'debtorName'
  | 'debtorIban'
  | 'debtorAgentBic'
  | 'text';
export type TTransactionRole =
  | 'instrId'
  | 'endToEndId'
  | 'amount'
  | 'creditorName'
  | 'creditorIban'
  | 'creditorBic'
  | 'purposeCode'
  | 'remittance'
  | 'reference'
  | 'text';

export interface TField<TRole extends string> {
  role: TRole;
  /** Text a payee sees, held to the character set of the file's scheme. */
  isPayeeText: boolean;
}

/** The parts of a postal address, each printed for the payee as written. */
const ADDRESS_PARTS = [
  'AdrLine',
  'Dept',
  'SubDept',
  'StrtNm',
  'BldgNb',
  'BldgNm',
  'Flr',
  'PstBx',
  'Room',
  'PstCd',
  'TwnNm',
  'TwnLctnNm',
  'DstrctNm',
  'CtrySubDvsn',
];

function listAddressFields<TRole extends string>(
  party: string,
  role: TRole,
): [string, TField<TRole>][] {
  return ADDRESS_PARTS.map((part) => [`${party}/PstlAdr/${part}`, { role, isPayeeText: true }]);
}

function field<TRole extends string>(role: TRole, isPayeeText = false): TField<TRole> {
  return { role, isPayeeText };
}

export const HEADER_FIELDS: ReadonlyMap<string, TField<THeaderRole>> = new Map<
  string,
  TField<THeaderRole>
>([
  ['MsgId', field('messageId', true)],
  ['CreDtTm', field('creationDateTime')],
  ['NbOfTxs', field('count')],
  ['CtrlSum', field('controlSum')],
  ['InitgPty/Nm', field('partyName', true)],
]);

export const GROUP_FIELDS: ReadonlyMap<string, TField<TGroupRole>> = new Map<
  string,
  TField<TGroupRole>
>([
  ['PmtInfId', field('pmtInfId', true)],
  ['NbOfTxs', field('count')],
  ['CtrlSum', field('controlSum')],
  // .03 writes the date as the element's text, .09 in a Dt or DtTm child.
  ['ReqdExctnDt', field('executionDate')],
  ['ReqdExctnDt/Dt', field('executionDate')],
  ['ReqdExctnDt/DtTm', field('executionDateTime')],
  ['Dbtr/Nm', field('debtorName', true)],
  ['DbtrAcct/Id/IBAN', field('debtorIban')],
  ['DbtrAgt/FinInstnId/BIC', field('debtorAgentBic')],
  ['DbtrAgt/FinInstnId/BICFI', field('debtorAgentBic')],
  ['UltmtDbtr/Nm', field('text', true)],
  ...listAddressFields('Dbtr', 'text'),
  ...listAddressFields('UltmtDbtr', 'text'),
]);

export const TRANSACTION_FIELDS: ReadonlyMap<string, TField<TTransactionRole>> = new Map<
  string,
  TField<TTransactionRole>
>([
  ['PmtId/InstrId', field('instrId', true)],
  ['PmtId/EndToEndId', field('endToEndId', true)],
  ['Amt/InstdAmt', field('amount')],
  ['Amt/EqvtAmt/Amt', field('amount')],
  ['CdtrAgt/FinInstnId/BIC', field('creditorBic')],
  ['CdtrAgt/FinInstnId/BICFI', field('creditorBic')],
  ['Cdtr/Nm', field('creditorName', true)],
  ['CdtrAcct/Id/IBAN', field('creditorIban')],
  ['UltmtCdtr/Nm', field('text', true)],
  ['UltmtDbtr/Nm', field('text', true)],
  ['Purp/Cd', field('purposeCode')],
  ['RmtInf/Ustrd', field('remittance', true)],
  ['RmtInf/Strd/CdtrRefInf/Ref', field('reference', true)],
  ...listAddressFields('Cdtr', 'text'),
  ...listAddressFields('UltmtCdtr', 'text'),
]);

/** Elements the schema lets repeat; their place among siblings is part of a path ([n]). */
export const REPEATABLE_ELEMENTS: ReadonlySet<string> = new Set([
  'PmtInf',
  'CdtTrfTxInf',
  'AdrLine',
  'Ustrd',
  'Strd',
  'AddtlRmtInf',
  'InstrForCdtrAgt',
  'RgltryRptg',
  'RfrdDocInf',
  'SplmtryData',
]);
