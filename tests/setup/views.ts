import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s, not 1: CI runs these beside the stories on two cores, where a
// lazily imported tab can take more than a second to arrive.
configure({ asyncUtilTimeout: 5_000 });

// The view files share a worker and its globals (the project runs them unisolated, for speed).
// URL is one object across the files: what a file puts on it (a stand-in createObjectURL) must
// not reach the next file. The original is kept on URL itself, the one thing that outlives a file.
const PRISTINE = Symbol.for('views.pristineObjectUrls');
type Kept = Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
const holder = URL as unknown as { [PRISTINE]?: Kept };
holder[PRISTINE] ??= {
  createObjectURL: URL.createObjectURL,
  revokeObjectURL: URL.revokeObjectURL,
};
const pristineUrl = holder[PRISTINE];

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => {
  Object.assign(URL, pristineUrl);
});
