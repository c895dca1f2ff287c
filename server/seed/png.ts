// A tiny PNG encoder (8-bit RGB, no filtering) over node:zlib, for the seed's photos: no native
// image library is needed to draw a few rectangles.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

export class Canvas {
  readonly pixels: Uint8Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): this {
    for (let row = Math.max(0, y); row < Math.min(this.height, y + h); row++) {
      for (let col = Math.max(0, x); col < Math.min(this.width, x + w); col++) {
        const at = (row * this.width + col) * 3;
        this.pixels[at] = r;
        this.pixels[at + 1] = g;
        this.pixels[at + 2] = b;
      }
    }
    return this;
  }

  /** The same picture turned a quarter clockwise (a photo taken sideways). */
  rotated(): Canvas {
    const out = new Canvas(this.height, this.width, [0, 0, 0]);
    for (let row = 0; row < this.height; row++) {
      for (let col = 0; col < this.width; col++) {
        const from = (row * this.width + col) * 3;
        const to = (col * out.width + (out.width - 1 - row)) * 3;
        out.pixels.set(this.pixels.subarray(from, from + 3), to);
      }
    }
    return out;
  }
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const stride = canvas.width * 3;
  const raw = Buffer.alloc((stride + 1) * canvas.height);
  for (let row = 0; row < canvas.height; row++) {
    raw[row * (stride + 1)] = 0; // filter: none
    raw.set(canvas.pixels.subarray(row * stride, (row + 1) * stride), row * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', new Uint8Array()),
  ]);
}
