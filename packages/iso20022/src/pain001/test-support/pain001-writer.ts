import type { TPain001Version } from '../../pain001-issues';
import { escapeXmlText } from '../../xml-text';

/**
 * A generator of pain.001 files for tests and benchmarks: valid by default (for today 2026-11-30
 * and now 2026-11-30T09:00:00Z), any group or transaction editable to inject a defect, written as
 * a stream of pieces so a 100,000-payment file is never one string.
 */
export interface TTransactionDraft {
  instrId: string | null;
  endToEndId: string;
  /** With exactly two decimals, so the writer's control sums stay exact. */
  amount: string;
  currency: string;
  creditorName: string;
  creditorIban: string;
  creditorBic: string | null;
  addressLine: string | null;
  remittance: string | null;
  reference: string | null;
}

export interface TGroupDraft {
  pmtInfId: string;
  executionDate: string;
  debtorName: string;
  debtorIban: string;
  debtorBic: string;
  /** Written instead of the true count or sum when given. */
  declaredCount?: string;
  declaredControlSum?: string;
}

export interface TWritePain001Options {
  version?: TPain001Version;
  /** The national variant's namespace prefix (scthr), none for the base schema. */
  variant?: string | null;
  /** How many transactions each group holds; its length is the number of groups. */
  groupSizes: readonly number[];
  messageId?: string;
  creationDateTime?: string;
  declaredCount?: string;
  declaredControlSum?: string;
  editGroup?: (draft: TGroupDraft, groupIndex: number) => TGroupDraft;
  editTransaction?: (
    draft: TTransactionDraft,
    groupIndex: number,
    index: number,
  ) => TTransactionDraft;
}

/** `count` transactions spread over `groups` groups as evenly as possible. */
export function splitIntoGroups(count: number, groups: number): number[] {
  return Array.from(
    { length: groups },
    (_, index) => Math.floor(count / groups) + (index < count % groups ? 1 : 0),
  );
}

export function getNamespace(version: TPain001Version, variant: string | null = null): string {
  return `urn:iso:std:iso:20022:tech:xsd:${variant === null ? '' : `${variant}:`}${version}`;
}

function draftGroup(options: TWritePain001Options, groupIndex: number): TGroupDraft {
  const draft: TGroupDraft = {
    pmtInfId: `PMT-${String(groupIndex)}`,
    executionDate: '2026-12-01',
    debtorName: 'Poslovno d.o.o.',
    debtorIban: 'HR1210010051863000160',
    debtorBic: 'ZABAHR2X',
  };
  return options.editGroup ? options.editGroup(draft, groupIndex) : draft;
}

function draftTransaction(
  options: TWritePain001Options,
  groupIndex: number,
  index: number,
): TTransactionDraft {
  const cents = ((groupIndex * 7919 + index * 104_729) % 999_999) + 1;
  const draft: TTransactionDraft = {
    instrId: `I-${String(groupIndex)}-${String(index)}`,
    endToEndId: `E2E-${String(groupIndex)}-${String(index)}`,
    amount: `${String(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`,
    currency: 'EUR',
    creditorName: `Payee ${String(index)} (Ltd.)`,
    creditorIban: 'DE89370400440532013000',
    creditorBic: 'COBADEFFXXX',
    addressLine: 'Hauptstrasse 1, Berlin',
    remittance: `Invoice ${String(groupIndex)}/${String(index)}`,
    reference: null,
  };
  return options.editTransaction ? options.editTransaction(draft, groupIndex, index) : draft;
}

function toCents(amount: string): bigint {
  return BigInt(amount.replace('.', ''));
}

function formatCents(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

function leaf(indent: number, name: string, value: string, attributes = ''): string {
  return `${' '.repeat(indent)}<${name}${attributes}>${escapeXmlText(value)}</${name}>\n`;
}

function open(indent: number, name: string): string {
  return `${' '.repeat(indent)}<${name}>\n`;
}

function close(indent: number, name: string): string {
  return `${' '.repeat(indent)}</${name}>\n`;
}

/** The sums the headers declare: one pass over the drafts, none of them kept. */
function sumGroups(options: TWritePain001Options): { count: number; cents: bigint }[] {
  return options.groupSizes.map((size, offset) => {
    let cents = 0n;
    for (let index = 1; index <= size; index += 1) {
      cents += toCents(draftTransaction(options, offset + 1, index).amount);
    }
    return { count: size, cents };
  });
}

function writeHeader(options: TWritePain001Options, totals: { count: number; cents: bigint }) {
  const version = options.version ?? 'pain.001.001.03';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Document xmlns="${getNamespace(version, options.variant)}">\n` +
    open(2, 'CstmrCdtTrfInitn') +
    open(4, 'GrpHdr') +
    leaf(6, 'MsgId', options.messageId ?? 'MSG-2026-11-30-1') +
    leaf(6, 'CreDtTm', options.creationDateTime ?? '2026-11-30T08:00:00Z') +
    leaf(6, 'NbOfTxs', options.declaredCount ?? String(totals.count)) +
    leaf(6, 'CtrlSum', options.declaredControlSum ?? formatCents(totals.cents)) +
    open(6, 'InitgPty') +
    leaf(8, 'Nm', 'Poslovno d.o.o.') +
    close(6, 'InitgPty') +
    close(4, 'GrpHdr')
  );
}

function writeGroupStart(
  draft: TGroupDraft,
  version: TPain001Version,
  totals: { count: number; cents: bigint },
): string {
  const isV09 = version === 'pain.001.001.09';
  const date = isV09
    ? open(6, 'ReqdExctnDt') + leaf(8, 'Dt', draft.executionDate) + close(6, 'ReqdExctnDt')
    : leaf(6, 'ReqdExctnDt', draft.executionDate);
  return (
    open(4, 'PmtInf') +
    leaf(6, 'PmtInfId', draft.pmtInfId) +
    leaf(6, 'PmtMtd', 'TRF') +
    leaf(6, 'NbOfTxs', draft.declaredCount ?? String(totals.count)) +
    leaf(6, 'CtrlSum', draft.declaredControlSum ?? formatCents(totals.cents)) +
    `      <PmtTpInf>\n        <SvcLvl>\n          <Cd>SEPA</Cd>\n        </SvcLvl>\n      </PmtTpInf>\n` +
    date +
    `      <Dbtr>\n${leaf(8, 'Nm', draft.debtorName)}      </Dbtr>\n` +
    `      <DbtrAcct>\n        <Id>\n${leaf(10, 'IBAN', draft.debtorIban)}        </Id>\n      </DbtrAcct>\n` +
    `      <DbtrAgt>\n        <FinInstnId>\n${leaf(10, isV09 ? 'BICFI' : 'BIC', draft.debtorBic)}        </FinInstnId>\n      </DbtrAgt>\n` +
    leaf(6, 'ChrgBr', 'SLEV')
  );
}

function writeRemittance(draft: TTransactionDraft): string {
  if (draft.remittance === null && draft.reference === null) return '';
  const unstructured = draft.remittance === null ? '' : leaf(10, 'Ustrd', draft.remittance);
  const structured =
    draft.reference === null
      ? ''
      : `          <Strd>\n            <CdtrRefInf>\n              <Tp>\n                <CdOrPrtry>\n                  <Cd>SCOR</Cd>\n                </CdOrPrtry>\n              </Tp>\n${leaf(14, 'Ref', draft.reference)}            </CdtrRefInf>\n          </Strd>\n`;
  return open(8, 'RmtInf') + unstructured + structured + close(8, 'RmtInf');
}

function writeTransaction(draft: TTransactionDraft, version: TPain001Version): string {
  const bic = version === 'pain.001.001.09' ? 'BICFI' : 'BIC';
  const agent =
    draft.creditorBic === null
      ? ''
      : `        <CdtrAgt>\n          <FinInstnId>\n${leaf(12, bic, draft.creditorBic)}          </FinInstnId>\n        </CdtrAgt>\n`;
  const address =
    draft.addressLine === null
      ? ''
      : `          <PstlAdr>\n            <Ctry>DE</Ctry>\n${leaf(12, 'AdrLine', draft.addressLine)}          </PstlAdr>\n`;
  return (
    open(6, 'CdtTrfTxInf') +
    open(8, 'PmtId') +
    (draft.instrId === null ? '' : leaf(10, 'InstrId', draft.instrId)) +
    leaf(10, 'EndToEndId', draft.endToEndId) +
    close(8, 'PmtId') +
    `        <Amt>\n${leaf(10, 'InstdAmt', draft.amount, ` Ccy="${draft.currency}"`)}        </Amt>\n` +
    agent +
    `        <Cdtr>\n${leaf(10, 'Nm', draft.creditorName)}${address}        </Cdtr>\n` +
    `        <CdtrAcct>\n          <Id>\n${leaf(12, 'IBAN', draft.creditorIban)}          </Id>\n        </CdtrAcct>\n` +
    writeRemittance(draft) +
    close(6, 'CdtTrfTxInf')
  );
}

/** The file as pieces: the header, then each group's start and each of its transactions. */
export function* writePain001(options: TWritePain001Options): Generator<string> {
  const version = options.version ?? 'pain.001.001.03';
  const groupTotals = sumGroups(options);
  const fileTotals = groupTotals.reduce(
    (total, group) => ({ count: total.count + group.count, cents: total.cents + group.cents }),
    { count: 0, cents: 0n },
  );
  yield writeHeader(options, fileTotals);
  for (const [offset, totals] of groupTotals.entries()) {
    const groupIndex = offset + 1;
    yield writeGroupStart(draftGroup(options, groupIndex), version, totals);
    for (let index = 1; index <= totals.count; index += 1) {
      yield writeTransaction(draftTransaction(options, groupIndex, index), version);
    }
    yield close(4, 'PmtInf');
  }
  yield close(2, 'CstmrCdtTrfInitn') + '</Document>\n';
}

/** Pieces of text as UTF-8 chunks of about `chunkBytes`, as an upload arrives. */
export async function* toByteChunks(
  pieces: Iterable<string>,
  chunkBytes = 65_536,
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  let pending = '';
  for (const piece of pieces) {
    pending += piece;
    if (pending.length < chunkBytes) continue;
    // Each chunk in its own turn of the event loop, as from a socket.
    await Promise.resolve();
    yield encoder.encode(pending);
    pending = '';
  }
  if (pending !== '') yield encoder.encode(pending);
}
