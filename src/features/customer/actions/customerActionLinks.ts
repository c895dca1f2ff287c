/** The spec's calling-details route (part 1 §2): the soft-call screen opens the case in its path. */
export const softCallCaseHref = (softCallId: number) =>
  `/lender/admin/callingDetails/${softCallId}`;

/** A report address the app must fetch itself (its own API, bearer auth) rather than open. */
export const isOwnApiPath = (url: string) => url.startsWith('/');
