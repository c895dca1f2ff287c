import { browserStorage } from './memoryStorage.ts';

// The guided tour is "recorded as done locally" (spec part 2 §2), per user of this browser.
const key = (username: string) => `kosh.tourDone.${username}`;

export type TourDoneStore = {
  isDone(username: string): boolean;
  recordDone(username: string): void;
};

export function createTourDoneStore(storage: Storage = browserStorage('localStorage')) {
  return {
    isDone: (username: string) => storage.getItem(key(username)) === '1',
    recordDone: (username: string) => {
      try {
        storage.setItem(key(username), '1');
      } catch {
        // A full or refused storage only means the tour may show again.
      }
    },
  } satisfies TourDoneStore;
}
