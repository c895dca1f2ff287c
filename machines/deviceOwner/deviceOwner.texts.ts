import { messages } from '../../src/domain/messages.ts';

/** Owner change's words: the confirmation and 'Not Set' are the spec's, the rest ours. */
export const DEVICE_OWNER_TEXTS = {
  confirmTitle: 'Change device owner',
  confirm: messages.common.confirmProceed,
  notSet: messages.labels.notSet,
  ok: 'OK',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  saving: 'Saving the owner…',
  saved: (username: string) => `Owner set to ${username}.`,
  ownerLabel: (deviceId: string) => `Owner of device ${deviceId}`,
} as const;
