import { describe, expect, it } from 'vitest';
import {
  forgetReturnTo,
  peekReturnTo,
  rememberReturnTo,
  rememberTabUser,
} from '../../src/app/returnTo.ts';

const at = (path: string) => {
  const url = new URL(path, 'http://app.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

describe('the remembered destination of a signed-out visitor', () => {
  it('keeps the path, query and hash, and hands it to the next user of the tab', () => {
    forgetReturnTo();
    rememberTabUser(null);
    rememberReturnTo(at('/lender/user/42?tab=loans#loans'));
    expect(peekReturnTo('9000000001')).toBe('/lender/user/42?tab=loans#loans');
  });

  it('is not overwritten by the login page the redirect lands on (StrictMode runs it twice)', () => {
    forgetReturnTo();
    rememberReturnTo(at('/bchat/admin/allchannels'));
    rememberReturnTo(at('/bchat/auth-login'));
    expect(peekReturnTo('9000000001')).toBe('/bchat/admin/allchannels');
    rememberReturnTo(at('/lender/auth'));
    expect(peekReturnTo('9000000001')).toBe('/bchat/admin/allchannels');
  });

  it('never offers a sign-in page, another site, or another user’s page', () => {
    forgetReturnTo();
    sessionStorage.setItem('kosh.returnTo', JSON.stringify({ to: '/lender/auth', owner: null }));
    expect(peekReturnTo('9000000001')).toBeNull();
    sessionStorage.setItem('kosh.returnTo', JSON.stringify({ to: '//evil.test/x', owner: null }));
    expect(peekReturnTo('9000000001')).toBeNull();
    rememberTabUser('9000000005');
    rememberReturnTo(at('/lender/admin/approved-loans'));
    expect(peekReturnTo('9000000001')).toBeNull();
    expect(peekReturnTo('9000000005')).toBe('/lender/admin/approved-loans');
    rememberTabUser(null);
  });
});
