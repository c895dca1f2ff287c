import { useEffect, useRef } from 'react';
import type { PictureCrop as Crop } from '../../../../../machines/channelSettings/index.ts';
import { drawCrop } from './cropPicture.ts';

/** The square the upload will hold, drawn from the chosen file as the crop moves. */
export function CropPreview({ file, crop, label }: { file: Blob; crop: Crop; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let image: ImageBitmap | null = null;
    let cancelled = false;
    // jsdom has no createImageBitmap: the preview stays blank there, the controls still work.
    if (typeof createImageBitmap !== 'function') return;
    createImageBitmap(file)
      .then((bitmap) => {
        image = bitmap;
        if (!cancelled && canvas.current) drawCrop(canvas.current, bitmap, crop);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      image?.close();
    };
  }, [file, crop]);
  return (
    <figure className="flex flex-col items-center gap-1">
      <canvas
        ref={canvas}
        width={160}
        height={160}
        className="size-40 rounded-full bg-slate-100"
        role="img"
        aria-label={label}
      />
      <figcaption className="text-xs text-slate-600">{label}</figcaption>
    </figure>
  );
}
