/** A Storage that lives only in memory: for tests, and where the browser refuses web storage. */
export function createMemoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/** The browser's storage when usable; privacy modes may throw on access, so fall back to memory. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage {
  try {
    const storage = globalThis[kind];
    if (storage) {
      const probe = '__storage_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}
