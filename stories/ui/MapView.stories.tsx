import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type LatLng, MAP_ZOOM, MapView } from '../../src/ui/map/MapView.tsx';

const TRAIL = [
  { id: 'a', lat: 28.6139, lng: 77.209, label: 'Connaught Place' },
  { id: 'b', lat: 28.5921, lng: 77.2465, label: 'Nizamuddin' },
  { id: 'c', lat: 28.5562, lng: 77.1, label: 'Airport' },
];

/** The map in picking mode: the point picked is reported beside it. */
function PickDemo() {
  const [picked, setPicked] = useState<LatLng | null>(null);
  return (
    <div className="flex flex-col gap-2">
      <MapView label="Pick a location" markers={[]} zoom={MAP_ZOOM} onPick={setPicked} />
      <p role="status">
        {picked ? `${picked.lat.toFixed(4)}, ${picked.lng.toFixed(4)}` : 'No point'}
      </p>
    </div>
  );
}

const meta = {
  title: 'UI/Map',
  component: MapView,
  parameters: { layout: 'padded' },
  args: { label: 'Device trail', markers: TRAIL, path: true },
} satisfies Meta<typeof MapView>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement, name: string) => {
  const map = await within(canvasElement).findByRole('region', { name }, { timeout: 10_000 });
  await waitFor(() => expect(map).toHaveAttribute('data-map-state', 'loaded'), { timeout: 15_000 });
  return map;
};

/** Markers named for screen readers, a path through them, fitted; zoom buttons by keyboard. */
export const MarkersAndPath: Story = {
  play: async ({ canvasElement }) => {
    const map = await loaded(canvasElement, 'Device trail');
    for (const m of TRAIL)
      await expect(within(map).getByRole('img', { name: m.label })).toBeInTheDocument();
    const zoomIn = within(map).getByRole('button', { name: 'Zoom in' });
    zoomIn.focus();
    await expect(zoomIn).toHaveFocus();
  },
};

/** Enter on the focused map picks its centre (New Delhi by default): a marker and the point. */
export const PickByKeyboard: Story = {
  render: () => <PickDemo />,
  play: async ({ canvasElement }) => {
    const map = await loaded(canvasElement, 'Pick a location');
    const canvas = map.querySelector('canvas')!;
    canvas.focus();
    await userEvent.keyboard('{Enter}');
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('28.6139, 77.2090');
    await expect(
      within(map).getByRole('img', { name: /^Picked point 28\.6139/ }),
    ).toBeInTheDocument();
  },
};
