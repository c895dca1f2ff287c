import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/http/web.ts';

describe('content security policy', () => {
  it('allows only the app itself without reCAPTCHA', () => {
    const policy = contentSecurityPolicy(false);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('google');
    expect(policy).not.toContain('frame-src');
  });

  it("adds reCAPTCHA's script and frame when it is configured, keeping the hard limits", () => {
    const policy = contentSecurityPolicy(true);
    expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/");
    expect(policy).toContain('frame-src https://www.google.com/recaptcha/');
    for (const rule of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(rule);
    }
  });
});
