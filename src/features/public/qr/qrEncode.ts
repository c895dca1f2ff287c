import { encode } from 'uqr';

/** A symbol's modules: `dark(x, y)` for 0 ≤ x, y < size (no quiet zone). */
export type QrMatrix = { size: number; dark: (x: number, y: number) => boolean };

/** The largest symbol the card draws (57 modules): longer texts are shown as text. */
const MAX_VERSION = 10;

/**
 * The QR Code of `text` at error correction level M, in the smallest version that holds it;
 * null when version 10 cannot.
 */
export function encodeQr(text: string): QrMatrix | null {
  try {
    const qr = encode(text, { ecc: 'M', boostEcc: false, border: 0, maxVersion: MAX_VERSION });
    return { size: qr.size, dark: (x, y) => qr.data[y]?.[x] === true };
  } catch (error) {
    // The library's way of saying the text does not fit.
    if (error instanceof RangeError) return null;
    throw error;
  }
}
