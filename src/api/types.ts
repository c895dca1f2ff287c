/** What the API layer needs from the alert service (the app passes the toast `alert`). */
export type AlertFn = (text: string, options?: { kind?: 'error' | 'info' | 'success' }) => unknown;

export type FetchFn = (request: Request) => Promise<Response>;
