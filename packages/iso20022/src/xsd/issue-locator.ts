import { SaxesParser } from 'saxes';
import type { TPain001Issue } from '../pain001-issues';
import type { TSchemaComplaint } from './libxml2-messages';
import { buildSegment, cutXml, type TPain001Slice } from './pain001-slicer';
import { TextCursor } from './text-cursor';

/**
 * Finds the element each complaint is about in the slice's own text: libxml2 gives a line and an
 * element name only, the issue wants where the element starts, its path, its XML and its group
 * and transaction. Runs only for slices with complaints still under the cap.
 */

interface TGroup {
  groupIndex: number;
  pmtInfId?: string;
}

interface TTransaction {
  transactionIndex: number;
  instrId?: string;
}

interface TFrame {
  local: string;
  path: string;
  childCounts: Map<string, number>;
  isReal: boolean;
  role: 'initiation' | 'payment' | 'transaction' | 'other';
  group?: TGroup;
  transaction?: TTransaction;
  candidate?: TCandidate;
  /** Where PmtInfId or InstrId text goes. */
  capture?: (text: string) => void;
}

interface TCandidate {
  local: string;
  path: string;
  start: number;
  end: number;
  line: number;
  column: number;
  startTagEndLine: number;
  endLine: number;
  text: string;
  group?: TGroup;
  transaction?: TTransaction;
  isUsed: boolean;
}

const ID_MAX_CHARS = 140;

function readLocal(name: string): string {
  return name.slice(name.indexOf(':') + 1);
}

class SliceLocator {
  readonly candidates: TCandidate[] = [];
  private readonly stack: TFrame[] = [];
  private readonly cursor = new TextCursor();
  private readonly realStart: number;
  private readonly realEnd: number;
  private readonly linesByName = new Map<string, number[]>();

  constructor(
    private readonly slice: TPain001Slice,
    private readonly envelope: string,
    complaints: readonly TSchemaComplaint[],
  ) {
    this.realStart = slice.prefix.length;
    this.realEnd = slice.prefix.length + slice.text.length;
    for (const complaint of complaints) {
      const lines = this.linesByName.get(complaint.element) ?? [];
      lines.push(complaint.line);
      this.linesByName.set(complaint.element, lines);
    }
  }

  run(): void {
    const parser = new SaxesParser({ position: true });
    let start = 0;
    parser.on('opentagstart', (node) => {
      start = parser.position - node.name.length - 2;
    });
    parser.on('opentag', (node) => {
      this.open(readLocal(node.name), start);
      this.readStartTagEnd(parser.position);
    });
    parser.on('text', (text) => this.readText(text));
    parser.on('closetag', () => this.close(parser.position));
    parser.write(this.envelope).close();
  }

  private open(local: string, start: number): void {
    const parent = this.stack.at(-1);
    const frame =
      start < this.realStart
        ? this.openEnvelopeElement(local, parent)
        : this.openRealElement(local, parent);
    this.stack.push(frame);
    if (!frame.isReal || !this.linesByName.has(local)) return;
    this.cursor.advance(this.envelope, 0, start);
    frame.candidate = {
      local,
      path: frame.path,
      start,
      end: start,
      line: this.cursor.line,
      column: this.cursor.column,
      startTagEndLine: this.cursor.line,
      endLine: this.cursor.line,
      text: '',
      ...(frame.group && { group: frame.group }),
      ...(frame.transaction && { transaction: frame.transaction }),
      isUsed: false,
    };
  }

  /** The prefix reopens the file's ancestors (they carry the paths on) between filler. */
  private openEnvelopeElement(local: string, parent: TFrame | undefined): TFrame {
    const depth = this.stack.length;
    const ancestor = this.slice.context.ancestors[depth];
    const isAncestor =
      ancestor?.local === local && (parent === undefined || (parent.isReal && depth > 0));
    if (!ancestor || !isAncestor) {
      return { local, path: '', childCounts: new Map(), isReal: false, role: 'other' };
    }
    const path = `${parent?.path ?? ''}/${ancestor.segment}`;
    const role = (['other', 'initiation', 'payment'] as const)[depth] ?? 'other';
    const { groupIndex, pmtInfId } = this.slice.context;
    return {
      local,
      path,
      childCounts: new Map(ancestor.childCounts),
      // The file's element, reopened: its children are the file's.
      isReal: true,
      role,
      ...(role === 'payment' &&
        groupIndex !== undefined && {
          group: { groupIndex, ...(pmtInfId !== undefined && { pmtInfId }) },
        }),
    };
  }

  private openRealElement(local: string, parent: TFrame | undefined): TFrame {
    if (!parent) {
      return { local, path: `/${local}`, childCounts: new Map(), isReal: true, role: 'other' };
    }
    const position = (parent.childCounts.get(local) ?? 0) + 1;
    parent.childCounts.set(local, position);
    const path = `${parent.path}/${buildSegment(local, position)}`;
    const frame: TFrame = {
      local,
      path,
      childCounts: new Map(),
      isReal: parent.isReal,
      role: 'other',
    };
    if (parent.group) frame.group = parent.group;
    if (parent.transaction) frame.transaction = parent.transaction;
    const depth = this.stack.length;
    if (depth === 1 && local === 'CstmrCdtTrfInitn') frame.role = 'initiation';
    if (parent.role === 'initiation' && local === 'PmtInf') {
      frame.role = 'payment';
      frame.group = { groupIndex: position };
    }
    if (parent.role === 'payment' && local === 'CdtTrfTxInf') {
      frame.role = 'transaction';
      frame.transaction = { transactionIndex: position };
    }
    this.watchIdentifier(frame, parent);
    return frame;
  }

  private watchIdentifier(frame: TFrame, parent: TFrame): void {
    const group = frame.group;
    const transaction = frame.transaction;
    if (parent.role === 'payment' && frame.local === 'PmtInfId' && group) {
      frame.capture = (text) => {
        group.pmtInfId = ((group.pmtInfId ?? '') + text).slice(0, ID_MAX_CHARS);
      };
    }
    const grandparent = this.stack.at(-2);
    const isInstrId = frame.local === 'InstrId' && parent.local === 'PmtId';
    if (isInstrId && grandparent?.role === 'transaction' && transaction) {
      frame.capture = (text) => {
        transaction.instrId = ((transaction.instrId ?? '') + text).slice(0, ID_MAX_CHARS);
      };
    }
  }

  private readStartTagEnd(position: number): void {
    const candidate = this.stack.at(-1)?.candidate;
    if (!candidate) return;
    this.cursor.advance(this.envelope, 0, position);
    candidate.startTagEndLine = this.cursor.line;
  }

  private readText(text: string): void {
    const frame = this.stack.at(-1);
    frame?.capture?.(text);
    if (frame?.candidate && frame.candidate.text.length < ID_MAX_CHARS)
      frame.candidate.text += text;
  }

  private close(position: number): void {
    const candidate = this.stack.pop()?.candidate;
    if (!candidate) return;
    this.cursor.advance(this.envelope, 0, position);
    candidate.end = position;
    candidate.endLine = this.cursor.line;
    const lines = this.linesByName.get(candidate.local) ?? [];
    if (lines.some((line) => line >= candidate.line && line <= candidate.endLine)) {
      this.candidates.push(candidate);
    }
  }

  /** The slice's element the complaint names: the unused one whose start tag ends on its line first. */
  find(complaint: TSchemaComplaint): TCandidate | undefined {
    const value = complaint.values['value'];
    const score = (candidate: TCandidate): number =>
      (candidate.isUsed ? 0 : 4) +
      (complaint.line <= candidate.startTagEndLine ? 2 : 0) +
      (value !== undefined && candidate.text.trim() === String(value) ? 1 : 0);
    let best: TCandidate | undefined;
    for (const candidate of this.candidates) {
      if (candidate.local !== complaint.element) continue;
      if (complaint.line < candidate.line || complaint.line > candidate.endLine) continue;
      if (!best || score(candidate) > score(best)) best = candidate;
    }
    if (best) best.isUsed = true;
    return best;
  }

  describe(complaint: TSchemaComplaint, candidate: TCandidate | undefined): TPain001Issue {
    const { envelopeLine, fileLine, fileColumn } = this.slice;
    const line = candidate?.line ?? complaint.line;
    const issue: TPain001Issue = {
      code: complaint.code,
      values: complaint.values,
      line: fileLine + line - envelopeLine,
      column: (line === envelopeLine ? fileColumn : 0) + (candidate?.column ?? 0) + 1,
      path: candidate?.path ?? '',
      xml: candidate
        ? cutXml(this.envelope.slice(candidate.start, Math.min(candidate.end, this.realEnd)))
        : '',
    };
    const group = candidate?.group;
    if (group) issue.groupIndex = group.groupIndex;
    if (group?.pmtInfId !== undefined) issue.pmtInfId = group.pmtInfId;
    const transaction = candidate?.transaction;
    if (transaction) issue.transactionIndex = transaction.transactionIndex;
    if (transaction?.instrId !== undefined) issue.instrId = transaction.instrId;
    return issue;
  }
}

/** The issues of a slice's complaints (their lines the envelope's, inside the slice's own text). */
export function locateComplaints(
  slice: TPain001Slice,
  complaints: readonly TSchemaComplaint[],
): TPain001Issue[] {
  if (complaints.length === 0) return [];
  const envelope = slice.prefix + slice.text + slice.suffix;
  const locator = new SliceLocator(slice, envelope, complaints);
  locator.run();
  return complaints.map((complaint) => locator.describe(complaint, locator.find(complaint)));
}
