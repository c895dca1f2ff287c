// The page's words live beside the auth machines, so their `shows` declarations can name them.
export { LOGIN_TEXTS } from '../../../machines/auth/auth.texts.ts';

/** Footer targets (spec part 1 §2): terms and privacy share the terms page, help is the FAQ. */
export const LOGIN_LINKS = {
  terms: '/lender/auths/terms',
  privacy: '/lender/auths/terms#privacy',
  help: '/lender/auths/faq',
} as const;
