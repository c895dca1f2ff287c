import { describe, expect, it } from 'vitest';
import { screenKeyAt } from '../../src/app/paths.ts';
import { preloadScreenAt } from '../../src/app/SignedInRoutes.tsx';
import { SCREENS } from '../../src/app/screens.tsx';

// A cold load fetches the page at its path beside the session's opening calls; which page a
// path opens is read the way the routes read it.
describe('screenKeyAt', () => {
  it.each([
    ['/lender/admin/customers', 'customers'],
    ['/lender/admin/callingDetails/42', 'callingDetails'],
    ['/lender/admin/newRecoveryCalls/3/8', 'newRecoveryCalls'],
    ['/bchat/admin/allchannels', 'chat'],
    ['/bchat/admin/jobs', 'jobs'],
    ['/user-profile-setting', 'user-profile-setting'],
  ])('%s opens %s', (path, key) => {
    expect(screenKeyAt(path)).toBe(key);
  });

  it.each([
    '/lender/admin',
    '/lender/auth',
    '/bchat/admin/constructor',
    '/bchat/admin/unknown',
    '/user-profile-other',
  ])('%s names no screen', (path) => {
    expect(screenKeyAt(path)).toBeUndefined();
  });
});

describe('preloadScreenAt', () => {
  it("fetches the screen's own page chunk", async () => {
    const customers = await SCREENS.customers?.Page.preload();
    expect(customers).toEqual(expect.any(Function));
    expect(await preloadScreenAt('/lender/admin/customers')).toBe(customers);
    expect(await preloadScreenAt('/bchat/admin/allchannels')).toBe(
      await SCREENS.chat?.Page.preload(),
    );
  });

  it("fetches a loan's and a customer's page, which have no screen key", async () => {
    expect(await preloadScreenAt('/lender/loan/12')).toEqual(expect.any(Function));
    expect(await preloadScreenAt('/lender/user/9000000001')).toEqual(expect.any(Function));
  });

  it('fetches nothing for a path that opens no page of its own', async () => {
    expect(await preloadScreenAt('/lender/admin/toString')).toBeUndefined();
    expect(await preloadScreenAt('/lender/auth')).toBeUndefined();
  });
});
