import { useEffect, useRef, useState } from 'react';
import { CHAT_COMPOSER_TEXTS as T } from '../../../../machines/chatComposer/index.ts';
import { Button } from '../../../ui/Button.tsx';
import { useObjectUrl } from '../../../ui/hooks/useObjectUrl.ts';
import { canvasJpeg, cropped, type Rect, rectBetween } from './imageCanvas.ts';

type CropEditorProps = {
  image: Blob;
  onApply: (jpeg: Blob) => void;
  onCancel: () => void;
};

/**
 * The crop editor (spec part 2 §2 'crop-and-upload'): the image on a canvas, a rectangle dragged
 * over it marks what to keep; 'Use this crop' sends that part as a JPEG (all of the image when
 * no rectangle is drawn).
 */
export function CropEditor({ image, onApply, onCancel }: CropEditorProps) {
  const url = useObjectUrl(image);
  const canvas = useRef<HTMLCanvasElement>(null);
  const picture = useRef<HTMLImageElement | null>(null);
  const [rect, setRect] = useState<Rect | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    if (!url) return;
    const img = new Image();
    img.onload = () => {
      picture.current = img;
      const target = canvas.current;
      if (!target) return;
      target.width = img.naturalWidth;
      target.height = img.naturalHeight;
      draw(target, img, null);
    };
    img.src = url;
  }, [url]);

  useEffect(() => {
    if (canvas.current && picture.current) draw(canvas.current, picture.current, rect);
  }, [rect]);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scale = event.currentTarget.width / (box.width || 1);
    return { x: (event.clientX - box.left) * scale, y: (event.clientY - box.top) * scale };
  };

  const apply = async () => {
    const img = picture.current;
    if (!img) return;
    const size = { width: img.naturalWidth, height: img.naturalHeight };
    onApply(await canvasJpeg(cropped(img, size, rect)));
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{T.cropHint}</p>
      <canvas
        ref={canvas}
        aria-label={T.cropTitle}
        className="max-h-[60vh] w-full cursor-crosshair touch-none rounded border border-slate-200 object-contain"
        onPointerDown={(event) => {
          start.current = point(event);
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }}
        onPointerMove={(event) => {
          if (start.current) setRect(rectBetween(start.current, point(event)));
        }}
        onPointerUp={() => {
          start.current = null;
        }}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {T.cancelCrop}
        </Button>
        <Button onClick={() => void apply()}>{T.applyCrop}</Button>
      </div>
    </div>
  );
}

function draw(target: HTMLCanvasElement, img: HTMLImageElement, rect: Rect | null) {
  const context = target.getContext('2d');
  if (!context) return;
  context.drawImage(img, 0, 0);
  if (!rect) return;
  // Dim what is cut away, outline what is kept.
  context.fillStyle = 'rgba(15, 23, 42, 0.5)';
  context.fillRect(0, 0, target.width, rect.y);
  context.fillRect(0, rect.y + rect.height, target.width, target.height - rect.y - rect.height);
  context.fillRect(0, rect.y, rect.x, rect.height);
  context.fillRect(rect.x + rect.width, rect.y, target.width - rect.x - rect.width, rect.height);
  context.strokeStyle = '#ffffff';
  context.lineWidth = Math.max(2, target.width / 300);
  context.strokeRect(rect.x, rect.y, rect.width, rect.height);
}
