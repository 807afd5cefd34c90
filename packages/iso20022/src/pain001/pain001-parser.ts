import type { TCharacterSet } from '@poslovno/domain';
import type { SaxesTagPlain, XMLDecl } from 'saxes';
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
import { createPlainParser, listen, NamespaceScope, type TResolvedName } from './xml-namespaces';

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
  /** Its place among same-named siblings, for the elements that may repeat (0 for the others). */
  position: number;
  /** The nearest GrpHdr, PmtInf or CdtTrfTxInf around it, none outside them or in another namespace. */
  scope: TScope | null;
  /** A scope element itself, or an element in no scope (its path below a scope is empty). */
  isTop: boolean;
  /** Where its path below the scope is among the fields' paths; null once it left them. */
  node: TFieldNode | null;
  start: TTextPosition;
  childCounts: Map<string, number> | null;
  hasChildElements: boolean;
  binding: TBinding | null;
  text: string;
  /** The Ccy attribute, on amounts. */
  currency: string | null;
  capture: TCapture | null;
}

/**
 * The other reader of the same parse (the schema check's slicer): it sees the text as saxes gets
 * it and every element, so one parse of the file serves both.
 */
export interface TParseTap {
  /** Text about to be parsed (after the prolog's screening), in order. */
  append(text: string): void;
  openTagStart(name: string): void;
  open(name: string, attributes: Record<string, string>): void;
  readText(text: string): void;
  readCdata(): void;
  close(): void;
  end(): void;
}

/** What the content reader does with the elements the parser finds. */
export interface TPain001Handlers {
  openScope(frame: TFrame): void;
  closeScope(frame: TFrame): void;
  acceptField(frame: TFrame, binding: TBinding): void;
}

/** A path of local names below a scope element, as a tree: an element finds its field by its parent's node. */
export interface TFieldNode {
  binding: TBinding | null;
  children: Map<string, TFieldNode>;
}

function buildFieldTree(bindings: Iterable<[string, TBinding]>): TFieldNode {
  const root: TFieldNode = { binding: null, children: new Map() };
  for (const [key, binding] of bindings) {
    let node = root;
    for (const local of key.split('/')) {
      let child = node.children.get(local);
      if (child === undefined) {
        child = { binding: null, children: new Map() };
        node.children.set(local, child);
      }
      node = child;
    }
    node.binding = binding;
  }
  return root;
}

const FIELD_TREES: Readonly<Record<TScope, TFieldNode>> = {
  header: buildFieldTree(
    [...HEADER_FIELDS].map(([key, field]): [string, TBinding] => [key, { scope: 'header', field }]),
  ),
  group: buildFieldTree(
    [...GROUP_FIELDS].map(([key, field]): [string, TBinding] => [key, { scope: 'group', field }]),
  ),
  transaction: buildFieldTree(
    [...TRANSACTION_FIELDS].map(([key, field]): [string, TBinding] => [
      key,
      { scope: 'transaction', field },
    ]),
  ),
};

/**
 * saxes over decoded text, with what the content checks need: each element's start position, its
 * path with sibling positions and, for the elements that may be reported, its text as written.
 * DTDs are refused before saxes reads them; nothing is expanded or fetched. Namespaces are
 * resolved by hand (xml-namespaces.ts), with saxes' checks of namespace mode. A tap, if given,
 * reads the same parse (the schema check's slicer).
 */
export class Pain001Parser {
  private readonly parser = createPlainParser();
  private readonly namespaces = new NamespaceScope(this.parser);
  private readonly window = new TextWindow();
  private readonly frames: TFrame[] = [];
  private tagEnd = { position: 0, line: 1, column: 0 };
  private rootUri = '';
  private prologTail = '';
  private isRootSeen = false;
  namespace: TPain001Namespace | null = null;
  charset: TCharacterSet = 'SEPA_LATIN';
  rootStart: TTextPosition = { offset: 0, line: 1, column: 1 };

  constructor(
    private readonly handlers: TPain001Handlers,
    private readonly tap: TParseTap | null = null,
  ) {
    listen(this.parser, {
      error: (error) => {
        throw this.refuse('not-xml', error.message, this.parser);
      },
      doctype: () => {
        throw this.refuse('doctype', 'a document type declaration', this.parser);
      },
      xmldecl: (declaration) => this.checkEncoding(declaration),
      // Only saxes' position is kept here: most elements are never reported, so their start tag
      // is located (a look back in the text) only for those that may be.
      opentagstart: (tag) => {
        const { position, line, column } = this.parser;
        this.tagEnd = { position, line, column };
        this.tap?.openTagStart(tag.name);
      },
      attribute: (attribute) => this.namespaces.readAttribute(attribute.name, attribute.value),
      opentag: (tag) => {
        this.openElement(tag, this.namespaces.open(tag));
        this.tap?.open(tag.name, tag.attributes);
      },
      closetag: () => {
        this.closeElement();
        this.namespaces.close();
        this.tap?.close();
      },
      text: (text) => {
        this.collectText(text);
        this.tap?.readText(text);
      },
      cdata: (text) => {
        this.collectText(text);
        this.tap?.readCdata();
      },
    });
  }

  /** saxes' offset: UTF-16 units read since the start of the text. */
  get position(): number {
    return this.parser.position;
  }

  write(slice: string): void {
    const text = this.prologTail + slice;
    this.prologTail = '';
    this.feed(this.isRootSeen ? text : this.screenProlog(text));
  }

  close(): void {
    this.feed(this.prologTail);
    this.parser.close();
    this.tap?.end();
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
      .map((each) => (each.position === 0 ? each.name : `${each.name}[${String(each.position)}]`))
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
    this.tap?.append(text);
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

  private openElement(tag: SaxesTagPlain, name: TResolvedName): void {
    const parent = this.frames.at(-1);
    if (parent === undefined) this.checkRoot(tag, name);
    else parent.hasChildElements = true;
    const frame = this.createFrame(tag, name, parent);
    this.frames.push(frame);
    if (frame.binding !== null || frame.isTop) {
      frame.start = this.window.locateTagStart(this.tagEnd);
      frame.capture = this.window.startCapture(frame.start.offset);
    }
    if (frame.scope !== null && frame.isTop) this.handlers.openScope(frame);
  }

  private checkRoot(tag: SaxesTagPlain, name: TResolvedName): void {
    this.isRootSeen = true;
    this.rootStart = this.window.locateTagStart(this.tagEnd);
    const namespace = name.local === 'Document' ? readPain001Namespace(name.uri) : undefined;
    if (namespace === undefined) {
      const { line, column } = this.rootStart;
      throw new Pain001Refusal('not-pain001', line, column, `root ${tag.name} in "${name.uri}"`);
    }
    this.namespace = namespace;
    this.charset = getCharacterSet(namespace);
    this.rootUri = name.uri;
  }

  private createFrame(tag: SaxesTagPlain, name: TResolvedName, parent: TFrame | undefined): TFrame {
    const { local } = name;
    let scope: TScope | null = null;
    let isTop = true;
    let node: TFieldNode | null = null;
    if (parent !== undefined && name.uri === this.rootUri) {
      if (parent.scope === null) scope = this.findTopScope(local, parent);
      else if (parent.scope === 'group' && parent.isTop && local === 'CdtTrfTxInf') {
        scope = 'transaction';
      } else {
        scope = parent.scope;
        isTop = false;
        node = parent.node?.children.get(local) ?? null;
      }
    }
    if (scope !== null && isTop) node = FIELD_TREES[scope];
    return {
      name: tag.name,
      local,
      position: this.countSibling(tag.name, local, parent),
      scope,
      isTop,
      node,
      start: UNKNOWN_START,
      childCounts: null,
      hasChildElements: false,
      binding: node?.binding ?? null,
      text: '',
      currency: tag.attributes['Ccy'] ?? null,
      capture: null,
    };
  }

  private findTopScope(local: string, parent: TFrame): TScope | null {
    const isInMessage = this.frames.length === 2 && parent.local === 'CstmrCdtTrfInitn';
    if (!isInMessage) return null;
    if (local === 'GrpHdr') return 'header';
    return local === 'PmtInf' ? 'group' : null;
  }

  private countSibling(name: string, local: string, parent: TFrame | undefined): number {
    if (parent === undefined || !REPEATABLE_ELEMENTS.has(local)) return 0;
    parent.childCounts ??= new Map();
    const index = (parent.childCounts.get(name) ?? 0) + 1;
    parent.childCounts.set(name, index);
    return index;
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
    else if (frame.scope !== null && frame.isTop) this.handlers.closeScope(frame);
    if (frame.capture) this.window.finishCapture(frame.capture, this.parser.position);
    this.frames.pop();
  }
}
