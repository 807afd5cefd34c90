/**
 * zxing-wasm's reader takes "ImageData", a browser class Node does not have; any object with its
 * three fields reads the same (hub3-barcode-reader.ts passes one). This names the shape for the
 * server, which is compiled without the DOM's types.
 */
interface ImageData {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}
