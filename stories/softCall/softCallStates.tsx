import { fn } from 'storybook/test';
import type { StateValue } from 'xstate';
import { callSnapshot, connectCall } from '../../machines/call/index.ts';
import {
  connectSoftCall,
  type SoftCallContext,
  softCallSnapshot,
} from '../../machines/softCall/index.ts';
import { softCallShows } from '../../machines/softCall/softCall.shows.ts';
import { CallPopupView } from '../../src/features/call/CallPopupView.tsx';
import { FeedbackForm } from '../../src/features/feedback/FeedbackForm.tsx';
import type { SoftCallViewProps } from '../../src/features/softCall/SoftCallView.tsx';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';
import { renders } from '../../tests/support/storyState.ts';
import { feedbackArgs } from '../feedback/feedbackStates.tsx';
import { IdleActions } from './callActionStates.tsx';

/* Story props made the way the screens make them: connect() of a machine snapshot. */

type SnapshotOptions = Parameters<typeof softCallSnapshot>[2];

/** The loop screen's props in a state, with the slots the route fills in that state. */
export function loopArgs(
  value: StateValue,
  context: Partial<SoftCallContext> = {},
  options: SnapshotOptions = {},
): SoftCallViewProps {
  return argsOf(softCallSnapshot(value, context, options));
}

/**
 * A loop story: its props made from a machine snapshot, and that snapshot in its parameters,
 * so story coverage reads the state it renders and its declaration is checked after play.
 */
export function loopStory(
  value: StateValue,
  context: Partial<SoftCallContext> = {},
  options: SnapshotOptions = {},
) {
  const snapshot = softCallSnapshot(value, context, options);
  return { args: argsOf(snapshot), parameters: renders(softCallShows as never, snapshot) };
}

function argsOf(snapshot: ReturnType<typeof softCallSnapshot>): SoftCallViewProps {
  const view = connectSoftCall(snapshot);
  const calling = view.stage === 'calling';
  return {
    view,
    send: fn(),
    onUserInfo: fn(),
    onChat: view.call?.user_channel ? fn() : null,
    actions: view.call ? <IdleActions /> : null,
    feedback:
      view.stage === 'feedback' ? (
        <FeedbackForm {...feedbackArgs({ editing: 'form' }, snapshot.context.draft ?? {})} />
      ) : null,
    callPopup: calling ? (
      <CallPopupView
        view={connectCall(callSnapshot('ringing', { number: view.call!.profile.mobile }))}
        send={fn()}
        storage={createMemoryStorage()}
      />
    ) : null,
  };
}
