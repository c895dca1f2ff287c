/** The profile variant's contacts sync: our words (the spec names the action only). */
export const CONTACTS_SYNC_TEXTS = {
  sync: 'Sync contacts',
  retry: 'Retry',
  syncing: 'Syncing contacts from the customer’s devices…',
  synced: (count: number) => `${count} contacts synced from the customer’s devices.`,
} as const;
