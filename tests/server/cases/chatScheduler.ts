// Contract cases of the message scheduler (issue 19 §4).
import type { Harness } from '../harness.ts';
import type { Case } from './shared.ts';

const MANAGER = 'is_recovery_manager' as const;

export function chatSchedulerCases(h: Harness): Record<string, Case> {
  const token = () => h.tokenOf(MANAGER);
  const channel = async () =>
    (await h.call('listAllowedAutomatedChannels', { token: token() })).json().channels[0]
      .name as string;
  const body = async (change: Record<string, unknown> = {}) => ({
    channel: await channel(),
    text: 'Contract case reminder',
    send_at: new Date(Date.now() + 3_600_000).toISOString(),
    repeat: 'weekly',
    ...change,
  });
  return {
    listAllowedAutomatedChannels: {
      valid: async () => [await h.call('listAllowedAutomatedChannels', { token: token() }), 200],
      invalid: async () => [await h.call('listAllowedAutomatedChannels', { token: null }), 401],
    },
    listScheduledMessages: {
      valid: async () => [
        await h.call('listScheduledMessages', { token: token(), query: { entries: 5 } }),
        200,
      ],
      invalid: async () => [
        await h.call('listScheduledMessages', { token: token(), query: { entries: 0 } }),
        400,
      ],
    },
    scheduleMessage: {
      valid: async () => [
        await h.call('scheduleMessage', { token: token(), body: await body() }),
        201,
      ],
      invalid: async () => [
        await h.call('scheduleMessage', {
          token: token(),
          body: await body({ send_at: new Date(Date.now() - 60_000).toISOString() }),
        }),
        400,
      ],
    },
    cancelScheduledMessage: {
      valid: async () => {
        const created = await h.call('scheduleMessage', { token: token(), body: await body() });
        return [
          await h.call('cancelScheduledMessage', {
            token: token(),
            params: { schedule_id: created.json().id },
          }),
          200,
        ];
      },
      invalid: async () => [
        await h.call('cancelScheduledMessage', { token: token(), params: { schedule_id: 'x' } }),
        400,
      ],
    },
  };
}
