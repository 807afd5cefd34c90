import {
  SaxesParser,
  type SaxesAttributePlain,
  type SaxesStartTagPlain,
  type SaxesTagPlain,
  type XMLDecl,
} from 'saxes';

/**
 * Namespaces read by hand over saxes without `xmlns: true`: saxes' own resolution builds a
 * namespace record, a qualified-name pair and an attribute object for every element, which cost
 * about a third of the parse of a large file, and a pain.001 declares its namespaces on one or two
 * elements. What saxes checks in namespace mode is checked here at the same events, in the same
 * order and with the same messages, so a file is refused (or read) as before:
 *
 * - on each attribute (saxes' `attribute` event, where namespace mode checks it): a malformed
 *   qualified name, an `xmlns:p=""` in XML 1.0, the reserved `xml` and `xmlns` prefixes and URIs;
 * - on each start tag (before `opentag`, where namespace mode resolves it): a malformed or unbound
 *   prefix of the element or an attribute, an element prefixed `xmlns`, an attribute given twice
 *   under one expanded name.
 *
 * Declared URIs are trimmed, as saxes trims them.
 */

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

type TNamespaceRecord = Readonly<Record<string, string>>;

const ROOT_NAMESPACES: TNamespaceRecord = Object.freeze(
  Object.assign(Object.create(null) as Record<string, string>, {
    xml: XML_NAMESPACE,
    xmlns: XMLNS_NAMESPACE,
  }),
);

/** saxes' private name checks, which namespace mode narrows to names without colons. */
interface TNameChecks {
  nameStartCheck: (code: number) => boolean;
  nameCheck: (code: number) => boolean;
  isName: (name: string) => boolean;
}

const COLON = 0x3a;

/**
 * A saxes parser without namespace resolution that still checks processing-instruction targets
 * and entity names as namespace mode does: no colon in them (an NCName is a Name without one).
 * saxes 6.0.0 keeps these checks as fields chosen in its constructor; they are narrowed here
 * rather than taken from a parser in namespace mode: one such parser in the process makes saxes'
 * code polymorphic, and every plain parse after it ran 2.5 times slower (measured: 0.65 s against
 * 1.8 s for 100,000 transactions).
 */
export function createPlainParser(): SaxesParser<{ xmlns: false; position: true }> {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  const checks = parser as unknown as TNameChecks;
  const { nameStartCheck, nameCheck, isName } = checks;
  checks.nameStartCheck = (code) => code !== COLON && nameStartCheck(code);
  checks.nameCheck = (code) => code !== COLON && nameCheck(code);
  checks.isName = (name) => !name.includes(':') && isName(name);
  return parser;
}

/** The events the reader listens to on a plain parser. */
export interface TPlainHandlers {
  error: (error: Error) => void;
  doctype: (doctype: string) => void;
  xmldecl: (declaration: XMLDecl) => void;
  opentagstart: (tag: SaxesStartTagPlain) => void;
  attribute: (attribute: SaxesAttributePlain) => void;
  opentag: (tag: SaxesTagPlain) => void;
  closetag: (tag: SaxesTagPlain) => void;
  text: (text: string) => void;
  cdata: (text: string) => void;
}

/** saxes' handler fields, as `on` sets them (EVENT_NAME_TO_HANDLER_NAME in saxes 6.0.0). */
interface THandlerFields {
  errorHandler: TPlainHandlers['error'];
  doctypeHandler: TPlainHandlers['doctype'];
  xmldeclHandler: TPlainHandlers['xmldecl'];
  openTagStartHandler: TPlainHandlers['opentagstart'];
  attributeHandler: TPlainHandlers['attribute'];
  openTagHandler: TPlainHandlers['opentag'];
  closeTagHandler: TPlainHandlers['closetag'];
  textHandler: TPlainHandlers['text'];
  cdataHandler: TPlainHandlers['cdata'];
}

/**
 * Sets the handlers as `on` would, but each by its own name. `on` stores them under a computed
 * name, and V8 turns an object given more than a dozen properties that way into a dictionary:
 * past seven handlers every field saxes reads per character became a hash lookup (measured:
 * 100,000 transactions parsed in 3.5 s with nine handlers set by `on`, 0.8 s set by name).
 */
export function listen(
  parser: SaxesParser<{ xmlns: false; position: true }>,
  handlers: TPlainHandlers,
): void {
  const fields = parser as unknown as THandlerFields;
  fields.errorHandler = handlers.error;
  fields.doctypeHandler = handlers.doctype;
  fields.xmldeclHandler = handlers.xmldecl;
  fields.openTagStartHandler = handlers.opentagstart;
  fields.attributeHandler = handlers.attribute;
  fields.openTagHandler = handlers.opentag;
  fields.closeTagHandler = handlers.closetag;
  fields.textHandler = handlers.text;
  fields.cdataHandler = handlers.cdata;
}

export interface TResolvedName {
  prefix: string;
  local: string;
  uri: string;
}

interface TFailing {
  fail(message: string): unknown;
  readonly xmlDecl: { version?: string | undefined };
}

function checkPair(parser: TFailing, prefix: string, uri: string): void {
  if (prefix === 'xml' && uri !== XML_NAMESPACE) {
    parser.fail(`xml prefix must be bound to ${XML_NAMESPACE}.`);
  }
  if (prefix === 'xmlns' && uri !== XMLNS_NAMESPACE) {
    parser.fail(`xmlns prefix must be bound to ${XMLNS_NAMESPACE}.`);
  }
  if (uri === XMLNS_NAMESPACE) {
    parser.fail(
      prefix === ''
        ? `the default namespace may not be set to ${uri}.`
        : `may not assign a prefix (even "xmlns") to the URI ${XMLNS_NAMESPACE}.`,
    );
  } else if (uri === XML_NAMESPACE && prefix !== 'xml') {
    parser.fail(
      prefix === ''
        ? `the default namespace may not be set to ${uri}.`
        : 'may not assign the xml namespace to another prefix.',
    );
  }
}

/** The namespaces in scope along the open elements, one record per element (shared until one declares). */
export class NamespaceScope {
  private readonly records: TNamespaceRecord[] = [];
  private current: TNamespaceRecord = ROOT_NAMESPACES;
  private declared: Record<string, string> | null = null;
  private attributeNames: string[] = [];

  constructor(private readonly parser: TFailing) {}

  /** saxes' `attribute` event: the checks namespace mode makes as it reads the attribute. */
  readAttribute(name: string, value: string): void {
    this.attributeNames.push(name);
    const colon = name.indexOf(':');
    if (colon >= 0) this.splitName(name, colon);
    if (colon === 5 && name.startsWith('xmlns')) {
      const uri = value.trim();
      if ((this.parser.xmlDecl.version ?? '1.0') === '1.0' && uri === '') {
        this.parser.fail('invalid attempt to undefine prefix in XML 1.0');
      }
      this.declare(name.slice(6), uri);
    } else if (name === 'xmlns') {
      this.declare('', value.trim());
    }
  }

  /** saxes' `opentag` event: the element's name resolved, its scope opened. */
  open(tag: SaxesTagPlain): TResolvedName {
    if (this.declared !== null) {
      this.current = Object.assign(
        Object.create(null) as Record<string, string>,
        this.current,
        this.declared,
      );
      this.declared = null;
    }
    this.records.push(this.current);
    const name = tag.name;
    const colon = name.indexOf(':');
    const resolved =
      colon < 0
        ? { prefix: '', local: name, uri: this.current[''] ?? '' }
        : this.resolvePrefixed(name, colon);
    if (this.attributeNames.length > 0) this.checkAttributes();
    return resolved;
  }

  /** saxes' `closetag` event. */
  close(): void {
    this.records.pop();
    this.current = this.records.at(-1) ?? ROOT_NAMESPACES;
  }

  private declare(prefix: string, uri: string): void {
    checkPair(this.parser, prefix, uri);
    this.declared ??= Object.create(null) as Record<string, string>;
    this.declared[prefix] = uri;
  }

  private splitName(name: string, colon: number): { prefix: string; local: string } {
    const prefix = name.slice(0, colon);
    const local = name.slice(colon + 1);
    if (prefix === '' || local === '' || local.includes(':')) {
      this.parser.fail(`malformed name: ${name}.`);
    }
    return { prefix, local };
  }

  private resolvePrefixed(name: string, colon: number): TResolvedName {
    const { prefix, local } = this.splitName(name, colon);
    const uri = this.current[prefix] ?? '';
    if (prefix === 'xmlns') this.parser.fail('tags may not have "xmlns" as prefix.');
    if (uri === '') this.parser.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
    return { prefix, local, uri };
  }

  /** Prefixed attributes bound, and no two with one expanded name (saxes' processAttribsNS). */
  private checkAttributes(): void {
    const seen = new Set<string>();
    for (const name of this.attributeNames) {
      const colon = name.indexOf(':');
      let expanded = name;
      if (colon >= 0) {
        const prefix = name.slice(0, colon);
        let uri = this.current[prefix];
        if (uri === undefined) {
          this.parser.fail(`unbound namespace prefix: ${JSON.stringify(prefix)}.`);
          uri = prefix;
        }
        expanded = `{${uri}}${name.slice(colon + 1)}`;
      }
      if (seen.has(expanded)) this.parser.fail(`duplicate attribute: ${expanded}.`);
      seen.add(expanded);
    }
    this.attributeNames = [];
  }
}
