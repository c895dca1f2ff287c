// Node-side tests: nothing global yet beyond vitest's globals.
export {};
