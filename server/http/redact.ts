// What the access log may show of a URL: never a one-time password or a token. The magic sign-in
// link carries its OTP in the path (/bchat/magic-link/{username}/{otp}/{requestId}); query strings
// may carry otp, token or refresh values.
const SECRET_QUERY = /([?&](?:otp|token|tokenv2|refresh|access|password)=)[^&]*/gi;
const MAGIC_LINK = /(\/magic-link\/[^/]+\/)[^/?#]+/i;

export function redactUrl(url: string): string {
  return url.replace(MAGIC_LINK, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}
