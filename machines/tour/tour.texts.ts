import type { TourStep } from './tour.rules.ts';

/** The tour's words: the step names are the spec's menu names, the rest ours. */
export const TOUR_TEXTS = {
  title: 'Guided tour',
  steps: {
    profile: {
      title: 'Profile',
      body: 'Start with your business profile: name, business email, documents and address.',
    },
    allChannels: {
      title: 'All Channels',
      body: 'Every channel you belong to, with unread counts and mentions, is here.',
    },
    scheduler: {
      title: 'Message Scheduler',
      body: 'Schedule messages to reach your channels later.',
    },
    createChannel: {
      title: 'Create Channel',
      body: 'Start a new channel for a team, a loan or a customer.',
    },
  } satisfies Record<TourStep, { title: string; body: string }>,
  progress: (index: number, total: number) => `Step ${index} of ${total}`,
  close: 'Close',
  skip: 'Skip',
  next: 'Next',
  finish: 'Finish',
} as const;
