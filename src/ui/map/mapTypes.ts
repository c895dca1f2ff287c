import type { LatLng } from './geo.ts';

/** A point on a map, named for screen readers (its marker's label). */
export type MapMarker = LatLng & { id: string; label: string };

export type MapProps = {
  /** The map's accessible name. */
  label: string;
  markers: readonly MapMarker[];
  /** Draw a line through the markers in their order (a route). */
  path?: boolean;
  /**
   * A line through these points instead (a sampled route too long to mark every point): the
   * view fits it together with the markers.
   */
  line?: readonly LatLng[];
  /** Zoom when there is one point or none (spec: 15, 17 where it says so). */
  zoom?: number;
  /** Centre when there is no marker (default: near New Delhi). */
  center?: LatLng;
  /** Click or Enter picks a point: a marker is set there and the point reported. */
  onPick?: (point: LatLng) => void;
  /** A production style URL; null or absent: the offline India style. */
  styleUrl?: string | null;
  /** Size of the map (tailwind classes). */
  className?: string;
};
