/**
 * Text as XML 1.0 allows it: characters outside the XML Char production (C0 controls other than
 * tab, line feed and carriage return; lone surrogates; U+FFFE and U+FFFF) cannot be written even
 * escaped, so they become a space; the five markup characters are escaped.
 */
const NOT_XML_CHAR =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const MARKUP_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXmlText(text: string): string {
  return text
    .replace(NOT_XML_CHAR, ' ')
    .replace(/[&<>"']/g, (char) => MARKUP_ESCAPES[char] ?? char);
}

/**
 * The ISO 20022 MaxNNText types count characters (code points), not UTF-16 units: a longer text is
 * cut at a code point boundary, trimmed, and an empty result means the element is left out.
 */
export function fitMaxText(text: string | null | undefined, maxLength: number): string | undefined {
  if (text === null || text === undefined) return undefined;
  const fitted = Array.from(text.trim()).slice(0, maxLength).join('').trim();
  return fitted === '' ? undefined : fitted;
}

/** `<name>text</name>`, escaped; nothing when there is no text. */
export function textElement(name: string, text: string | undefined): string {
  return text === undefined ? '' : `<${name}>${escapeXmlText(text)}</${name}>`;
}

/** `<name>children</name>`; nothing when every child was left out. */
export function groupElement(name: string, ...children: readonly string[]): string {
  const content = children.join('');
  return content === '' ? '' : `<${name}>${content}</${name}>`;
}
