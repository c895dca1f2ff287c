import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createPageAbort, isAbortError } from '../../src/platform/abort.ts';

describe('page-level abort', () => {
  it.each(['pagehide', 'beforeunload'])('aborts linked signals on %s', (event) => {
    const target = new EventTarget();
    const page = createPageAbort(target);
    const own = new AbortController();
    const linked = page.linkSignal(own.signal);
    expect(linked.aborted).toBe(false);
    target.dispatchEvent(new Event(event));
    expect(linked.aborted).toBe(true);
  });

  it('follows the caller signal as well', () => {
    const page = createPageAbort(new EventTarget());
    const own = new AbortController();
    const linked = page.linkSignal(own.signal);
    own.abort();
    expect(linked.aborted).toBe(true);
    expect(page.signal.aborted).toBe(false);
  });

  it('starts afresh when the page comes back from the back/forward cache', () => {
    const target = new EventTarget();
    const page = createPageAbort(target);
    target.dispatchEvent(new Event('pagehide'));
    expect(page.linkSignal().aborted).toBe(true);
    const shown = Object.assign(new Event('pageshow'), { persisted: true });
    target.dispatchEvent(shown);
    expect(page.linkSignal().aborted).toBe(false);
  });

  it('recognises abort errors only', () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbortError('AbortError')).toBe(false);
  });
});

describe('config', () => {
  it('defaults to the same-origin service prefixes and a broker beside the page', () => {
    expect(loadConfig({}, { protocol: 'https:', host: 'ops.example.in' })).toEqual({
      mainApiUrl: '/api/v1',
      authApiUrl: '/api/auth',
      chatApiUrl: '/api/chat',
      mqttUrl: 'wss://ops.example.in/mqtt',
      recaptchaSiteKey: null,
      mapStyleUrl: null,
    });
    expect(loadConfig({}, { protocol: 'http:', host: 'localhost:5173' }).mqttUrl).toBe(
      'ws://localhost:5173/mqtt',
    );
  });

  it('takes the env values, without trailing slashes on base URLs', () => {
    const config = loadConfig(
      {
        VITE_MAIN_API_URL: 'https://api.example.in/v1/',
        VITE_AUTH_API_URL: 'https://auth.example.in',
        VITE_CHAT_API_URL: 'https://chat.example.in/',
        VITE_MQTT_URL: 'wss://broker.example.in:8084/mqtt',
        VITE_RECAPTCHA_SITE_KEY: 'site-key',
        VITE_MAP_STYLE_URL: 'https://tiles.example.in/style.json',
      },
      undefined,
    );
    expect(config).toEqual({
      mainApiUrl: 'https://api.example.in/v1',
      authApiUrl: 'https://auth.example.in',
      chatApiUrl: 'https://chat.example.in',
      mqttUrl: 'wss://broker.example.in:8084/mqtt',
      recaptchaSiteKey: 'site-key',
      mapStyleUrl: 'https://tiles.example.in/style.json',
    });
  });

  it('ignores blank env values', () => {
    expect(loadConfig({ VITE_MAIN_API_URL: '  ' }, undefined).mainApiUrl).toBe('/api/v1');
  });
});
