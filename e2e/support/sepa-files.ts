import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Croatian SCTHR sample of issue 25: three kuna payments of January 2022 from another bank. */
export const SCTHR_SAMPLE = path.resolve(
  root,
  '../shared/reference/samples/scthr.pain.001.001.03_croatia_istanic19.xml',
);
export const SCTHR_MESSAGE_ID = 'UN2022011930418300';

/** The fixed conversion rate of the kuna to the euro (1 EUR = 7.53450 HRK). */
const KUNA_PER_EURO = 7.5345;

export function hasSample(file: string): boolean {
  return existsSync(file);
}

function toCents(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function formatCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export interface TSampleRewrite {
  /** The debit account every group takes (a demo company's). */
  debtorIban: string;
  /** Every group's requested execution date. */
  executionDate: string;
  /** A message id of its own, so that two copies of one sample are two files. */
  messageId?: string;
  /** Changes of one's own after the rewrite, on the same lines (the lines stay where they were). */
  edit?: (text: string) => string;
}

/**
 * A temporary copy of a pain.001 sample in memory, as its company would send it today from its
 * account here: its debtor IBAN the given one, its execution dates the given day, its kuna amounts
 * euro at the fixed rate (each rounded to the cent), and its control sums (each group's and the
 * file's) the sums of those amounts. No line moves, so an error's line is the sample's.
 */
export function rewriteSample(file: string, rewrite: TSampleRewrite): string {
  let text = readFileSync(file, 'utf8')
    .replace(/(<DbtrAcct>\s*<Id>\s*<IBAN>)[^<]*(<\/IBAN>)/g, `$1${rewrite.debtorIban}$2`)
    .replace(/(<ReqdExctnDt>)\d{4}-\d{2}-\d{2}(<\/ReqdExctnDt>)/g, `$1${rewrite.executionDate}$2`)
    .replace(/(<ReqdExctnDt>\s*<Dt>)[^<]*(<\/Dt>)/g, `$1${rewrite.executionDate}$2`)
    .replace(/<InstdAmt Ccy="HRK">([\d.]+)<\/InstdAmt>/g, (_whole, amount: string) => {
      const euro = Math.round(toCents(amount) / KUNA_PER_EURO);
      return `<InstdAmt Ccy="EUR">${formatCents(euro)}</InstdAmt>`;
    })
    .replaceAll('<Ccy>HRK</Ccy>', '<Ccy>EUR</Ccy>');
  if (rewrite.messageId)
    text = text.replace(/(<GrpHdr>\s*<MsgId>)[^<]*(<\/MsgId>)/, `$1${rewrite.messageId}$2`);
  // Each group's control sum is its amounts' sum; the file's, all of them.
  let fileCents = 0;
  text = text.replace(/<PmtInf>[\s\S]*?<\/PmtInf>/g, (group) => {
    const cents = [...group.matchAll(/<InstdAmt Ccy="[A-Z]{3}">([\d.]+)<\/InstdAmt>/g)]
      .map((match) => toCents(match[1] ?? '0'))
      .reduce((sum, one) => sum + one, 0);
    fileCents += cents;
    return group.replace(
      /(<PmtInfId>[\s\S]*?<CtrlSum>)[\d.]+(<\/CtrlSum>)/,
      `$1${formatCents(cents)}$2`,
    );
  });
  text = text.replace(
    /(<GrpHdr>[\s\S]*?<CtrlSum>)[\d.]+(<\/CtrlSum>)/,
    `$1${formatCents(fileCents)}$2`,
  );
  return rewrite.edit ? rewrite.edit(text) : text;
}

/** The 1-based line of the n-th (1-based) occurrence of `needle`. */
export function findLine(text: string, needle: string, occurrence = 1): number {
  let from = 0;
  for (let seen = 1; ; seen++) {
    const at = text.indexOf(needle, from);
    if (at < 0) throw new Error(`"${needle}" occurs fewer than ${occurrence} times`);
    if (seen === occurrence) return text.slice(0, at).split('\n').length;
    from = at + needle.length;
  }
}

export interface TGeneratedPayment {
  name: string;
  iban: string;
  amount: string;
  remittance: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A small pain.001.001.03 of one group, as an ERP writes it, for a file made up on the spot. */
export function buildPain001(file: {
  messageId: string;
  createdAt: string;
  debtorName: string;
  debtorIban: string;
  executionDate: string;
  pmtInfId: string;
  payments: readonly TGeneratedPayment[];
}): string {
  const total = formatCents(file.payments.reduce((sum, one) => sum + toCents(one.amount), 0));
  const count = String(file.payments.length);
  const transactions = file.payments.map(
    (payment, index) => `      <CdtTrfTxInf>
        <PmtId>
          <InstrId>${file.pmtInfId}-${index + 1}</InstrId>
          <EndToEndId>${file.pmtInfId}-${index + 1}</EndToEndId>
        </PmtId>
        <Amt>
          <InstdAmt Ccy="EUR">${payment.amount}</InstdAmt>
        </Amt>
        <Cdtr>
          <Nm>${escapeXml(payment.name)}</Nm>
        </Cdtr>
        <CdtrAcct>
          <Id>
            <IBAN>${payment.iban}</IBAN>
          </Id>
        </CdtrAcct>
        <RmtInf>
          <Ustrd>${escapeXml(payment.remittance)}</Ustrd>
        </RmtInf>
      </CdtTrfTxInf>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${file.messageId}</MsgId>
      <CreDtTm>${file.createdAt}</CreDtTm>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty>
        <Nm>${escapeXml(file.debtorName)}</Nm>
      </InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${file.pmtInfId}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <ReqdExctnDt>${file.executionDate}</ReqdExctnDt>
      <Dbtr>
        <Nm>${escapeXml(file.debtorName)}</Nm>
      </Dbtr>
      <DbtrAcct>
        <Id>
          <IBAN>${file.debtorIban}</IBAN>
        </Id>
      </DbtrAcct>
      <DbtrAgt>
        <FinInstnId>
          <Othr>
            <Id>NOTPROVIDED</Id>
          </Othr>
        </FinInstnId>
      </DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>
${transactions.join('\n')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
