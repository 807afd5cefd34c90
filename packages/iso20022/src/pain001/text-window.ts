import { countCodePoints, truncateToCodePoints } from '@poslovno/domain';
import { ERROR_XML_MAX_CHARS } from '../pain001-issues';

/**
 * Enough text before the current slice to find a start tag that began in an earlier slice: the
 * names this reader reports are short, so a tag's `<` is never further back than this.
 */
const TAIL_LENGTH = 256;

/** An element's raw text, kept as the parser passes over it and never beyond ERROR_XML_MAX_CHARS. */
export interface TCapture {
  next: number;
  xml: string;
  isFull: boolean;
}

export interface TTextPosition {
  offset: number;
  line: number;
  column: number;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The decoded text around the parser's position: the slice it is reading and a short tail of the
 * one before. Offsets are absolute (UTF-16 units since the start, as saxes counts `position`), so
 * the file itself is never kept.
 */
export class TextWindow {
  private text = '';
  private base = 0;
  private readonly openCaptures = new Set<TCapture>();

  feed(slice: string): void {
    for (const capture of this.openCaptures) this.extendCapture(capture, this.getEnd());
    const kept = this.text.length > TAIL_LENGTH ? this.text.slice(-TAIL_LENGTH) : this.text;
    this.base += this.text.length - kept.length;
    this.text = kept + slice;
  }

  startCapture(offset: number): TCapture {
    const capture = { next: offset, xml: '', isFull: false };
    this.openCaptures.add(capture);
    return capture;
  }

  finishCapture(capture: TCapture, endOffset: number): string {
    this.extendCapture(capture, endOffset);
    this.openCaptures.delete(capture);
    return capture.xml;
  }

  /**
   * Where the start tag that saxes has just read the name of begins: its `<` is the last one
   * before the parser's offset, and saxes' column (code points on the line, 1-based for the last
   * one read) counts back from there.
   */
  locateTagStart(parser: { position: number; line: number; column: number }): TTextPosition {
    const end = parser.position - this.base;
    const start = end < 1 ? -1 : this.text.lastIndexOf('<', end - 1);
    if (start < 0) return { offset: parser.position, line: parser.line, column: parser.column };
    let codePoints = 0;
    let breaks = 0;
    for (let index = start; index < end; index += 1) {
      const code = this.text.charCodeAt(index);
      if (code === LF || (code === CR && this.text.charCodeAt(index + 1) !== LF)) breaks += 1;
      if (code < 0xdc00 || code > 0xdfff) codePoints += 1;
    }
    const offset = start + this.base;
    if (breaks === 0) return { offset, line: parser.line, column: parser.column - codePoints + 1 };
    return { offset, line: parser.line - breaks, column: this.countColumnAt(start) };
  }

  private countColumnAt(index: number): number {
    const lineStart = Math.max(
      this.text.lastIndexOf('\n', index - 1),
      this.text.lastIndexOf('\r', index - 1),
    );
    return countCodePoints(this.text.slice(lineStart + 1, index)) + 1;
  }

  private getEnd(): number {
    return this.base + this.text.length;
  }

  private extendCapture(capture: TCapture, toOffset: number): void {
    if (capture.isFull) return;
    const from = Math.max(capture.next, this.base) - this.base;
    const to = Math.min(toOffset, this.getEnd()) - this.base;
    if (to > from) capture.xml += this.text.slice(from, to);
    capture.next = Math.max(capture.next, toOffset);
    if (capture.xml.length <= ERROR_XML_MAX_CHARS) return;
    const cut = truncateToCodePoints(capture.xml, ERROR_XML_MAX_CHARS);
    capture.isFull = cut.length < capture.xml.length;
    capture.xml = cut;
  }
}
