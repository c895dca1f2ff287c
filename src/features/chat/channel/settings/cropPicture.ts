import type { PictureCrop } from '../../../../../machines/channelSettings/index.ts';

/** The uploaded picture's side, in pixels: enough for any avatar, small to send. */
export const PICTURE_SIDE = 512;

type Source = { width: number; height: number };

/** The square of the source the crop keeps: zoom shrinks it, x and y slide it (-1 … 1). */
export function cropSquare(source: Source, crop: PictureCrop) {
  const side = Math.min(source.width, source.height) / crop.zoom;
  const sx = ((source.width - side) * (crop.x + 1)) / 2;
  const sy = ((source.height - side) * (crop.y + 1)) / 2;
  return { sx, sy, side };
}

/** Draws the kept square over the whole canvas. */
export function drawCrop(canvas: HTMLCanvasElement, image: ImageBitmap, crop: PictureCrop) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const { sx, sy, side } = cropSquare(image, crop);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, sx, sy, side, side, 0, 0, canvas.width, canvas.height);
}

/** The file cropped square, as a JPEG of PICTURE_SIDE pixels. */
export async function cropToJpeg(file: Blob, crop: PictureCrop): Promise<Blob> {
  const image = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = PICTURE_SIDE;
    canvas.height = PICTURE_SIDE;
    drawCrop(canvas, image, crop);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped.'))),
        'image/jpeg',
        0.9,
      ),
    );
  } finally {
    image.close();
  }
}
