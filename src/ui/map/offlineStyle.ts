// The map style used when no production style is configured: India and its state borders from
// boundary data shipped with the app (src/ui/map/data/india.json, made by
// scripts/gen-india-map.ts), drawn with no text, so no glyphs, sprites or tiles are fetched.
import type { StyleSpecification } from 'maplibre-gl';
import india from './data/india.json' with { type: 'json' };

export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: 'Kosh offline India',
    sources: {
      india: { type: 'geojson', data: india as never },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbeafe' } },
      {
        id: 'land',
        type: 'fill',
        source: 'india',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': '#f8fafc' },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'india',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': '#94a3b8', 'line-width': 1, 'line-dasharray': [2, 1] },
      },
      {
        id: 'country-outline',
        type: 'line',
        source: 'india',
        filter: ['==', ['get', 'kind'], 'outline'],
        paint: { 'line-color': '#475569', 'line-width': 1.5 },
      },
    ],
  };
}
