import { SaxesParser } from 'saxes';
import { describe, expect, test } from 'vitest';
import { createPlainParser, NamespaceScope } from './xml-namespaces';

interface TTrace {
  elements: string[];
  error: string | null;
}

/** saxes in namespace mode: each element as {uri}local at line:column, or the first error. */
function traceWithSaxes(xml: string): TTrace {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const elements: string[] = [];
  parser.on('opentag', (tag) => {
    elements.push(`{${tag.uri}}${tag.local} ${parser.line}:${parser.column}`);
  });
  return run(parser, xml, elements);
}

/** The plain parser with the namespaces read by hand. */
function traceByHand(xml: string): TTrace {
  const parser = createPlainParser();
  const scope = new NamespaceScope(parser);
  const elements: string[] = [];
  parser.on('attribute', (attribute) => scope.readAttribute(attribute.name, attribute.value));
  parser.on('opentag', (tag) => {
    const name = scope.open(tag);
    elements.push(`{${name.uri}}${name.local} ${parser.line}:${parser.column}`);
  });
  parser.on('closetag', () => scope.close());
  return run(parser, xml, elements);
}

function run(
  parser: {
    write(text: string): unknown;
    close(): unknown;
    on(event: 'error', handler: (error: Error) => void): void;
  },
  xml: string,
  elements: string[],
): TTrace {
  parser.on('error', (error) => {
    throw error;
  });
  try {
    parser.write(xml);
    parser.close();
    return { elements, error: null };
  } catch (error) {
    return { elements, error: (error as Error).message };
  }
}

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03';

describe('namespaces read by hand, as saxes reads them in namespace mode', () => {
  test.each([
    ['a default namespace', `<Document xmlns="${NS}"><A><B/></A></Document>`],
    ['a prefix', `<p:Document xmlns:p="${NS}"><p:A><B/></p:A></p:Document>`],
    [
      'both, redeclared below',
      `<p:D xmlns:p="${NS}" xmlns="x"><A xmlns="y"><p:B xmlns:p="z"/><C/></A><D/></p:D>`,
    ],
    ['a URI with spaces (trimmed)', `<D xmlns="  ${NS} "><A/></D>`],
    ['the xml prefix used', `<D xml:lang="hr"><A/></D>`],
    ['an unbound element prefix', `<D>\n  <q:A/></D>`],
    ['an unbound attribute prefix', `<D><A q:x="1"/></D>`],
    ['a malformed element name', `<D><a:b:c/></D>`],
    ['a malformed attribute name', `<D><A :x="1"/></D>`],
    ['an element prefixed xmlns', `<D xmlns:p="u"><xmlns:A/></D>`],
    ['a prefix undefined in XML 1.0', `<?xml version="1.0"?><D xmlns:p=""/>`],
    ['the xml prefix rebound', `<D xmlns:xml="u"/>`],
    ['the xmlns prefix declared', `<D xmlns:xmlns="u"/>`],
    ['the xml namespace on another prefix', `<D xmlns:p="http://www.w3.org/XML/1998/namespace"/>`],
    ['the xmlns namespace as default', `<D xmlns="http://www.w3.org/2000/xmlns/"/>`],
    ['one attribute under two prefixes', `<D xmlns:a="u" xmlns:b="u"><A a:x="1" b:x="2"/></D>`],
    ['one attribute twice', `<D><A x="1" x="2"/></D>`],
    ['a processing instruction with a colon', `<D><?a:b c?></D>`],
    ['an entity name with a colon', `<D>&a:b;</D>`],
  ])('%s', (_, xml) => {
    expect(traceByHand(xml)).toEqual(traceWithSaxes(xml));
  });
});
