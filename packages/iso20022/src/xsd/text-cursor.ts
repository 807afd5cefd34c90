/**
 * Lines and columns as libxml2 and the issue count them: a line ends at LF, CRLF or a lone CR
 * (XML end-of-line handling), a column is a count of code points, not of UTF-16 units. The cursor
 * only moves forward over text the caller still holds, so a long file is counted once, in pieces.
 */
export class TextCursor {
  /** 1-based line and 0-based column (code points before) at `offset`. */
  line = 1;
  column = 0;
  offset: number;
  private isAfterCarriageReturn = false;

  constructor(offset = 0) {
    this.offset = offset;
  }

  /** Moves to `target`, reading `text`, which holds the characters from `textStart` on. */
  advance(text: string, textStart: number, target: number): void {
    for (let index = this.offset - textStart; index < target - textStart; index++) {
      const unit = text.charCodeAt(index);
      if (unit === 0x0a) {
        if (!this.isAfterCarriageReturn) this.line++;
        this.column = 0;
      } else if (unit === 0x0d) {
        this.line++;
        this.column = 0;
      } else if (unit < 0xdc00 || unit > 0xdfff) {
        // A low surrogate completes the code point its high surrogate already counted.
        this.column++;
      }
      this.isAfterCarriageReturn = unit === 0x0d;
    }
    this.offset = target;
  }
}

/** How many lines `text` adds when placed after a line break (its line breaks, as XML counts them). */
export function countLineBreaks(text: string): number {
  const cursor = new TextCursor();
  cursor.advance(text, 0, text.length);
  return cursor.line - 1;
}
