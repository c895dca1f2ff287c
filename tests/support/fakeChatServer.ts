import createClient from 'openapi-fetch';
import type { paths } from '../../openapi/generated/chat.ts';
import type { Answer } from './fakeCustomerServer.ts';

/** One request the chat client made: its path under the chat prefix ('/channel'), query, body. */
export type ChatRequest = {
  path: string;
  method: string;
  query: URLSearchParams;
  /** A JSON body parsed, a multipart one as its form (sendChannelMessage), else null. */
  body: unknown;
  signal: AbortSignal;
};

/**
 * The chat client over a fetch that answers in memory: `answer` decides each request's answer, or
 * returns a promise the test settles. Every request is recorded.
 */
export function fakeChatServer(answer: (request: ChatRequest) => Answer | Promise<Answer>) {
  const requests: ChatRequest[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://chat.test/api/chat',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const type = request.headers.get('Content-Type') ?? '';
      const body = type.startsWith('multipart/form-data')
        ? await request.formData()
        : type.includes('json')
          ? JSON.parse((await request.text()) || 'null')
          : null;
      const call: ChatRequest = {
        path: url.pathname.replace(/^\/api\/chat/, ''),
        method: request.method,
        query: url.searchParams,
        body,
        signal: request.signal,
      };
      requests.push(call);
      const { status, body: answered } = await answer(call);
      return new Response(JSON.stringify(answered), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    },
  });
  return {
    client,
    requests,
    /** The requests to one path ('/channel-message'), of one method when given. */
    of: (path: string, method?: string) =>
      requests.filter((r) => r.path === path && (!method || r.method === method)),
  };
}
