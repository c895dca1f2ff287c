/** The spec's calling-details route (part 1 §2): the soft-call screen opens the case in its path. */
export const softCallCaseHref = (softCallId: number) =>
  `/lender/admin/callingDetails/${softCallId}`;
