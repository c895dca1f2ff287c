/** What a message the server has not confirmed says beside it. */
export const CHAT_OUTBOX_TEXTS = {
  pending: 'Waiting to send',
  sending: 'Sending…',
  uploading: (percent: number) => `Sending… ${percent}%`,
  retrying: (error: string) => `Not sent yet, trying again: ${error}`,
  failed: (error: string) => `Not sent: ${error}`,
  retry: 'Retry',
  discard: 'Delete',
  networkDown: 'No connection to the server',
} as const;
