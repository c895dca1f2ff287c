import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { ADD_GL_SAMPLE } from '../../machines/addGroupLeader/addGroupLeader.paths.ts';
import { addGroupLeaderShows } from '../../machines/addGroupLeader/addGroupLeader.shows.ts';
import {
  type AddGroupLeaderContext,
  addGroupLeaderMachine,
  connectAddGroupLeader,
} from '../../machines/addGroupLeader/index.ts';
import { createLeadShows } from '../../machines/createLead/createLead.shows.ts';
import {
  type CreateLeadContext,
  connectCreateLead,
  createLeadMachine,
} from '../../machines/createLead/index.ts';
import {
  connectLeadFeedback,
  EMPTY_LEAD_DRAFT,
  LEAD_FEEDBACK_SAMPLE,
  type LeadDraft,
  leadFeedbackMachine,
} from '../../machines/leadFeedback/index.ts';
import { leadFeedbackShows } from '../../machines/leadFeedback/leadFeedback.shows.ts';
import { renders } from '../../tests/support/storyState.ts';

/* Snapshots of the lead desk's machines, and story props made the way the desk makes them:
   connect() of a snapshot, kept in the story's parameters (coverage reads its state; the
   declaration is checked after play). */

export function leadFeedbackStory(
  value: StateValue,
  draft: Partial<LeadDraft> = {},
  dialog: { value: string } | null = null,
) {
  const snapshot = leadFeedbackMachine.resolveState({
    value,
    context: {
      softCallId: LEAD_FEEDBACK_SAMPLE.softCallId,
      today: LEAD_FEEDBACK_SAMPLE.today,
      draft: { ...EMPTY_LEAD_DRAFT, ...draft },
      dialog,
    },
  });
  return {
    args: { view: connectLeadFeedback(snapshot), send: fn() },
    parameters: renders(leadFeedbackShows as never, snapshot),
  };
}

export const addGroupLeaderSnapshot = (
  value: StateValue,
  context: Partial<AddGroupLeaderContext> = {},
) =>
  addGroupLeaderMachine.resolveState({
    value,
    context: { username: ADD_GL_SAMPLE.username, message: null, error: null, ...context },
  });

export const createLeadSnapshot = (value: StateValue, context: Partial<CreateLeadContext> = {}) =>
  createLeadMachine.resolveState({
    value,
    context: { mobile: '', name: '', location: null, message: null, error: null, ...context },
  });

export const addGroupLeaderStory = (...state: Parameters<typeof addGroupLeaderSnapshot>) => {
  const snapshot = addGroupLeaderSnapshot(...state);
  return {
    args: { addGl: connectAddGroupLeader(snapshot) },
    parameters: renders(addGroupLeaderShows as never, snapshot),
  };
};

export const createLeadStory = (...state: Parameters<typeof createLeadSnapshot>) => {
  const snapshot = createLeadSnapshot(...state);
  return {
    args: { createLead: connectCreateLead(snapshot) },
    parameters: renders(createLeadShows as never, snapshot),
  };
};
