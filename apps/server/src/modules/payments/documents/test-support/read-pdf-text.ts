import { inflateSync } from 'node:zlib';

interface TPdfObject {
  dictionary: string;
  stream?: Buffer;
}

const OBJECT_HEADER = /(\d+) 0 obj\b/g;

function readStreamStart(text: string, keywordAt: number): number {
  let start = keywordAt + 'stream'.length;
  if (text[start] === '\r') start += 1;
  if (text[start] === '\n') start += 1;
  return start;
}

/** Every object by number; a stream is cut by its /Length, so its bytes never fool the scan. */
function readObjects(pdf: Buffer): Map<string, TPdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<string, TPdfObject>();
  const header = new RegExp(OBJECT_HEADER);
  for (let match = header.exec(text); match !== null; match = header.exec(text)) {
    const id = match[1] ?? '';
    const start = header.lastIndex;
    const end = text.indexOf('endobj', start);
    const keywordAt = text.indexOf('stream', start);
    if (keywordAt === -1 || keywordAt > end) {
      objects.set(id, { dictionary: text.slice(start, end) });
      header.lastIndex = end;
      continue;
    }
    const dictionary = text.slice(start, keywordAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const dataStart = readStreamStart(text, keywordAt);
    const data = pdf.subarray(dataStart, dataStart + length);
    objects.set(id, {
      dictionary,
      stream: dictionary.includes('/FlateDecode') ? inflateSync(data) : data,
    });
    header.lastIndex = dataStart + length;
  }
  return objects;
}

function readReference(dictionary: string, key: string): string | undefined {
  return new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1];
}

/** A ToUnicode CMap as pdfkit writes it: bfrange lines with an array of targets. */
function readCmap(cmap: string): Map<number, string> {
  const codes = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1] ?? '0', 16);
    const targets = [...(range[2] ?? '').matchAll(/<([0-9a-f ]+)>/gi)];
    targets.forEach((target, index) => {
      const units = (target[1] ?? '').split(' ').map((hex) => parseInt(hex, 16));
      codes.set(first + index, String.fromCharCode(...units));
    });
  }
  return codes;
}

/** Font resource names (/F1, /F2) to their code-to-text maps. */
function readFonts(objects: Map<string, TPdfObject>): Map<string, Map<number, string>> {
  const fonts = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name = '', fontId = ''] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const cmapId = readReference(objects.get(fontId)?.dictionary ?? '', 'ToUnicode');
      const cmap = cmapId === undefined ? undefined : objects.get(cmapId)?.stream;
      if (cmap) fonts.set(name, readCmap(cmap.toString('latin1')));
    }
  }
  return fonts;
}

function readPageContents(objects: Map<string, TPdfObject>): string[] {
  const pages = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dictionary));
  const kids = /\/Kids \[([^\]]*)\]/.exec(pages?.dictionary ?? '')?.[1] ?? '';
  return [...kids.matchAll(/(\d+) 0 R/g)].map((kid) => {
    const contentsId = readReference(objects.get(kid[1] ?? '')?.dictionary ?? '', 'Contents');
    const stream = contentsId === undefined ? undefined : objects.get(contentsId)?.stream;
    return stream?.toString('latin1') ?? '';
  });
}

function decodeShownText(hexStrings: string, font: Map<number, string> | undefined): string {
  let text = '';
  for (const [, hex = ''] of hexStrings.matchAll(/<([0-9a-f]*)>/gi)) {
    for (let at = 0; at < hex.length; at += 4)
      text += font?.get(parseInt(hex.slice(at, at + 4), 16)) ?? '\uFFFD';
  }
  return text;
}

/**
 * The text of a PDF written by the documents platform (pdfkit, embedded fonts, Identity-H): one
 * line per text-showing operation, pages in order. Enough for tests to read what a document says.
 */
export function readPdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const fonts = readFonts(objects);
  const lines: string[] = [];
  for (const content of readPageContents(objects)) {
    let font: Map<number, string> | undefined;
    for (const operation of content.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
      if (operation[1] !== undefined) font = fonts.get(operation[1]);
      else lines.push(decodeShownText(operation[2] ?? '', font));
    }
  }
  return lines.join('\n');
}
