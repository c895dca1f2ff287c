// Channel names (path-like, kosh/<type>/<channel_id>) and the chat page's address.

/** A loan's internal channel: its channel id is the loan id. */
export const loanChannelName = (loanId: number) => `kosh/loan/${loanId}`;

/** The chat page opened on a channel (spec part 2 §2: a channel name can be passed). */
export const chatPagePath = (channel: string) =>
  `/lender/admin/chat?channel=${encodeURIComponent(channel)}`;

/** The channel a call case's Chat button opens: its first loan's, or none without a loan. */
export function caseChatChannel(call: { loans?: readonly { loan_id: number }[] | null }) {
  const loan = call.loans?.[0];
  return loan ? loanChannelName(loan.loan_id) : null;
}
