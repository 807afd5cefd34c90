import type { TPain001Version } from '../pain001-issues';

/**
 * The smallest valid content a slice's envelope needs around the real part of the file, per
 * version: a group header, a payment information header and a transaction. Each filler element
 * declares the base namespace itself, so it is in the schema's namespace whatever prefixes the
 * file uses. The envelope's own text stays on lines of its own: an error there would be the
 * envelope's, not the file's.
 */
type TElements = readonly (readonly [name: string, content: string])[];

interface TFiller {
  groupHeader: TElements;
  paymentHeader: TElements;
  transaction: TElements;
}

const FILLER_GROUP_HEADER: TElements = [
  ['MsgId', 'F'],
  ['CreDtTm', '2000-01-01T00:00:00'],
  ['NbOfTxs', '1'],
  ['InitgPty', ''],
];
const FILLER_TRANSACTION: TElements = [
  ['PmtId', '<EndToEndId>F</EndToEndId>'],
  ['Amt', '<InstdAmt Ccy="EUR">1</InstdAmt>'],
];
const FILLER_DEBTOR: TElements = [
  ['Dbtr', ''],
  ['DbtrAcct', '<Id><IBAN>HR1210010051863000160</IBAN></Id>'],
  ['DbtrAgt', '<FinInstnId/>'],
];

const FILLERS: Record<TPain001Version, TFiller> = {
  'pain.001.001.03': {
    groupHeader: FILLER_GROUP_HEADER,
    paymentHeader: [
      ['PmtInfId', 'F'],
      ['PmtMtd', 'TRF'],
      ['ReqdExctnDt', '2000-01-01'],
      ...FILLER_DEBTOR,
    ],
    transaction: FILLER_TRANSACTION,
  },
  'pain.001.001.09': {
    groupHeader: FILLER_GROUP_HEADER,
    paymentHeader: [
      ['PmtInfId', 'F'],
      ['PmtMtd', 'TRF'],
      ['ReqdExctnDt', '<Dt>2000-01-01</Dt>'],
      ...FILLER_DEBTOR,
    ],
    transaction: FILLER_TRANSACTION,
  },
};

export function namespaceOf(version: TPain001Version): string {
  return `urn:iso:std:iso:20022:tech:xsd:${version}`;
}

function renderElements(elements: TElements, namespace: string): string {
  return elements
    .map(([name, content]) => `<${name} xmlns="${namespace}">${content}</${name}>`)
    .join('');
}

function renderElement(name: string, elements: TElements, namespace: string): string {
  return `<${name} xmlns="${namespace}">${renderElements(elements, namespace)}</${name}>`;
}

/** The open elements a slice continues, as the file wrote them (qualified name, xmlns declarations). */
export interface TEnvelopeAncestor {
  qname: string;
  local: string;
  /** ` xmlns="…" xmlns:p="…"` as declared on the element in the file, the variant's namespace mapped. */
  declarations: string;
}

/** Where a slice begins: after a PmtInf (or what follows one), or inside a PmtInf after a transaction. */
export type TSliceStart = 'after-payment' | 'after-transaction';

/** A whole filler document, as a slice starting at `start` would have it: the tests validate it. */
export function buildFillerDocument(version: TPain001Version, start: TSliceStart): string {
  const ancestors: TEnvelopeAncestor[] = [
    { qname: 'Document', local: 'Document', declarations: ` xmlns="${namespaceOf(version)}"` },
    { qname: 'CstmrCdtTrfInitn', local: 'CstmrCdtTrfInitn', declarations: '' },
  ];
  if (start === 'after-transaction') {
    ancestors.push({ qname: 'PmtInf', local: 'PmtInf', declarations: '' });
  }
  return buildEnvelopePrefix(version, start, ancestors) + buildEnvelopeSuffix(ancestors);
}

/**
 * Opens the envelope so the real part continues in the state the schema had at the cut: after a
 * group header and a PmtInf, or inside a PmtInf after a transaction. Ends with a line break, so
 * the real part starts on a line of its own.
 */
export function buildEnvelopePrefix(
  version: TPain001Version,
  start: TSliceStart,
  ancestors: readonly TEnvelopeAncestor[],
): string {
  const [document, initiation, payment] = ancestors.map(
    (ancestor) => `<${ancestor.qname}${ancestor.declarations}>`,
  );
  const filler = FILLERS[version];
  const namespace = namespaceOf(version);
  const groupHeader = renderElement('GrpHdr', filler.groupHeader, namespace);
  const transaction = renderElement('CdtTrfTxInf', filler.transaction, namespace);
  const continuation =
    start === 'after-payment'
      ? renderElement('PmtInf', filler.paymentHeader, namespace).replace(
          '</PmtInf>',
          `${transaction}</PmtInf>`,
        )
      : `${payment ?? ''}${renderElements(filler.paymentHeader, namespace)}${transaction}`;
  return `<?xml version="1.0" encoding="UTF-8"?>${document ?? ''}${initiation ?? ''}${groupHeader}${continuation}\n`;
}

/** Closes what the prefix opened, on a line of its own after the real part. */
export function buildEnvelopeSuffix(ancestors: readonly TEnvelopeAncestor[]): string {
  const closing = ancestors.map((ancestor) => `</${ancestor.qname}>`).reverse();
  return `\n${closing.join('')}`;
}
