/**
 * A URL as a QR code, as an SVG document and as a PNG data URL (for slides).
 *
 * The symbol itself comes from the `qrcode` package (`create()`: version,
 * error correction, masking); both images are drawn here from its module
 * matrix, without a canvas, so the same code runs in the browser and in the
 * unit tests that decode the PNG back to the URL. Dark modules are always
 * black on white, whatever the site's colour mode: scanners expect that.
 *
 * Pages load this module with a dynamic `import()` when the QR dialog opens,
 * so the library stays out of their initial JavaScript.
 */
import { create, type QRCode } from 'qrcode';

export type QrErrorCorrection = 'L' | 'M' | 'Q' | 'H';

export interface QrOptions {
  /** Error correction level; `M` (15 %) by default, `L` is tried when `M` cannot hold the text. */
  readonly errorCorrection?: QrErrorCorrection;
  /** Quiet zone around the symbol, in modules. The standard asks for 4. */
  readonly margin?: number;
  /** Pixels per module in the PNG; by default about 1,000 px across in total. */
  readonly pixelsPerModule?: number;
}

/** The square grid of modules, quiet zone excluded. */
export interface QrMatrix {
  /** Modules per side. */
  readonly size: number;
  readonly version: number;
  readonly errorCorrection: QrErrorCorrection;
  /** Whether the module in row `row`, column `column` is dark. */
  readonly isDark: (row: number, column: number) => boolean;
}

export interface QrImages {
  readonly text: string;
  readonly version: number;
  readonly errorCorrection: QrErrorCorrection;
  /** Modules per side, quiet zone excluded. */
  readonly moduleCount: number;
  /** A standalone SVG document. */
  readonly svg: string;
  readonly svgDataUrl: string;
  /** `data:image/png;base64,…` */
  readonly pngDataUrl: string;
  /** Width (= height) of the PNG in pixels. */
  readonly pngSize: number;
}

export type QrFailure = 'empty' | 'tooLong';

export type QrOutcome =
  | { readonly ok: true; readonly value: QrImages }
  | { readonly ok: false; readonly code: QrFailure };

const DEFAULT_MARGIN = 4;
/** The PNG is about this many pixels across unless told otherwise. */
const TARGET_PNG_PIXELS = 1_000;
const MAX_PIXELS_PER_MODULE = 32;

const LEVEL_NAMES: Readonly<Record<number, QrErrorCorrection>> = { 1: 'L', 0: 'M', 3: 'Q', 2: 'H' };

/**
 * Encodes text into a QR module matrix. Returns null when the text does not
 * fit in a version-40 symbol at the given level.
 */
export function qrMatrix(text: string, errorCorrection: QrErrorCorrection): QrMatrix | null {
  let symbol: QRCode;
  try {
    symbol = create(text, { errorCorrectionLevel: errorCorrection });
  } catch {
    return null;
  }
  const { modules } = symbol;
  const size = modules.size;
  const data = modules.data;
  return {
    size,
    version: symbol.version,
    errorCorrection: LEVEL_NAMES[symbol.errorCorrectionLevel.bit] ?? errorCorrection,
    isDark: (row, column) => data[row * size + column] === 1,
  };
}

/** An SVG document: one path of dark runs on a white square. */
export function qrSvg(matrix: QrMatrix, margin: number = DEFAULT_MARGIN): string {
  const total = matrix.size + 2 * margin;
  let path = '';
  for (let row = 0; row < matrix.size; row += 1) {
    let column = 0;
    while (column < matrix.size) {
      if (!matrix.isDark(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < matrix.size && matrix.isDark(row, column)) column += 1;
      const run = column - start;
      path += `M${start + margin} ${row + margin}h${run}v1h-${run}z`;
    }
  }
  const pixels = total * 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${total} ${total}" ` +
    `width="${pixels}" height="${pixels}" shape-rendering="crispEdges">` +
    `<rect width="${total}" height="${total}" fill="#ffffff"/>` +
    `<path fill="#000000" d="${path}"/></svg>`
  );
}

// ---- PNG ------------------------------------------------------------------

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class ByteWriter {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  bytes(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  u8(value: number): void {
    this.bytes(Uint8Array.of(value & 0xff));
  }

  u16le(value: number): void {
    this.bytes(Uint8Array.of(value & 0xff, (value >>> 8) & 0xff));
  }

  u32be(value: number): void {
    this.bytes(
      Uint8Array.of(
        (value >>> 24) & 0xff,
        (value >>> 16) & 0xff,
        (value >>> 8) & 0xff,
        value & 0xff,
      ),
    );
  }

  result(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.length;
    }
    return out;
  }
}

/** A zlib stream of stored (uncompressed) deflate blocks: small code, valid everywhere. */
function zlibStored(data: Uint8Array): Uint8Array {
  const writer = new ByteWriter();
  writer.u8(0x78);
  writer.u8(0x01);
  const BLOCK = 65_535;
  let offset = 0;
  do {
    const length = Math.min(BLOCK, data.length - offset);
    const final = offset + length >= data.length;
    writer.u8(final ? 1 : 0);
    writer.u16le(length);
    writer.u16le(~length & 0xffff);
    writer.bytes(data.subarray(offset, offset + length));
    offset += length;
  } while (offset < data.length);
  writer.u32be(adler32(data));
  return writer.result();
}

function pngChunk(writer: ByteWriter, type: string, data: Uint8Array): void {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  writer.u32be(data.length);
  writer.bytes(typed);
  writer.u32be(crc32(typed));
}

/** A 1-bit greyscale PNG of the symbol with its quiet zone. */
export function qrPng(
  matrix: QrMatrix,
  margin: number = DEFAULT_MARGIN,
  pixelsPerModule?: number,
): { bytes: Uint8Array; size: number } {
  const total = matrix.size + 2 * margin;
  const scale = Math.max(
    1,
    Math.min(
      MAX_PIXELS_PER_MODULE,
      Math.floor(pixelsPerModule ?? Math.max(4, Math.round(TARGET_PNG_PIXELS / total))),
    ),
  );
  const size = total * scale;
  const rowBytes = Math.ceil(size / 8);
  const raw = new Uint8Array((rowBytes + 1) * size);
  for (let y = 0; y < size; y += 1) {
    const moduleRow = Math.floor(y / scale) - margin;
    const rowStart = y * (rowBytes + 1);
    raw[rowStart] = 0; // filter: none
    for (let x = 0; x < size; x += 1) {
      const moduleColumn = Math.floor(x / scale) - margin;
      const dark =
        moduleRow >= 0 &&
        moduleRow < matrix.size &&
        moduleColumn >= 0 &&
        moduleColumn < matrix.size &&
        matrix.isDark(moduleRow, moduleColumn);
      // Greyscale 1-bit: 1 is white, 0 is black.
      if (!dark) {
        const index = rowStart + 1 + (x >>> 3);
        raw[index] = (raw[index] ?? 0) | (0x80 >>> (x & 7));
      }
    }
    // Padding bits past the image's right edge stay 0; decoders ignore them.
  }

  const header = new ByteWriter();
  header.u32be(size);
  header.u32be(size);
  header.bytes(Uint8Array.of(1, 0, 0, 0, 0)); // bit depth 1, greyscale, deflate, filter 0, no interlace

  const writer = new ByteWriter();
  writer.bytes(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a));
  pngChunk(writer, 'IHDR', header.result());
  pngChunk(writer, 'IDAT', zlibStored(raw));
  pngChunk(writer, 'IEND', new Uint8Array(0));
  return { bytes: writer.result(), size };
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/**
 * Both images of a QR code for `text` (a URL). `M` error correction keeps a
 * code projected on a slide readable; a text too long for `M` falls back to
 * `L`, and one too long even for that is reported, not truncated.
 */
export function createQrImages(text: string, options: QrOptions = {}): QrOutcome {
  if (text === '') return { ok: false, code: 'empty' };
  const margin = Math.max(0, Math.floor(options.margin ?? DEFAULT_MARGIN));
  const preferred = options.errorCorrection ?? 'M';
  const matrix =
    qrMatrix(text, preferred) ??
    (preferred === 'L' || options.errorCorrection !== undefined ? null : qrMatrix(text, 'L'));
  if (!matrix) return { ok: false, code: 'tooLong' };
  const svg = qrSvg(matrix, margin);
  const png = qrPng(matrix, margin, options.pixelsPerModule);
  return {
    ok: true,
    value: {
      text,
      version: matrix.version,
      errorCorrection: matrix.errorCorrection,
      moduleCount: matrix.size,
      svg,
      svgDataUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
      pngDataUrl: `data:image/png;base64,${base64(png.bytes)}`,
      pngSize: png.size,
    },
  };
}
