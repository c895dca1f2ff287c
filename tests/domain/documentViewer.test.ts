import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  extensionOf,
  fileNameOf,
  isPdfPasswordWithinLimit,
  jumpedTime,
  nextQuarter,
  viewerKindOf,
  ZOOM,
  zoomIn,
  zoomOut,
} from '../../src/domain/documents/viewer.ts';

describe('the viewer by extension', () => {
  it.each([
    ['documents/1/aadhar_front.JPG', 'image'],
    ['pan.png', 'image'],
    ['statement.pdf?x=1', 'pdf'],
    ['visit.mkv', 'video'],
    ['visit.mp4', 'video'],
    ['call.wav', 'audio'],
    ['passbook.xlsx', 'office'],
    ['agreement.docx', 'office'],
    ['deck.ppt', 'office'],
    ['notes.txt', 'none'],
    ['README', 'none'],
    ['.hidden', 'none'],
  ])('%s opens in the %s viewer', (uri, kind) => {
    expect(viewerKindOf(uri)).toBe(kind);
  });

  it('reads the file name and extension from the uri only', () => {
    expect(fileNameOf('a/b/c.d/salary.PDF#page=2')).toBe('salary.PDF');
    expect(extensionOf('a/b.c/salary')).toBe('');
  });
});

describe('rotation, zoom, password and video rules', () => {
  it('rotates in 4 quarter steps, back to upright', () => {
    expect([0, 1, 2, 3].map(nextQuarter)).toEqual([1, 2, 3, 0]);
  });

  it('zooms within its bounds', () => {
    expect(zoomOut(ZOOM.min)).toBe(ZOOM.min);
    expect(zoomIn(ZOOM.max)).toBe(ZOOM.max);
    expect(canZoomIn(ZOOM.max)).toBe(false);
    expect(canZoomOut(ZOOM.min)).toBe(false);
    expect(zoomIn(ZOOM.initial)).toBe(1.25);
  });

  it('takes a PDF password of at most 50 characters', () => {
    expect(isPdfPasswordWithinLimit('x'.repeat(50))).toBe(true);
    expect(isPdfPasswordWithinLimit('x'.repeat(51))).toBe(false);
  });

  it('jumps a video 10 seconds, within the video', () => {
    expect(jumpedTime(30, 120, 1)).toBe(40);
    expect(jumpedTime(30, 120, -1)).toBe(20);
    expect(jumpedTime(5, 120, -1)).toBe(0);
    expect(jumpedTime(115, 120, 1)).toBe(120);
    expect(jumpedTime(5, Number.NaN, 1)).toBe(15);
  });
});
