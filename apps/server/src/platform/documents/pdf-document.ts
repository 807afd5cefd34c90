import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { formatMessage } from '@poslovno/contract';
import { assert, type TLocale } from '@poslovno/domain';
import { waitForRoom, writeThroughSink } from './output-sink';
import { PDF_DOCUMENT_TEXTS } from './pdf-document.texts';

// pdfkit's built-in fonts are WinAnsi only and cannot draw č ć đ š ž; DejaVu Sans can.
const resolvePackageFile = createRequire(import.meta.url).resolve;
const FONT_REGULAR = resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = resolvePackageFile('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGINS_PT = { top: 48, right: 40, bottom: 56, left: 40 };
const FOOTER_OFFSET_PT = 24;
const CELL_PADDING_X_PT = 3;
const CELL_PADDING_Y_PT = 2.5;
const TITLE_SIZE_PT = 14;
const SUBTITLE_SIZE_PT = 9;
const HEADING_SIZE_PT = 10;
const BODY_SIZE_PT = 8;
const FOOTER_SIZE_PT = 7;
const FACT_LABEL_SHARE = 0.35;
const TEXT_COLOR = '#000000';
const MUTED_COLOR = '#555555';
const HEADER_FILL_COLOR = '#e8e8e8';
const RULE_COLOR = '#c8c8c8';

const LANGUAGE_TAGS: Record<TLocale, string> = { hr: 'hr-HR', en: 'en-US' };

type TPdf = PDFKit.PDFDocument;

/** What every PDF of the bank carries: a title block on the first page and a footer on each. */
export interface TPdfSetup {
  title: string;
  subtitleLines: readonly string[];
  /** Left side of every page's footer (the page number is on the right). */
  footerText?: string;
  locale: TLocale;
  /** From the injected clock: the same input then gives the same bytes. */
  createdAt: Date;
  output: Writable;
}

export interface TPdfColumn {
  header: string;
  /** Share of the page width relative to the other columns. */
  widthWeight: number;
  align: 'left' | 'right';
}

export interface TPdfTable extends TPdfSetup {
  columns: readonly TPdfColumn[];
  /** One string per column; a long cell wraps within its column. */
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>;
}

export interface TPdfFactsSection {
  heading: string;
  facts: readonly { label: string; value: string }[];
}

export interface TPdfFacts extends TPdfSetup {
  sections: readonly TPdfFactsSection[];
}

interface TCell {
  x: number;
  width: number;
  align: 'left' | 'right';
  color: string;
}

function readContentWidthPt(doc: TPdf): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function readBodyBottomPt(doc: TPdf): number {
  return doc.page.height - doc.page.margins.bottom;
}

function drawFooter(doc: TPdf, setup: TPdfSetup, pageNumber: number): void {
  const { margins } = doc.page;
  const y = doc.page.height - margins.bottom + FOOTER_OFFSET_PT;
  const width = readContentWidthPt(doc);
  const bottomMarginPt = margins.bottom;
  // The footer sits in the bottom margin: without this, pdfkit would start a page for it.
  margins.bottom = 0;
  doc.font(FONT_REGULAR).fontSize(FOOTER_SIZE_PT).fillColor(MUTED_COLOR);
  if (setup.footerText) doc.text(setup.footerText, margins.left, y, { width, lineBreak: false });
  const pageLabel = formatMessage(setup.locale, PDF_DOCUMENT_TEXTS[setup.locale].pageLabel, {
    page: pageNumber,
  });
  doc.text(pageLabel, margins.left, y, { width, align: 'right', lineBreak: false });
  margins.bottom = bottomMarginPt;
  doc.fillColor(TEXT_COLOR);
  doc.x = margins.left;
  doc.y = margins.top;
}

type TFontWithLayoutCache = { layoutCache?: Record<string, unknown> };

/**
 * pdfkit caches the layout of every distinct word per font for the document's whole life, which
 * grows without bound over 100,000 rows; turning the cache off (fontLayoutCache: false) makes
 * layout five times slower. A cache per page keeps the speed and bounds the memory.
 */
function forgetWordLayouts(doc: TPdf): void {
  const { _fontFamilies: fonts } = doc as unknown as {
    _fontFamilies?: Record<string, TFontWithLayoutCache>;
  };
  for (const font of Object.values(fonts ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
  }
}

function openPdf(setup: TPdfSetup): TPdf {
  // No bufferPages: each page is written out when the next begins, so memory stays flat.
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGINS_PT,
    autoFirstPage: false,
    font: FONT_REGULAR,
    lang: LANGUAGE_TAGS[setup.locale],
    displayTitle: true,
    info: {
      Title: setup.title,
      Creator: 'Poslovno',
      Producer: 'Poslovno',
      CreationDate: setup.createdAt,
    },
  });
  let pageNumber = 0;
  doc.on('pageAdded', () => {
    pageNumber += 1;
    forgetWordLayouts(doc);
    drawFooter(doc, setup, pageNumber);
  });
  return doc;
}

/** A new page; the footer drawn on it leaves its own font behind, so the body font comes back. */
function startPage(doc: TPdf): void {
  doc.addPage();
  doc.font(FONT_REGULAR).fontSize(BODY_SIZE_PT);
}

function drawTitleBlock(doc: TPdf, setup: TPdfSetup): void {
  const x = doc.page.margins.left;
  const width = readContentWidthPt(doc);
  doc.font(FONT_BOLD).fontSize(TITLE_SIZE_PT).text(setup.title, x, doc.y, { width });
  doc.moveDown(0.3);
  doc.font(FONT_REGULAR).fontSize(SUBTITLE_SIZE_PT).fillColor(MUTED_COLOR);
  for (const line of setup.subtitleLines) doc.text(line, x, doc.y, { width });
  doc.fillColor(TEXT_COLOR);
  doc.moveDown(1);
}

/** Writes one PDF into `output` (not ending it); `draw` adds the first page and the content. */
async function writePdf(
  setup: TPdfSetup,
  draw: (doc: TPdf, sink: Writable) => Promise<void>,
): Promise<void> {
  await writeThroughSink(setup.output, async (sink) => {
    const doc = openPdf(setup);
    doc.pipe(sink);
    try {
      await draw(doc, sink);
    } catch (error) {
      doc.unpipe(sink);
      doc.destroy();
      throw error;
    }
    doc.end();
  });
}

function layoutColumns(doc: TPdf, columns: readonly TPdfColumn[]): TCell[] {
  const totalWeight = columns.reduce((sum, column) => sum + column.widthWeight, 0);
  const widthPt = readContentWidthPt(doc);
  let x = doc.page.margins.left;
  return columns.map((column) => {
    const width = (widthPt * column.widthWeight) / totalWeight;
    const cell = { x, width, align: column.align, color: TEXT_COLOR };
    x += cell.width;
    return cell;
  });
}

function measureTextPt(doc: TPdf, text: string, cell: TCell): number {
  const widthPt = cell.width - 2 * CELL_PADDING_X_PT;
  // Most cells fit on one line, and measuring a width is far cheaper than wrapping.
  if (!text.includes('\n') && doc.widthOfString(text) <= widthPt)
    return doc.currentLineHeight(true);
  return doc.heightOfString(text, { width: widthPt });
}

/** The tallest cell sets the row height; a cell taller than a page is cut off with an ellipsis. */
function measureRowPt(doc: TPdf, cells: readonly TCell[], texts: readonly string[], maxPt: number) {
  const textPt = Math.max(
    ...cells.map((cell, index) => measureTextPt(doc, texts[index] ?? '', cell)),
  );
  return Math.min(textPt, maxPt) + 2 * CELL_PADDING_Y_PT;
}

function drawRule(doc: TPdf, y: number): void {
  const x = doc.page.margins.left;
  doc
    .moveTo(x, y)
    .lineTo(x + readContentWidthPt(doc), y)
    .lineWidth(0.5)
    .strokeColor(RULE_COLOR)
    .stroke();
}

function drawRow(doc: TPdf, cells: readonly TCell[], texts: readonly string[], heightPt: number) {
  const y = doc.y;
  cells.forEach((cell, index) => {
    doc
      .fillColor(cell.color)
      .text(texts[index] ?? '', cell.x + CELL_PADDING_X_PT, y + CELL_PADDING_Y_PT, {
        width: cell.width - 2 * CELL_PADDING_X_PT,
        height: heightPt - 2 * CELL_PADDING_Y_PT,
        ellipsis: true,
        align: cell.align,
      });
  });
  doc.fillColor(TEXT_COLOR);
  drawRule(doc, y + heightPt);
  doc.x = doc.page.margins.left;
  doc.y = y + heightPt;
}

function drawHeaderRow(doc: TPdf, cells: readonly TCell[], headers: readonly string[]): void {
  doc.font(FONT_BOLD).fontSize(BODY_SIZE_PT);
  const heightPt = measureRowPt(doc, cells, headers, Infinity);
  doc
    .rect(doc.page.margins.left, doc.y, readContentWidthPt(doc), heightPt)
    .fill(HEADER_FILL_COLOR)
    .fillColor(TEXT_COLOR);
  drawRow(doc, cells, headers, heightPt);
  doc.font(FONT_REGULAR);
}

/**
 * A table of rows (transaction list, statement, balance report) as an A4 PDF: the title block on
 * the first page, the header row repeated on every page, "page N" in every footer. Pages are
 * written out as they fill and rows are pulled only while `output` keeps up.
 */
export async function writePdfTable(table: TPdfTable): Promise<void> {
  assert(table.columns.length > 0, 'a PDF table has at least one column');
  assert(
    table.columns.every((column) => column.widthWeight > 0),
    'a PDF column has a positive width weight',
  );
  const headers = table.columns.map((column) => column.header);
  await writePdf(table, async (doc, sink) => {
    startPage(doc);
    drawTitleBlock(doc, table);
    const cells = layoutColumns(doc, table.columns);
    drawHeaderRow(doc, cells, headers);
    const maxRowTextPt = readBodyBottomPt(doc) - doc.y - 2 * CELL_PADDING_Y_PT;
    for await (const row of table.rows) {
      assert(row.length === cells.length, 'a PDF table row has one text per column');
      const heightPt = measureRowPt(doc, cells, row, maxRowTextPt);
      if (doc.y + heightPt > readBodyBottomPt(doc)) {
        // The finished page has just been written out: the moment to let the output catch up.
        startPage(doc);
        await waitForRoom(sink);
        drawHeaderRow(doc, cells, headers);
      }
      drawRow(doc, cells, row, heightPt);
    }
  });
}

function drawSectionHeading(doc: TPdf, heading: string): void {
  doc.font(FONT_BOLD).fontSize(HEADING_SIZE_PT);
  const heightPt = doc.heightOfString(heading) + 2 * CELL_PADDING_Y_PT;
  if (doc.y + heightPt * 3 > readBodyBottomPt(doc)) {
    startPage(doc);
    doc.font(FONT_BOLD).fontSize(HEADING_SIZE_PT);
  }
  const y = doc.y;
  doc.text(heading, doc.page.margins.left, y + CELL_PADDING_Y_PT, {
    width: readContentWidthPt(doc),
  });
  drawRule(doc, y + heightPt);
  doc.y = y + heightPt;
  doc.font(FONT_REGULAR).fontSize(BODY_SIZE_PT);
}

/** One item as label/value pairs in sections: a transaction's confirmation, a statement header. */
export async function writePdfFacts(facts: TPdfFacts): Promise<void> {
  await writePdf(facts, (doc) => {
    startPage(doc);
    drawTitleBlock(doc, facts);
    const widthPt = readContentWidthPt(doc);
    const labelWidthPt = widthPt * FACT_LABEL_SHARE;
    const cells: TCell[] = [
      { x: doc.page.margins.left, width: labelWidthPt, align: 'left', color: MUTED_COLOR },
      {
        x: doc.page.margins.left + labelWidthPt,
        width: widthPt - labelWidthPt,
        align: 'left',
        color: TEXT_COLOR,
      },
    ];
    const maxFactTextPt = readBodyBottomPt(doc) - doc.page.margins.top - 2 * CELL_PADDING_Y_PT;
    for (const section of facts.sections) {
      drawSectionHeading(doc, section.heading);
      for (const fact of section.facts) {
        const texts = [fact.label, fact.value];
        const heightPt = measureRowPt(doc, cells, texts, maxFactTextPt);
        if (doc.y + heightPt > readBodyBottomPt(doc)) startPage(doc);
        drawRow(doc, cells, texts, heightPt);
      }
      doc.moveDown(1);
    }
    return Promise.resolve();
  });
}

/** The bank's fonts by weight, for a document its caller lays out. */
export const PDF_FONTS = { regular: FONT_REGULAR, bold: FONT_BOLD } as const;

/**
 * A document its caller lays out itself (a printed form such as the HUB-3A payment slip) with the
 * bank's fonts, metadata and footer: `draw` gets the first page and may add more.
 */
export async function writePdfDrawing(
  setup: TPdfSetup,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<void> {
  await writePdf(setup, (doc) => {
    startPage(doc);
    draw(doc);
    return Promise.resolve();
  });
}
