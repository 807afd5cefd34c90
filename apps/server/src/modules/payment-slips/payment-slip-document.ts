import type { Writable } from 'node:stream';
import {
  formatIbanGrouped,
  formatMinorAsDecimal,
  type THub3Slip,
  type TLocale,
} from '@poslovno/domain';
import { PDF_FONTS, writePdfDrawing } from '../../platform/documents/pdf-document';
import { drawHub3Matrix, type THub3Matrix } from './hub3-barcode';

/**
 * The printable HUB-3A form ("Nalog za plaćanje", the standard's paper slip, 210 × 99 mm) at the
 * top of an A4 page: payer, currency and amount, payee, the payee's IBAN, model and reference,
 * purpose code and description, the PDF417 barcode bottom-left, and the payer's receipt on the
 * right. The form's words are the standard's Croatian ones in every language, as on paper.
 */

type TPdf = PDFKit.PDFDocument;

const POINTS_PER_MM = 72 / 25.4;
const mm = (value: number) => value * POINTS_PER_MM;

const SLIP_WIDTH_MM = 210;
const SLIP_HEIGHT_MM = 99;
/** The order's part; the receipt ("Potvrda za platitelja") takes the rest on the right. */
const ORDER_WIDTH_MM = 150;
/** HUB3: the barcode is 58 mm wide, quiet zone included, at most 26 mm high. */
const BARCODE_WIDTH_MM = 58;
const BARCODE_QUIET_MODULES = 2;
const LABEL_SIZE_PT = 5.5;
const VALUE_SIZE_PT = 8.5;
const TITLE_SIZE_PT = 11;
const LINE_COLOR = '#9b2335';
const LABEL_COLOR = '#555555';
const TEXT_COLOR = '#000000';

interface TBox {
  label: string;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  lines: readonly string[];
}

function drawBox(doc: TPdf, box: TBox): void {
  const x = mm(box.xMm);
  const y = mm(box.yMm);
  const width = mm(box.widthMm);
  doc.rect(x, y, width, mm(box.heightMm)).lineWidth(0.6).strokeColor(LINE_COLOR).stroke();
  doc
    .font(PDF_FONTS.regular)
    .fontSize(LABEL_SIZE_PT)
    .fillColor(LABEL_COLOR)
    .text(box.label, x + 2, y + 1.5, { width: width - 4, lineBreak: false });
  doc.font(PDF_FONTS.bold).fontSize(VALUE_SIZE_PT).fillColor(TEXT_COLOR);
  box.lines.forEach((line, index) => {
    doc.text(line, x + 3, y + mm(3) + index * (VALUE_SIZE_PT + 2), {
      width: width - 6,
      lineBreak: false,
      ellipsis: true,
    });
  });
}

/** The amount as a Croatian slip writes it: "=1.234,56"; an empty amount is left for the payer. */
function formatSlipAmount(slip: THub3Slip): string {
  if (slip.amountMinor === 0n) return '';
  const [integer = '0', fraction = '00'] = formatMinorAsDecimal(slip.amountMinor, 'EUR').split('.');
  return `=${integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
}

function drawOrder(doc: TPdf, slip: THub3Slip): void {
  doc
    .font(PDF_FONTS.bold)
    .fontSize(TITLE_SIZE_PT)
    .fillColor(TEXT_COLOR)
    .text('NALOG ZA PLAĆANJE', mm(75), mm(4), { width: mm(70), align: 'center' });
  const boxes: TBox[] = [
    {
      label: 'PLATITELJ (naziv/ime i adresa)',
      xMm: 5,
      yMm: 10,
      widthMm: 66,
      heightMm: 22,
      lines: [slip.payerName, slip.payerStreet, slip.payerPlace],
    },
    {
      label: 'Valuta plaćanja',
      xMm: 75,
      yMm: 11,
      widthMm: 18,
      heightMm: 9,
      lines: [slip.currency],
    },
    {
      label: 'Iznos',
      xMm: 95,
      yMm: 11,
      widthMm: 50,
      heightMm: 9,
      lines: [formatSlipAmount(slip)],
    },
    {
      label: 'IBAN ili broj računa platitelja',
      xMm: 75,
      yMm: 22,
      widthMm: 70,
      heightMm: 9,
      lines: [''],
    },
    {
      label: 'PRIMATELJ (naziv/ime i adresa)',
      xMm: 5,
      yMm: 36,
      widthMm: 66,
      heightMm: 22,
      lines: [slip.payeeName, slip.payeeStreet, slip.payeePlace],
    },
    {
      label: 'IBAN ili broj računa primatelja',
      xMm: 75,
      yMm: 36,
      widthMm: 70,
      heightMm: 9,
      lines: [formatIbanGrouped(slip.payeeIban)],
    },
    { label: 'Model', xMm: 75, yMm: 47, widthMm: 14, heightMm: 9, lines: [slip.model] },
    {
      label: 'Poziv na broj primatelja',
      xMm: 91,
      yMm: 47,
      widthMm: 54,
      heightMm: 9,
      lines: [slip.reference],
    },
    {
      label: 'Šifra namjene',
      xMm: 75,
      yMm: 58,
      widthMm: 18,
      heightMm: 9,
      lines: [slip.purposeCode],
    },
    {
      label: 'Opis plaćanja',
      xMm: 95,
      yMm: 58,
      widthMm: 50,
      heightMm: 13,
      lines: [slip.description],
    },
    { label: 'Datum izvršenja', xMm: 75, yMm: 73, widthMm: 34, heightMm: 9, lines: [''] },
  ];
  boxes.forEach((box) => drawBox(doc, box));
  doc
    .font(PDF_FONTS.regular)
    .fontSize(LABEL_SIZE_PT)
    .fillColor(LABEL_COLOR)
    .text('Obr. HUB-3A', mm(ORDER_WIDTH_MM - 25), mm(SLIP_HEIGHT_MM - 5), {
      width: mm(22),
      align: 'right',
    });
}

function drawReceipt(doc: TPdf, slip: THub3Slip): void {
  const x = ORDER_WIDTH_MM + 4;
  const width = SLIP_WIDTH_MM - ORDER_WIDTH_MM - 8;
  doc
    .font(PDF_FONTS.bold)
    .fontSize(8)
    .fillColor(TEXT_COLOR)
    .text('POTVRDA ZA PLATITELJA', mm(x), mm(4), { width: mm(width), align: 'center' });
  const lines: [string, string][] = [
    ['Valuta i iznos', `${slip.currency} ${formatSlipAmount(slip)}`],
    ['Platitelj', slip.payerName],
    ['Primatelj', slip.payeeName],
    ['IBAN primatelja', slip.payeeIban],
    ['Model i poziv na broj primatelja', `${slip.model} ${slip.reference}`.trim()],
    ['Opis plaćanja', slip.description],
  ];
  lines.forEach(([label, value], index) =>
    drawBox(doc, {
      label,
      xMm: x,
      yMm: 11 + index * 12,
      widthMm: width,
      heightMm: 10,
      lines: [value],
    }),
  );
}

/** The barcode as vector bars: crisp at any printer's resolution. */
function drawBarcode(doc: TPdf, matrix: THub3Matrix, origin: { xMm: number; yMm: number }): void {
  const module = mm(BARCODE_WIDTH_MM) / (matrix.columns + 2 * BARCODE_QUIET_MODULES);
  const rowHeight = module * matrix.rowHeightModules;
  const height = matrix.rows * rowHeight + 2 * BARCODE_QUIET_MODULES * module;
  const left = mm(origin.xMm);
  const top = mm(origin.yMm);
  doc.rect(left, top, mm(BARCODE_WIDTH_MM), height).fill('#ffffff');
  const x0 = left + BARCODE_QUIET_MODULES * module;
  const y0 = top + BARCODE_QUIET_MODULES * module;
  for (let row = 0; row < matrix.rows; row += 1) {
    let column = 0;
    while (column < matrix.columns) {
      if (!matrix.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.columns && matrix.isDark(row, column)) column += 1;
      doc.rect(x0 + start * module, y0 + row * rowHeight, (column - start) * module, rowHeight);
    }
  }
  doc.fill(TEXT_COLOR);
}

function drawSlip(doc: TPdf, slip: THub3Slip, payload: string): void {
  doc
    .rect(0, 0, mm(SLIP_WIDTH_MM), mm(SLIP_HEIGHT_MM))
    .lineWidth(0.8)
    .strokeColor(LINE_COLOR)
    .stroke();
  doc
    .moveTo(mm(ORDER_WIDTH_MM), 0)
    .lineTo(mm(ORDER_WIDTH_MM), mm(SLIP_HEIGHT_MM))
    .dash(3, { space: 2 })
    .strokeColor(LINE_COLOR)
    .stroke()
    .undash();
  drawOrder(doc, slip);
  drawReceipt(doc, slip);
  drawBarcode(doc, drawHub3Matrix(payload), { xMm: 5, yMm: 62 });
}

/** The slip's PDF into `output`: the HUB-3A form, its barcode drawn from the stored payload. */
export async function writePaymentSlipPdf(
  output: Writable,
  slip: { fields: THub3Slip; payload: string; createdAt: Date },
  locale: TLocale,
): Promise<void> {
  await writePdfDrawing(
    {
      title: 'Nalog za plaćanje HUB-3A',
      subtitleLines: [],
      locale,
      createdAt: slip.createdAt,
      output,
    },
    (doc) => drawSlip(doc, slip.fields, slip.payload),
  );
}
