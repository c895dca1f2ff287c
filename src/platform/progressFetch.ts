// A fetch that reports how much of the request body is sent: fetch itself has no upload progress,
// XMLHttpRequest does. Used per request (an upload's progress bar); the client's middleware still
// runs around it (bearer, refresh, errors, abort).

export type UploadProgress = (sent: number, total: number) => void;

/** The response headers XMLHttpRequest gives as one text block. */
function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

const NO_BODY = new Set([101, 204, 205, 304]);

export function progressFetch(onProgress: UploadProgress) {
  return async (request: Request): Promise<Response> => {
    const body = request.body ? await request.blob() : null;
    const total = body?.size ?? 0;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      xhr.open(request.method, request.url);
      for (const [key, value] of request.headers) xhr.setRequestHeader(key, value);
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) =>
        onProgress(event.loaded, event.lengthComputable ? event.total : total);
      xhr.onload = () => {
        request.signal.removeEventListener('abort', abort);
        onProgress(total, total);
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // As fetch does: a network failure is a TypeError, an abort the signal's reason.
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      const aborted = () =>
        reject(request.signal.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      xhr.onabort = aborted;
      if (request.signal.aborted) return aborted();
      request.signal.addEventListener('abort', abort, { once: true });
      onProgress(0, total);
      xhr.send(body);
    });
  };
}
