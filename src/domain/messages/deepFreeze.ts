/** Frozen all the way down: a catalogue text cannot be changed at run time by mistake. */
export function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (child && typeof child === 'object') deepFreeze(child);
  }
  return Object.freeze(value);
}
