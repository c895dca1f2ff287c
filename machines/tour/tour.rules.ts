// The guided tour's modes and steps (spec part 2 §2 'A guided tour', §4 'Tour restart type').

export type TourMode = 'complete' | 'nonprofile' | 'createchannel';
export type TourStep = 'profile' | 'allChannels' | 'scheduler' | 'createChannel';

/** The steps of each mode, in order: nonprofile starts at the business profile, createchannel at create channel. */
export const TOUR_STEPS: Readonly<Record<TourMode, readonly TourStep[]>> = {
  complete: ['allChannels', 'scheduler', 'createChannel'],
  nonprofile: ['profile', 'allChannels', 'scheduler', 'createChannel'],
  createchannel: ['createChannel'],
};

/** The sidebar entry (menu key) each step points at; without it on screen a step is unanchored. */
export const TOUR_ANCHORS: Readonly<Record<TourStep, string>> = {
  profile: 'business',
  allChannels: 'chat',
  scheduler: 'scheduler',
  createChannel: 'createchannel',
};

/** The chat profile fields the complete tour needs (part 2 §4). */
export const PROFILE_FIELDS_FOR_COMPLETE = [
  'business_email',
  'name',
  'doc_group_id',
  'business_doc_type',
  'address',
  'city',
  'state',
  'pin',
] as const;

type ProfileFields = Partial<
  Record<(typeof PROFILE_FIELDS_FOR_COMPLETE)[number], string | number | null>
>;

const present = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '';

/** 'complete' when the profile has every field of §4, otherwise 'nonprofile'. */
export function restartMode(profile: ProfileFields): 'complete' | 'nonprofile' {
  return PROFILE_FIELDS_FOR_COMPLETE.every((field) => present(profile[field]))
    ? 'complete'
    : 'nonprofile';
}

/** 1-based position of a step in a mode, and the mode's length. */
export function stepPosition(mode: TourMode, step: TourStep): { index: number; total: number } {
  const steps = TOUR_STEPS[mode];
  return { index: steps.indexOf(step) + 1, total: steps.length };
}
