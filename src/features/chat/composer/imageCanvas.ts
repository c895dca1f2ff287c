/** A canvas's picture as a JPEG (crops and camera photos are sent as jpeg). */
export function canvasJpeg(canvas: HTMLCanvasElement, quality = 0.9): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made'))),
      'image/jpeg',
      quality,
    ),
  );
}

export type Rect = { x: number; y: number; width: number; height: number };

/** The rectangle between two points, in the image's own pixels. */
export function rectBetween(a: { x: number; y: number }, b: { x: number; y: number }): Rect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(a.x - b.x),
    height: Math.abs(a.y - b.y),
  };
}

/** The part of the source inside `rect` (all of it without one) drawn on a new canvas. */
export function cropped(
  source: CanvasImageSource,
  size: { width: number; height: number },
  rect: Rect | null,
) {
  const area = rect && rect.width >= 4 && rect.height >= 4 ? rect : { x: 0, y: 0, ...size };
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  canvas
    .getContext('2d')
    ?.drawImage(source, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvas;
}
