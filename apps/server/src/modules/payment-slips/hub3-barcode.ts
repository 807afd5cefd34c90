import bwipjs from 'bwip-js/node';
import { encodeHub3Bytes } from '@poslovno/domain';

/**
 * The HUB3 barcode as the Croatian Banking Association's "Format zapisa PDF417 2D bar-koda prema
 * HUB3 standardu" sets it: PDF417, error correction level 4, 9 data columns, rows three modules
 * high, the text in ISO-8859-2. bwip-js takes the payload's bytes as "binary text" (one character
 * per byte), so that Ž goes in as 0xAE and not as UTF-8.
 */
const HUB3_SYMBOL = {
  bcid: 'pdf417',
  eclevel: 4,
  columns: 9,
  rowmult: 3,
  binarytext: true,
} as const;

/** A PDF417 needs two modules of quiet zone around it; bwip-js pads in modules. */
const QUIET_ZONE_MODULES = 2;
/** Pixels per module of the PNG: 222 modules a row make it 690 px wide, 300 dpi at 58 mm. */
const PNG_PIXELS_PER_MODULE = 3;
/** bwip-js draws transparent pixels unless told a background; a scanner or a print sees white. */
const WHITE = 'FFFFFF';

/** The options bwip-js passes on to BWIPP's pdf417 encoder, which its types leave out. */
interface TPdf417Options {
  eclevel: number;
  columns: number;
  rowmult: number;
}

function toBinaryText(payload: string): string {
  return Buffer.from(encodeHub3Bytes(payload)).toString('latin1');
}

function readSymbolOptions(payload: string): bwipjs.RenderOptions & TPdf417Options {
  return {
    ...HUB3_SYMBOL,
    text: toBinaryText(payload),
    padding: QUIET_ZONE_MODULES,
    backgroundcolor: WHITE,
  };
}

/** The barcode as a PNG on white, three pixels a module. */
export function drawHub3Png(payload: string): Promise<Buffer> {
  return bwipjs.toBuffer({ ...readSymbolOptions(payload), scale: PNG_PIXELS_PER_MODULE });
}

/** The barcode as SVG, in modules (its viewBox), on white. */
export function drawHub3Svg(payload: string): string {
  return bwipjs.toSVG({ ...readSymbolOptions(payload), scale: 1 });
}

/** The symbol's modules, dark or light, row by row, for drawing it as vectors (the PDF slip). */
export interface THub3Matrix {
  columns: number;
  rows: number;
  /** How many modules high a row is drawn (the standard's three). */
  rowHeightModules: number;
  isDark(row: number, column: number): boolean;
}

export function drawHub3Matrix(payload: string): THub3Matrix {
  const options: bwipjs.RawOptions & TPdf417Options = {
    ...HUB3_SYMBOL,
    text: toBinaryText(payload),
  };
  const [symbol] = bwipjs.raw(options);
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js drew no PDF417 matrix');
  // pixs holds each row once; pixy counts the modules of height, rows times their multiple.
  const { pixs, pixx, pixy } = symbol;
  const rows = pixs.length / pixx;
  return {
    columns: pixx,
    rows,
    rowHeightModules: pixy / rows,
    isDark: (row, column) => pixs[row * pixx + column] === 1,
  };
}
