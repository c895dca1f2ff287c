// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { isQrImageSource, QrCode } from '../../src/features/public/qr/QrCode.tsx';
import { encodeQr, type QrMatrix } from '../../src/features/public/qr/qrEncode.ts';

/** Rows of a symbol as hex, the way the references below are written. */
function hexRows(qr: QrMatrix): string[] {
  const rows: string[] = [];
  for (let y = 0; y < qr.size; y++) {
    let bits = '';
    for (let x = 0; x < qr.size; x++) bits += qr.dark(x, y) ? '1' : '0';
    rows.push(
      BigInt(`0b${bits}`)
        .toString(16)
        .padStart(Math.ceil(qr.size / 4), '0'),
    );
  }
  return rows;
}

// Produced by an independent encoder (libqrencode: level M, byte mode, same version), whose
// mask choice agrees with the library's for these inputs.
const REFERENCE = {
  hi: [
    '1fcf7f',
    '104d41',
    '175b5d',
    '17595d',
    '17535d',
    '105941',
    '1fd57f',
    '001700',
    '17c17c',
    '0ea521',
    '066a9e',
    '1d0834',
    '1d4295',
    '0013c9',
    '1fc562',
    '105fc9',
    '175124',
    '175d24',
    '17529c',
    '104c34',
    '1fd69e',
  ],
  // Version 7: four error-correction blocks and the version information blocks.
  card: [
    '1fc52a88e97f',
    '104fb63ea241',
    '1758ec21fa5d',
    '17576d68635d',
    '175f0bf0675d',
    '1055a91a8041',
    '1fd55555557f',
    '0013411b7d00',
    '17c039f8e67c',
    '059f26b2e313',
    '1475de158fea',
    '0a98ac3259dc',
    '04c70e59eec1',
    '132f486bd907',
    '0c6907fd84ee',
    '0734ce71191e',
    '1b5f7e986088',
    '12870868d387',
    '166377be36ee',
    '1490de3dba3e',
    '0dfc2ff4e3f8',
    '0d1b191ce31d',
    '055cf5528756',
    '0b108d1f751f',
    '11f645f4e7fb',
    '02992fdae1a9',
    '1258b48684aa',
    '1783871276fd',
    '0bc14e0ae45b',
    '0986b168e147',
    '02c74e9e8c2e',
    '069f97215b6e',
    '1d67fb08c118',
    '05262f68c387',
    '017259ae150e',
    '0f10e8317bee',
    '135101f8e1f8',
    '0014af10e31d',
    '1fcd0f5a8754',
    '1058df157b1d',
    '17542df8e7f8',
    '175b0eb8e215',
    '175690158f8a',
    '1044a9215b8c',
    '1fd09e38e5e2',
  ],
};
const CARD_TEXT = `https://kosh.example.in/lender/kosh/1222?card=${'q'.repeat(64)}`;

describe('QR encoder', () => {
  it('matches an independent encoder, module for module', () => {
    expect(hexRows(encodeQr('hi')!)).toEqual(REFERENCE.hi);
    expect(hexRows(encodeQr(CARD_TEXT)!)).toEqual(REFERENCE.card);
  });

  it('reads back as the text with a decoder', () => {
    for (const text of ['hi', CARD_TEXT, 'http://localhost/lender/kosh/7', 'a'.repeat(213)]) {
      const qr = encodeQr(text)!;
      const scale = 4;
      const side = (qr.size + 8) * scale;
      const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
      for (let y = 0; y < qr.size; y++) {
        for (let x = 0; x < qr.size; x++) {
          if (!qr.dark(x, y)) continue;
          for (let dy = 0; dy < scale; dy++) {
            for (let dx = 0; dx < scale; dx++) {
              const at = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
              pixels.fill(0, at, at + 3);
            }
          }
        }
      }
      expect(jsQR(pixels, side, side)?.data, text).toBe(text);
    }
  });

  it('picks the smallest version that holds the text, up to version 10', () => {
    const sizeOf = (length: number) => encodeQr('a'.repeat(length))?.size ?? null;
    expect([sizeOf(14), sizeOf(15), sizeOf(26), sizeOf(27), sizeOf(213), sizeOf(214)]).toEqual([
      21,
      25,
      25,
      29,
      57,
      null,
    ]);
  });
});

describe('QrCode', () => {
  it('draws a text as a QR image', () => {
    render(<QrCode value="http://localhost/lender/kosh/7" label="QR code" />);
    const image = screen.getByRole('img', { name: 'QR code' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveAttribute('data-qr-text', 'http://localhost/lender/kosh/7');
  });

  it('shows an image source as it is', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    render(<QrCode value={png} label="QR code" />);
    expect(screen.getByRole('img', { name: 'QR code' })).toHaveAttribute('src', png);
    expect(isQrImageSource('https://cdn.example.in/qr/7.png?v=2')).toBe(true);
    expect(isQrImageSource('https://kosh.example.in/lender/kosh/7')).toBe(false);
  });

  it('falls back to the text when it is too long for a symbol', () => {
    const long = `https://kosh.example.in/${'x'.repeat(300)}`;
    render(<QrCode value={long} label="QR code" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText(long)).toBeVisible();
  });
});
