// Upload progress: the per-request fetch over XMLHttpRequest, behind the client's middleware.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { uploadDocument } from '../../src/features/documents/documentCalls.ts';
import { progressFetch } from '../../src/platform/progressFetch.ts';
import { setup, validToken } from './apiTestKit.ts';

/** An XMLHttpRequest double: records the request, reports progress, answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  aborted = false;
  upload: {
    onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(key: string, value: string) {
    this.headers[key.toLowerCase()] = value;
  }
  send(body: Blob | null) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-test: 1\r\n';
  }
  /** The server answers. */
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new Blob([JSON.stringify(body)], { type: 'application/json' });
    this.onload?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('progressFetch', () => {
  it('sends the request as it is and reports progress from 0 to the whole body', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: [number, number][] = [];
    const form = new FormData();
    form.append('document', new Blob(['0123456789']), 'a.pdf');
    const request = new Request('http://app.test/api/v1/document/3', {
      method: 'POST',
      body: form,
      headers: { authorization: 'Bearer t' },
    });
    const pending = progressFetch((sent, total) => progress.push([sent, total]))(request);
    await tick();
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual([
      'POST',
      'http://app.test/api/v1/document/3',
      'Bearer t',
    ]);
    expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const total = xhr.body!.size;
    xhr.upload.onprogress?.({ loaded: 40, total, lengthComputable: true });
    xhr.answer(201, { id: 1 });
    const response = await pending;
    expect(response.status).toBe(201);
    expect(response.headers.get('x-test')).toBe('1');
    expect(await response.json()).toEqual({ id: 1 });
    expect(progress).toEqual([
      [0, total],
      [40, total],
      [total, total],
    ]);
  });

  it('aborts with the signal, and fails like fetch on a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const request = new Request('http://app.test/x', {
      method: 'POST',
      body: 'x',
      signal: controller.signal,
    });
    const pending = progressFetch(() => {})(request);
    await tick();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last!.aborted).toBe(true);
    const failing = progressFetch(() => {})(
      new Request('http://app.test/x', { method: 'POST', body: 'x' }),
    );
    await tick();
    FakeXhr.last!.onerror?.();
    await expect(failing).rejects.toBeInstanceOf(TypeError);
  });

  it('carries an upload through the client’s middleware (bearer token) when asked for progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const t = setup(() => new Response('never used', { status: 500 }));
    t.tokens.setAccessToken(validToken());
    const queries = createQueryHooks(t.clients.mainPlain);
    const onProgress = vi.fn();
    const pending = uploadDocument(queries)(
      { groupId: 3, file: new File(['%PDF-1.7'], 's.pdf'), onProgress },
      new AbortController().signal,
    );
    for (let i = 0; i < 5 && !FakeXhr.last; i++) await tick();
    const xhr = FakeXhr.last!;
    expect(xhr.headers.authorization).toMatch(/^Bearer /);
    expect(xhr.headers['idempotency-key']).toBeTruthy();
    xhr.answer(201, { id: 9 });
    await expect(pending).resolves.toEqual({ id: 9 });
    expect(onProgress).toHaveBeenLastCalledWith(xhr.body!.size, xhr.body!.size);
    expect(t.fetch).not.toHaveBeenCalled();
  });
});
