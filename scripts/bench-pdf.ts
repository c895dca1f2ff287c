// Measures the document viewer on a long PDF as a credit officer meets it: the time from opening
// a 50-page PDF to its first page drawn (pdf.js and its worker fetched cold, the file read, page 1
// drawn), each page turn from the click on 'Next page' to that page drawn, the longest task that
// held the main thread meanwhile (the page must not freeze), and the JS heap after paging through
// all 50 pages (after a garbage collection), against the heap once page 1 showed. Not a test: it
// prints numbers.
//   node scripts/bench-pdf.ts [--pages=50]
// Builds a one-page entry with Vite (production build, the viewer's lazy island and the pdf.js
// chunk and worker file exactly as the app splits them) that mounts the real DocumentViewer over a
// PDF made here with pdf-lib, serves it with `vite preview` and drives it in Chromium.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, rgb, StandardFonts } from '@cantoo/pdf-lib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright';
import { build, type Plugin, preview } from 'vite';
import { arg, percentile } from './benchSupport.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const PAGES = Number(arg('pages', '50'));
const ENTRY = 'virtual:pdf-bench';

// The viewer as a host opens it, plus clock marks: when it opened, when each page was drawn (the
// canvas says which page it holds once drawn), each click's time, and every long task.
const entry = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import '/src/index.css';
import { DocumentViewer } from '/src/features/documents/viewer/index.ts';

const marks = { openAt: 0, drawn: {}, clicks: [], longTasks: [] };
window.__bench = marks;
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) marks.longTasks.push({ at: task.startTime, ms: task.duration });
}).observe({ type: 'longtask', buffered: true });
document.addEventListener('click', (event) => marks.clicks.push(event.timeStamp), { capture: true });
new MutationObserver(() => {
  for (const canvas of document.querySelectorAll('canvas[data-drawn]')) {
    marks.drawn[canvas.dataset.drawn] ??= performance.now();
  }
}).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-drawn'] });

window.openBench = () => {
  marks.openAt = performance.now();
  createRoot(document.getElementById('root')).render(createElement(DocumentViewer, {
    documents: [{ id: 1, uri: 'bank_statement_${PAGES}_pages.pdf', date: '2026-11-20T10:00:00.000Z',
      user: 'bench', is_valid: true, groupId: 1, doctype: 'bank_statement', password: null,
      location: null }],
    index: 0,
    onClose: () => {},
    loadFile: (_doc, signal) => fetch('/bench.pdf', { signal }).then((answer) => answer.blob()),
  }));
};
`;

const benchEntry: Plugin = {
  name: 'pdf-bench',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
  load: (id) => (id === `\0${ENTRY}` ? entry : undefined),
};

/** A statement-like PDF: a table of 40 rows of text and lines on every page. */
async function statementPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Bank statement — page ${n} of ${pages}`, { x: 40, y: 800, size: 16, font });
    for (let row = 0; row < 40; row++) {
      const y = 760 - row * 18;
      page.drawLine({
        start: { x: 40, y: y - 4 },
        end: { x: 555, y: y - 4 },
        thickness: 0.5,
        color: rgb(0.7, 0.7, 0.7),
      });
      page.drawText(
        `${String(row + 1).padStart(2, '0')}/11/2026   UPI/${n}${row}/TRANSFER   ₹ ${(n * 1000 + row * 37).toLocaleString('en-IN')}`.replace(
          '₹',
          'Rs',
        ),
        { x: 44, y, size: 10, font },
      );
    }
  }
  return pdf.save();
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

type Marks = {
  openAt: number;
  drawn: Record<string, number>;
  clicks: number[];
  longTasks: Array<{ at: number; ms: number }>;
};

const outDir = mkdtempSync(path.join(tmpdir(), 'pdf-bench-'));
const started = performance.now();
await build({
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
  mode: 'production',
  plugins: [react(), tailwindcss(), benchEntry],
  build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: ENTRY } },
});
const manifest = JSON.parse(
  readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
) as Record<string, { file: string; isEntry?: boolean; css?: string[] }>;
const built = Object.values(manifest).find((chunk) => chunk.isEntry)!;
writeFileSync(
  path.join(outDir, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PDF bench</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/${built.css?.[0] ?? ''}"></head>
<body><div id="root"></div><script type="module" src="/${built.file}"></script></body></html>`,
);
// Where pdf.js went: its own chunk and worker file, fetched only when the PDF opened.
const kib = (file: string) => `${(statSync(path.join(outDir, file)).size / 1024).toFixed(0)} KiB`;
for (const [key, chunk] of Object.entries(manifest)) {
  if (/pdfjs-dist|DocumentViewerDialog/.test(key))
    console.log(`chunk ${key} → ${chunk.file} (${kib(chunk.file)})`);
}
for (const worker of readdirSync(path.join(outDir, 'assets')).filter((f) => f.includes('worker'))) {
  console.log(`pdf.js worker file → assets/${worker} (${kib(`assets/${worker}`)})`);
}
const file = await statementPdf(PAGES);
writeFileSync(path.join(outDir, 'bench.pdf'), file);
console.log(
  `built in ${ms(performance.now() - started)}; the PDF: ${PAGES} pages, ${(file.length / 1024).toFixed(0)} KiB`,
);

const server = await preview({
  configFile: false,
  root: process.cwd(),
  logLevel: 'error',
  build: { outDir },
  preview: { host: '127.0.0.1', port: 0, strictPort: false },
});
const origin = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

try {
  console.log(
    `PDF viewer, Chromium headless, ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(2)}\n`,
  );
  const tab = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  tab.on('console', (msg) => {
    if (msg.type() === 'error') console.error(`page: ${msg.text()}`);
  });
  const cdp = await tab.context().newCDPSession(tab);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  await tab.goto(`${origin}/`);
  const marksOf = () => tab.evaluate(() => (window as unknown as { __bench: Marks }).__bench);
  const drawnPage = (n: number) =>
    tab.locator(`canvas[data-drawn="${n}"]`).waitFor({ timeout: 30_000 });

  const heapBefore = await heap();
  await tab.evaluate(() => (window as unknown as { openBench: () => void }).openBench());
  await drawnPage(1);
  const first = await marksOf();
  const firstPageMs = first.drawn['1']! - first.openAt;
  const heapFirstPage = await heap();

  const next = tab.getByRole('button', { name: 'Next page' });
  for (let n = 2; n <= PAGES; n++) {
    await next.click();
    await drawnPage(n);
  }
  const marks = await marksOf();
  const turns = marks.clicks
    .slice(-(PAGES - 1))
    .map((clickAt, i) => marks.drawn[String(i + 2)]! - clickAt);
  const heapAfter = await heap();
  const longest = Math.max(
    0,
    ...marks.longTasks.filter((t) => t.at >= marks.openAt).map((t) => t.ms),
  );

  console.log(
    `time to first page            ${ms(firstPageMs)}   (open → page 1 drawn; pdf.js fetched cold)`,
  );
  console.log(
    `page turn (click → drawn)     p50 ${ms(percentile(turns, 50))}  p95 ${ms(percentile(turns, 95))}  max ${ms(Math.max(...turns))}`,
  );
  console.log(
    `longest main-thread task      ${ms(longest)}   (over 50 ms is a long task; the page stays responsive between)`,
  );
  console.log(`JS heap before opening        ${mib(heapBefore)}`);
  console.log(`JS heap with page 1 shown     ${mib(heapFirstPage)}`);
  console.log(
    `JS heap after ${PAGES} pages        ${mib(heapAfter)}   (after a garbage collection)`,
  );
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  rmSync(outDir, { recursive: true, force: true });
}
