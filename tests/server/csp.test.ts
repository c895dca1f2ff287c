import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { redactUrl } from '../../server/http/redact.ts';
import { contentSecurityPolicy } from '../../server/http/web.ts';

describe('content security policy', () => {
  it('connects only to the app itself, plus the configured broker when there is one', () => {
    expect(contentSecurityPolicy(false)).toContain("connect-src 'self';");
    expect(contentSecurityPolicy(false, 'wss://broker.example.in')).toContain(
      "connect-src 'self' wss://broker.example.in;",
    );
    expect(loadConfig({ BROKER_URL: 'wss://broker.example.in/mqtt' }, {}).BROKER_URL).toBe(
      'wss://broker.example.in',
    );
    expect(() => loadConfig({ BROKER_URL: 'https://broker.example.in' }, {})).toThrow(/ws/);
  });

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

describe('the access log', () => {
  it('never shows a one-time password or a token', () => {
    expect(redactUrl('/bchat/magic-link/9000000001/482913/req-77')).toBe(
      '/bchat/magic-link/9000000001/[redacted]/req-77',
    );
    expect(redactUrl('/api/auth/dev/otp?phone=9000000001&otp=1234&token=abc')).toBe(
      '/api/auth/dev/otp?phone=9000000001&otp=[redacted]&token=[redacted]',
    );
    expect(redactUrl('/api/v1/loans/search?start=0')).toBe('/api/v1/loans/search?start=0');
  });
});
