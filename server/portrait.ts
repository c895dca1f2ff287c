// A customer photo for the demo data: a small head-and-shoulders picture, the same every time for
// the same customer (the seed has no real photos to ship).

const escapeXml = (text: string) => text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);

export function portrait(name: string, id: number): string {
  const hue = (id * 53) % 360;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524'][id % 4];
  const hair = ['#2b1b0e', '#4a3020', '#111111', '#6b4a2b'][(id >> 2) % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><title>${escapeXml(name)}</title><rect width="96" height="96" fill="hsl(${hue},45%,82%)"/><path d="M14 96c2-22 16-32 34-32s32 10 34 32z" fill="hsl(${hue},40%,38%)"/><circle cx="48" cy="40" r="19" fill="${skin}"/><path d="M29 38c0-14 9-21 19-21s19 7 19 21c-5-7-12-9-19-9s-14 2-19 9z" fill="${hair}"/></svg>`;
}
