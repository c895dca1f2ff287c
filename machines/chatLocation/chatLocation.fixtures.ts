import type { ChatLocation } from '../../src/domain/chat/types.ts';
import type { LocationFailure } from './chatLocation.rules.ts';

/** A position the device gives (Kurla, Mumbai), for stories, tests and path walks. */
export const LOCATION_SAMPLE: ChatLocation = { latitude: 19.07283, longitude: 72.88261 };

/** A rejection as the platform adapter makes it: an Error whose `kind` says why. */
export function locationError(kind: LocationFailure): Error & { kind: LocationFailure } {
  return Object.assign(new Error(`Location ${kind}`), { kind });
}
