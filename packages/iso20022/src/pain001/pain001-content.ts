import { isKnownCurrency, parseDecimalToMinor, type TIsoDate } from '@poslovno/domain';
import {
  addToDecimalSum,
  checkCharacters,
  checkControlSum,
  checkCount,
  checkCreationDate,
  checkCurrency,
  checkExecutionDate,
  checkRemittance,
  createDecimalSum,
  type TDecimalSum,
} from './pain001-checks';
import type { TGroupRole, THeaderRole, TTransactionRole } from './pain001-fields';
import type { Pain001Parser, TBinding, TFrame, TPain001Handlers } from './pain001-parser';
import type { TPain001Group, TPain001Header, TPain001Transaction } from './pain001-types';
import { IssueList, type TIssueContext, type TIssueFinding, type TIssuePlace } from './issue-list';

export interface TContentOptions {
  now: Date;
  today: TIsoDate;
  maxTransactions: number;
  maxIssues: number;
}

/** A declared count or sum and where it is written, judged once the items are all read. */
interface TDeclared {
  text: string;
  place: TIssuePlace;
}

interface THeaderState {
  messageId: string;
  creationDateTime: string;
  partyName: string | null;
  count: TDeclared | null;
  controlSum: TDeclared | null;
  line: number;
  column: number;
}

interface TGroupState {
  group: TPain001Group;
  count: TDeclared | null;
  controlSum: TDeclared | null;
  sum: TDecimalSum;
}

interface TTransactionState {
  transaction: TPain001Transaction;
  hasAmount: boolean;
  hasRemittance: boolean;
}

function createGroup(index: number, frame: TFrame): TPain001Group {
  return {
    index,
    pmtInfId: '',
    executionDate: '',
    debtorName: '',
    debtorIban: '',
    debtorIbanPlace: null,
    debtorAgentBic: null,
    declaredCount: null,
    declaredControlSum: null,
    transactionCount: 0,
    totalMinor: 0n,
    currency: null,
    line: frame.start.line,
    column: frame.start.column,
  };
}

function createTransaction(groupIndex: number, index: number, frame: TFrame): TPain001Transaction {
  return {
    groupIndex,
    index,
    instrId: null,
    endToEndId: '',
    amountMinor: 0n,
    amount: '',
    currency: '',
    creditorName: '',
    creditorIban: null,
    creditorBic: null,
    remittanceUnstructured: null,
    creditorReference: null,
    purposeCode: null,
    line: frame.start.line,
    column: frame.start.column,
  };
}

/** Minor units where the currency and the amount allow them; the schema check reports the rest. */
function readAmountMinor(amount: string, currency: string): bigint {
  if (!isKnownCurrency(currency)) return 0n;
  return parseDecimalToMinor(amount, currency) ?? 0n;
}

/**
 * The content of a pain.001 as the parser walks it: the header, the groups and their
 * transactions, and the checks of 000 §5 that a schema-valid file can still fail. It never throws
 * on what the schema check reports (a missing element, a word for an amount): such a check is
 * left unjudged.
 */
export class Pain001Content implements TPain001Handlers {
  readonly issues: IssueList;
  readonly groups: TPain001Group[] = [];
  readonly pending: TPain001Transaction[] = [];
  transactionCount = 0;
  private readonly header: THeaderState = {
    messageId: '',
    creationDateTime: '',
    partyName: null,
    count: null,
    controlSum: null,
    line: 0,
    column: 0,
  };
  private readonly fileSum = createDecimalSum();
  private readonly pmtInfIds = new Set<string>();
  private group: TGroupState | null = null;
  private transaction: TTransactionState | null = null;
  private parser: Pain001Parser | null = null;

  constructor(private readonly options: TContentOptions) {
    this.issues = new IssueList(options.maxIssues);
  }

  attach(parser: Pain001Parser): void {
    this.parser = parser;
  }

  openScope(frame: TFrame): void {
    if (frame.scope === 'header') {
      this.header.line = frame.start.line;
      this.header.column = frame.start.column;
    } else if (frame.scope === 'group') {
      this.openGroup(frame);
    } else if (frame.scope === 'transaction') {
      this.openTransaction(frame);
    }
  }

  closeScope(frame: TFrame): void {
    if (frame.scope === 'group') this.closeGroup();
    else if (frame.scope === 'transaction') this.closeTransaction(frame);
  }

  acceptField(frame: TFrame, binding: TBinding): void {
    const value = frame.text;
    if (binding.scope === 'header') this.acceptHeaderField(frame, binding.field.role, value);
    else if (binding.scope === 'group') this.acceptGroupField(frame, binding.field.role, value);
    else this.acceptTransactionField(frame, binding.field.role, value);
    // After the value is taken, so an issue in an InstrId or PmtInfId carries that id.
    if (binding.field.isPayeeText) {
      this.report(frame, checkCharacters(value, this.getParser().charset, frame.local));
    }
  }

  /** The file's own counts, once every transaction is read. */
  finish(): TPain001Header {
    const { count, controlSum } = this.header;
    if (count) this.reportAt(count.place, checkCount(count.text, this.transactionCount), {});
    if (controlSum)
      this.reportAt(controlSum.place, checkControlSum(controlSum.text, this.fileSum), {});
    const parser = this.getParser();
    const root = parser.rootStart;
    return {
      namespace: parser.namespace ?? { version: 'pain.001.001.03', variant: null },
      messageId: this.header.messageId,
      creationDateTime: this.header.creationDateTime,
      declaredCount: count?.text ?? null,
      declaredControlSum: controlSum?.text ?? null,
      initiatingPartyName: this.header.partyName,
      line: this.header.line || root.line,
      column: this.header.column || root.column,
    };
  }

  private getParser(): Pain001Parser {
    if (this.parser === null) throw new Error('Pain001Content used before a parser was attached');
    return this.parser;
  }

  private declare(frame: TFrame, text: string): TDeclared {
    const parser = this.getParser();
    return { text: text.trim(), place: parser.describePlace(frame, parser.finishCapture(frame)) };
  }

  private acceptHeaderField(frame: TFrame, role: THeaderRole, value: string): void {
    if (role === 'messageId') this.header.messageId = value.trim();
    else if (role === 'partyName') this.header.partyName = value.trim();
    else if (role === 'count') this.header.count = this.declare(frame, value);
    else if (role === 'controlSum') this.header.controlSum = this.declare(frame, value);
    else {
      this.header.creationDateTime = value.trim();
      this.report(frame, checkCreationDate(value, this.options.now));
    }
  }

  private openGroup(frame: TFrame): void {
    // A valid group holds a transaction, so more groups than transactions allowed is refused too.
    if (this.groups.length >= this.options.maxTransactions) {
      throw this.getParser().refuse(
        'too-many-transactions',
        'more groups than transactions allowed',
      );
    }
    const group = createGroup(this.groups.length + 1, frame);
    this.groups.push(group);
    this.group = { group, count: null, controlSum: null, sum: createDecimalSum() };
  }

  private acceptGroupField(frame: TFrame, role: TGroupRole, value: string): void {
    const state = this.group;
    if (state === null) return;
    const { group } = state;
    if (role === 'pmtInfId') this.acceptPmtInfId(frame, group, value.trim());
    else if (role === 'count') state.count = this.declare(frame, value);
    else if (role === 'controlSum') state.controlSum = this.declare(frame, value);
    else if (role === 'executionDate' || role === 'executionDateTime') {
      this.acceptExecutionDate(frame, group, role, value);
    } else if (role === 'debtorName') group.debtorName = value.trim();
    else if (role === 'debtorIban') this.acceptDebtorIban(frame, group, value.trim());
    else if (role === 'debtorAgentBic') group.debtorAgentBic = value.trim();
  }

  private acceptDebtorIban(frame: TFrame, group: TPain001Group, iban: string): void {
    const parser = this.getParser();
    group.debtorIban = iban;
    group.debtorIbanPlace = parser.describePlace(frame, parser.finishCapture(frame));
  }

  private acceptPmtInfId(frame: TFrame, group: TPain001Group, pmtInfId: string): void {
    group.pmtInfId = pmtInfId;
    if (this.pmtInfIds.has(pmtInfId)) {
      this.report(frame, { code: 'DUPLICATE_PAYMENT_INFORMATION_ID', values: { pmtInfId } });
    }
    this.pmtInfIds.add(pmtInfId);
  }

  private acceptExecutionDate(
    frame: TFrame,
    group: TPain001Group,
    role: 'executionDate' | 'executionDateTime',
    value: string,
  ): void {
    // In .09 ReqdExctnDt only wraps Dt or DtTm; its own text is the indentation.
    if (frame.hasChildElements) return;
    const date = role === 'executionDate' ? value.trim() : value.trim().slice(0, 10);
    group.executionDate = date;
    this.report(frame, checkExecutionDate(date, this.options.today));
  }

  private closeGroup(): void {
    const state = this.group;
    if (state === null) return;
    const { group, count, controlSum } = state;
    group.declaredCount = count?.text ?? null;
    group.declaredControlSum = controlSum?.text ?? null;
    if (count) this.reportAt(count.place, checkCount(count.text, group.transactionCount));
    if (controlSum) this.reportAt(controlSum.place, checkControlSum(controlSum.text, state.sum));
    this.group = null;
  }

  private openTransaction(frame: TFrame): void {
    const group = this.group?.group;
    if (group === undefined) return;
    if (this.transactionCount >= this.options.maxTransactions) {
      throw this.getParser().refuse('too-many-transactions', 'the transaction limit', frame.start);
    }
    this.transactionCount += 1;
    group.transactionCount += 1;
    this.transaction = {
      transaction: createTransaction(group.index, group.transactionCount, frame),
      hasAmount: false,
      hasRemittance: false,
    };
  }

  private acceptTransactionField(frame: TFrame, role: TTransactionRole, value: string): void {
    const state = this.transaction;
    if (state === null) return;
    const { transaction } = state;
    const text = value.trim();
    if (role === 'amount') this.acceptAmount(frame, state, text);
    else if (role === 'remittance') this.acceptRemittance(frame, state, value);
    else if (role === 'reference') {
      transaction.creditorReference ??= text;
      state.hasRemittance ||= text !== '';
    } else if (role === 'instrId') transaction.instrId = text;
    else if (role === 'endToEndId') transaction.endToEndId = text;
    else if (role === 'creditorName') transaction.creditorName = text;
    else if (role === 'creditorIban') transaction.creditorIban = text;
    else if (role === 'creditorBic') transaction.creditorBic = text;
    else if (role === 'purposeCode') transaction.purposeCode = text;
  }

  private acceptAmount(frame: TFrame, state: TTransactionState, amount: string): void {
    const groupState = this.group;
    if (state.hasAmount || groupState === null) return;
    const currency = frame.currency?.trim() ?? '';
    const { transaction } = state;
    state.hasAmount = true;
    transaction.amount = amount;
    transaction.currency = currency;
    transaction.amountMinor = readAmountMinor(amount, currency);
    addToDecimalSum(groupState.sum, amount);
    addToDecimalSum(this.fileSum, amount);
    groupState.group.totalMinor += transaction.amountMinor;
    for (const finding of checkCurrency(currency, groupState.group.currency)) {
      this.report(frame, finding);
    }
    groupState.group.currency ??= currency;
  }

  private acceptRemittance(frame: TFrame, state: TTransactionState, value: string): void {
    state.hasRemittance = true;
    state.transaction.remittanceUnstructured ??= value.trim();
    this.report(frame, checkRemittance(value));
  }

  private closeTransaction(frame: TFrame): void {
    const state = this.transaction;
    if (state === null) return;
    if (!state.hasRemittance) this.report(frame, checkRemittance(''));
    if (!state.hasAmount && this.group) {
      addToDecimalSum(this.group.sum, null);
      addToDecimalSum(this.fileSum, null);
    }
    this.pending.push(state.transaction);
    this.transaction = null;
  }

  private describeContext(): TIssueContext {
    const group = this.group?.group;
    if (group === undefined) return {};
    const context: TIssueContext = { groupIndex: group.index };
    if (group.pmtInfId !== '') context.pmtInfId = group.pmtInfId;
    const transaction = this.transaction?.transaction;
    if (transaction === undefined) return context;
    context.transactionIndex = transaction.index;
    if (transaction.instrId !== null) context.instrId = transaction.instrId;
    return context;
  }

  private report(frame: TFrame, finding: TIssueFinding | undefined): void {
    if (finding === undefined) return;
    const parser = this.getParser();
    const describe = () => parser.describePlace(frame, parser.finishCapture(frame));
    this.issues.add(finding, describe, this.describeContext());
  }

  private reportAt(
    place: TIssuePlace,
    finding: TIssueFinding | undefined,
    context: TIssueContext = this.describeContext(),
  ): void {
    if (finding !== undefined) this.issues.add(finding, () => place, context);
  }
}
