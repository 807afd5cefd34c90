import type { TCharacterSet } from '@poslovno/domain';
import { SaxesParser, type SaxesTagNS, type XMLDecl } from 'saxes';
import { readPain001Namespace, type TPain001Namespace } from '../pain001-issues';
import { getCharacterSet } from './pain001-checks';
import {
  GROUP_FIELDS,
  HEADER_FIELDS,
  REPEATABLE_ELEMENTS,
  TRANSACTION_FIELDS,
  type TField,
  type TGroupRole,
  type THeaderRole,
  type TScope,
  type TTransactionRole,
} from './pain001-fields';
import { Pain001Refusal, type TPain001RefusalReason } from './pain001-types';
import { TextWindow, type TCapture, type TTextPosition } from './text-window';
import type { TIssuePlace } from './issue-list';

/** Longer than any field's schema length; a longer text is cut (the schema check reports it). */
const MAX_FIELD_TEXT = 2048;

const DOCTYPE = '<!DOCTYPE';

/** The start of an element the checks never report (located only for those they may). */
const UNKNOWN_START: TTextPosition = { offset: 0, line: 0, column: 0 };

/** Encodings whose bytes are UTF-8 as written; any other declared one is not what was sent. */
const UTF8_ENCODINGS = new Set(['utf-8', 'utf8', 'us-ascii', 'ascii']);

export type TBinding =
  | { scope: 'header'; field: TField<THeaderRole> }
  | { scope: 'group'; field: TField<TGroupRole> }
  | { scope: 'transaction'; field: TField<TTransactionRole> };

export interface TFrame {
  name: string;
  local: string;
  segment: string;
  /** The nearest GrpHdr, PmtInf or CdtTrfTxInf around it, none outside them or in another namespace. */
  scope: TScope | null;
  /** Its path of local names below that scope element ('' for the scope element itself). */
  key: string;
  start: TTextPosition;
  childCounts: Map<string, number> | null;
  hasChildElements: boolean;
  binding: TBinding | null;
  text: string;
  /** The Ccy attribute, on amounts. */
  currency: string | null;
  capture: TCapture | null;
}

/** What the content reader does with the elements the parser finds. */
export interface TPain001Handlers {
  openScope(frame: TFrame): void;
  closeScope(frame: TFrame): void;
  acceptField(frame: TFrame, binding: TBinding): void;
}

function bindField(scope: TScope | null, key: string): TBinding | null {
  if (scope === 'header') {
    const field = HEADER_FIELDS.get(key);
    return field ? { scope, field } : null;
  }
  if (scope === 'group') {
    const field = GROUP_FIELDS.get(key);
    return field ? { scope, field } : null;
  }
  if (scope === 'transaction') {
    const field = TRANSACTION_FIELDS.get(key);
    return field ? { scope, field } : null;
  }
  return null;
}

/**
 * saxes over decoded text, with what the content checks need: each element's start position, its
 * path with sibling positions and, for the elements that may be reported, its text as written.
 * DTDs are refused before saxes reads them; nothing is expanded or fetched.
 */
export class Pain001Parser {
  private readonly parser = new SaxesParser({ xmlns: true, position: true });
  private readonly window = new TextWindow();
  private readonly frames: TFrame[] = [];
  private tagEnd = { position: 0, line: 1, column: 0 };
  private rootUri = '';
  private prologTail = '';
  private isRootSeen = false;
  namespace: TPain001Namespace | null = null;
  charset: TCharacterSet = 'SEPA_LATIN';
  rootStart: TTextPosition = { offset: 0, line: 1, column: 1 };

  constructor(private readonly handlers: TPain001Handlers) {
    this.parser.on('error', (error) => {
      throw this.refuse('not-xml', error.message, this.parser);
    });
    this.parser.on('doctype', () => {
      throw this.refuse('doctype', 'a document type declaration', this.parser);
    });
    this.parser.on('xmldecl', (declaration) => this.checkEncoding(declaration));
    // Only saxes' position is kept here: most elements are never reported, so their start tag
    // is located (a look back in the text) only for those that may be.
    this.parser.on('opentagstart', () => {
      const { position, line, column } = this.parser;
      this.tagEnd = { position, line, column };
    });
    this.parser.on('opentag', (tag) => this.openElement(tag));
    this.parser.on('closetag', () => this.closeElement());
    this.parser.on('text', (text) => this.collectText(text));
    this.parser.on('cdata', (text) => this.collectText(text));
  }

  write(slice: string): void {
    const text = this.prologTail + slice;
    this.prologTail = '';
    this.feed(this.isRootSeen ? text : this.screenProlog(text));
  }

  close(): void {
    this.feed(this.prologTail);
    this.parser.close();
  }

  /** A refusal at the parser's position (the character it has just read, or the next one). */
  refuse(
    reason: TPain001RefusalReason,
    detail: string,
    at: { line: number; column: number } = this.getNextPosition(),
  ): Pain001Refusal {
    return new Pain001Refusal(reason, at.line, Math.max(at.column, 1), detail);
  }

  /** Where the character after the last one read is (saxes' column counts those read). */
  getNextPosition(): { line: number; column: number } {
    return { line: this.parser.line, column: this.parser.column + 1 };
  }

  /** The element's place for an issue; only while it is open (its frame still on the stack). */
  describePlace(frame: TFrame, xml: string): TIssuePlace {
    const depth = this.frames.indexOf(frame);
    const path = this.frames
      .slice(0, depth + 1)
      .map((each) => each.segment)
      .join('/');
    return { line: frame.start.line, column: frame.start.column, path: `/${path}`, xml };
  }

  /** The element's text as written so far (the whole of it once it is closed), for errorXml. */
  finishCapture(frame: TFrame): string {
    return frame.capture ? this.window.finishCapture(frame.capture, this.parser.position) : '';
  }

  private feed(text: string): void {
    if (text === '') return;
    this.window.feed(text);
    this.parser.write(text);
  }

  /**
   * Before the root, a DOCTYPE is looked for in the text itself, so the refusal comes before saxes
   * has read (or kept) any of the declaration; a `<!DOCT` cut by the slice end waits for the next.
   */
  private screenProlog(text: string): string {
    const index = text.indexOf(DOCTYPE);
    if (index >= 0) {
      this.feed(text.slice(0, index));
      throw this.refuse('doctype', 'a document type declaration');
    }
    let kept = Math.min(DOCTYPE.length - 1, text.length);
    while (kept > 0 && !DOCTYPE.startsWith(text.slice(text.length - kept))) kept -= 1;
    this.prologTail = text.slice(text.length - kept);
    return text.slice(0, text.length - kept);
  }

  private checkEncoding(declaration: XMLDecl): void {
    const encoding = declaration.encoding?.toLowerCase();
    if (encoding !== undefined && !UTF8_ENCODINGS.has(encoding)) {
      throw this.refuse('not-xml', `the file says it is ${encoding}; only UTF-8 is read`);
    }
  }

  private openElement(tag: SaxesTagNS): void {
    const parent = this.frames.at(-1);
    if (parent === undefined) this.checkRoot(tag);
    else parent.hasChildElements = true;
    const frame = this.createFrame(tag, parent);
    this.frames.push(frame);
    if (frame.binding !== null || frame.key === '') {
      frame.start = this.window.locateTagStart(this.tagEnd);
      frame.capture = this.window.startCapture(frame.start.offset);
    }
    if (frame.scope !== null && frame.key === '') this.handlers.openScope(frame);
  }

  private checkRoot(tag: SaxesTagNS): void {
    this.isRootSeen = true;
    this.rootStart = this.window.locateTagStart(this.tagEnd);
    const namespace = tag.local === 'Document' ? readPain001Namespace(tag.uri) : undefined;
    if (namespace === undefined) {
      const { line, column } = this.rootStart;
      throw new Pain001Refusal('not-pain001', line, column, `root ${tag.name} in "${tag.uri}"`);
    }
    this.namespace = namespace;
    this.charset = getCharacterSet(namespace);
    this.rootUri = tag.uri;
  }

  private createFrame(tag: SaxesTagNS, parent: TFrame | undefined): TFrame {
    const { scope, key } = this.placeInScope(tag, parent);
    const binding = bindField(scope, key);
    return {
      name: tag.name,
      local: tag.local,
      segment: this.nameSegment(tag, parent),
      scope,
      key,
      start: UNKNOWN_START,
      childCounts: null,
      hasChildElements: false,
      binding,
      text: '',
      currency: tag.attributes.Ccy?.value ?? null,
      capture: null,
    };
  }

  private placeInScope(
    tag: SaxesTagNS,
    parent: TFrame | undefined,
  ): { scope: TScope | null; key: string } {
    if (parent === undefined || tag.uri !== this.rootUri) return { scope: null, key: '' };
    if (parent.scope === null) return { scope: this.findTopScope(tag, parent), key: '' };
    if (parent.scope === 'group' && parent.key === '' && tag.local === 'CdtTrfTxInf') {
      return { scope: 'transaction', key: '' };
    }
    const key = parent.key === '' ? tag.local : `${parent.key}/${tag.local}`;
    return { scope: parent.scope, key };
  }

  private findTopScope(tag: SaxesTagNS, parent: TFrame): TScope | null {
    const isInMessage = this.frames.length === 2 && parent.local === 'CstmrCdtTrfInitn';
    if (!isInMessage) return null;
    if (tag.local === 'GrpHdr') return 'header';
    return tag.local === 'PmtInf' ? 'group' : null;
  }

  private nameSegment(tag: SaxesTagNS, parent: TFrame | undefined): string {
    if (parent === undefined || !REPEATABLE_ELEMENTS.has(tag.local)) return tag.name;
    parent.childCounts ??= new Map();
    const index = (parent.childCounts.get(tag.name) ?? 0) + 1;
    parent.childCounts.set(tag.name, index);
    return `${tag.name}[${String(index)}]`;
  }

  private collectText(text: string): void {
    const frame = this.frames.at(-1);
    if (frame?.binding && frame.text.length < MAX_FIELD_TEXT) {
      frame.text += text.slice(0, MAX_FIELD_TEXT - frame.text.length);
    }
  }

  private closeElement(): void {
    const frame = this.frames.at(-1);
    if (frame === undefined) return;
    if (frame.binding) this.handlers.acceptField(frame, frame.binding);
    else if (frame.scope !== null && frame.key === '') this.handlers.closeScope(frame);
    if (frame.capture) this.window.finishCapture(frame.capture, this.parser.position);
    this.frames.pop();
  }
}
