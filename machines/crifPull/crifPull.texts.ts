import { formatDateTime } from '../../src/domain/format.ts';
import { bureauMessages } from '../../src/domain/messages/bureau.ts';

/** Labels of 'CRIF PULL': the button is the spec's (catalogue), the rest ours. */
export const CRIF_PULL_TEXTS = {
  pull: bureauMessages.crifPull,
  retry: 'Retry',
  pulling: 'Pulling the CRIF report…',
  pulled: (at: string) =>
    `CRIF pulled on ${formatDateTime(at)}. The bureau record below is the new one.`,
} as const;
