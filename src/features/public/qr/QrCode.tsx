import { useMemo } from 'react';
import { encodeQr } from './qrEncode.ts';

const QUIET_ZONE = 4;
const IMAGE_SOURCE = /^data:image\/|\.(png|jpe?g|gif|svg|webp)(\?.*)?$/i;

/**
 * The card's `qr_code`: shown as is when it is an image (a data URI or an image file address),
 * otherwise read as the text the code carries and drawn here (the reference service sends the
 * card's own address).
 */
export function isQrImageSource(value: string): boolean {
  return IMAGE_SOURCE.test(value.trim());
}

export type QrCodeProps = { value: string; label: string; size?: number };

export function QrCode({ value, label, size = 160 }: QrCodeProps) {
  const image = isQrImageSource(value);
  const path = useMemo(() => {
    if (image) return null;
    const qr = encodeQr(value);
    if (!qr) return null;
    let d = '';
    for (let y = 0; y < qr.size; y++) {
      for (let x = 0; x < qr.size; x++) {
        if (qr.dark(x, y)) d += `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { d, extent: qr.size + QUIET_ZONE * 2 };
  }, [image, value]);

  if (image) {
    return <img src={value} alt={label} width={size} height={size} className="bg-white" />;
  }
  if (!path) {
    // Longer than a small symbol holds: the text is still useful to read or copy.
    return <p className="max-w-48 break-all text-xs text-slate-600">{value}</p>;
  }
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.extent} ${path.extent}`}
      shapeRendering="crispEdges"
      data-qr-text={value}
    >
      <rect width={path.extent} height={path.extent} fill="#fff" />
      <path d={path.d} fill="#000" />
    </svg>
  );
}
