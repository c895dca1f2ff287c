// fetch() reports no upload progress; XMLHttpRequest does. This is a fetch for openapi-fetch's
// per-request `fetch` option, so an upload keeps the client's middleware (bearer, refresh,
// read-only guard, page abort) and still reports how much of its body has gone.

export type SendProgress = { loaded: number; total: number };

type XhrLike = Pick<
  XMLHttpRequest,
  | 'open'
  | 'setRequestHeader'
  | 'send'
  | 'abort'
  | 'getAllResponseHeaders'
  | 'status'
  | 'statusText'
  | 'response'
  | 'responseType'
  | 'withCredentials'
  | 'upload'
  | 'onload'
  | 'onerror'
  | 'onabort'
  | 'ontimeout'
>;

// A Response with one of these statuses must have no body.
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

/** A fetch(Request) over XMLHttpRequest that reports the request body's progress. */
export function xhrFetch(
  onProgress: (progress: SendProgress) => void,
  createXhr: () => XhrLike = () => new XMLHttpRequest(),
): (request: Request) => Promise<Response> {
  return async (request) => {
    const { signal } = request;
    const body = ['GET', 'HEAD'].includes(request.method) ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      if (signal.aborted) {
        reject(abortError(signal));
        return;
      }
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      const done = () => signal.removeEventListener('abort', onAbort);
      xhr.open(request.method, request.url);
      for (const [name, value] of request.headers) xhr.setRequestHeader(name, value);
      xhr.responseType = 'blob';
      xhr.withCredentials = request.credentials === 'include';
      xhr.upload.onprogress = (event) =>
        onProgress({
          loaded: event.loaded,
          total: event.lengthComputable ? event.total : (body?.size ?? 0),
        });
      xhr.onload = () => {
        done();
        resolve(
          new Response(NULL_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // As fetch does: a network failure is a TypeError, an abort the signal's reason.
      xhr.onerror = () => {
        done();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => {
        done();
        reject(abortError(signal));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      xhr.send(body);
    });
  };
}
