import { degreesOf } from '../../../domain/documents/viewer.ts';

const JPEG_QUALITY = 0.92;

/** The image turned clockwise by `quarter` quarter turns, re-encoded as jpeg through a canvas. */
export async function rotatedJpeg(image: Blob, quarter: number): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const sideways = quarter % 2 === 1;
    const canvas = document.createElement('canvas');
    canvas.width = sideways ? bitmap.height : bitmap.width;
    canvas.height = sideways ? bitmap.width : bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No canvas to turn the image');
    // jpeg has no transparency: a white ground instead of black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.translate(canvas.width / 2, canvas.height / 2);
    context.rotate((degreesOf(quarter) * Math.PI) / 180);
    context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
