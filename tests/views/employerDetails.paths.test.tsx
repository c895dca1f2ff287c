// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  employerDetailsPaths,
  EMPLOYER_DETAILS_SAMPLE as S,
} from '../../machines/employerDetails/employerDetails.paths.ts';
import { employerDetailsShows } from '../../machines/employerDetails/employerDetails.shows.ts';
import {
  type EmployerDetailsActors,
  EMPLOYER_DETAILS_TEXTS as T,
} from '../../machines/employerDetails/index.ts';
import { messages } from '../../src/domain/messages.ts';
import { EmployerBlock } from '../../src/features/employers/index.ts';
import { clearToasts, toastState } from '../../src/ui/toast/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<EmployerDetailsActors> & {
  changed: ReturnType<typeof vi.fn<() => void>>;
};
const LABELS: Record<string, string> = {
  employer_address_city: 'Employer City',
  employer_address_landmark: 'Employer Landmark',
  employer_address_state: 'Employer State',
  employer_address_pin: 'Employer Pin',
};
const click = (user: { click: (e: Element) => Promise<void> }, name: string) =>
  user.click(screen.getByRole('button', { name }));

function driver(): ViewDriver<Fakes> {
  const input = S.incomplete;
  return {
    fakes: () => {
      clearToasts();
      return {
        ...deferredActors<EmployerDetailsActors>([
          'editEmployer',
          'verifyEmployer',
          'renameEmployer',
          'rateEmployer',
        ]),
        changed: vi.fn<() => void>(),
      };
    },
    render: (fakes) => (
      <EmployerBlock
        queries={{} as never}
        username="8157415868"
        flags={input.flags}
        current
        detailsId={input.detailsId}
        employerName={input.name}
        verified={input.verified}
        rating={input.rating}
        address={input.saved}
        comments={[]}
        onChanged={fakes.changed}
        actors={fakes.actors}
      />
    ),
    gestures: {
      'employer.edit': (_e, { user }) => click(user, T.edit),
      'edit.field': async (e, { user }) => {
        const box = screen.getByRole('textbox', { name: LABELS[e.field] });
        await user.clear(box);
        if (e.value) await user.type(box, e.value);
      },
      'edit.save': (_e, { user }) => click(user, T.save),
      'edit.cancel': (_e, { user }) => click(user, T.cancel),
      'employer.verify': (_e, { user }) => click(user, T.verify),
      'verify.confirm': (_e, { user }) => click(user, T.ok),
      'verify.cancel': (_e, { user }) => click(user, T.cancel),
      'employer.rename': (_e, { user }) => click(user, T.rename),
      'name.change': async (e, { user }) => {
        const box = screen.getByRole('textbox', { name: T.name });
        await user.clear(box);
        await user.type(box, e.value);
      },
      'name.save': (_e, { user }) => click(user, T.saveName),
      'rating.change': (e, { user }) =>
        user.selectOptions(screen.getByRole('combobox', { name: T.rating }), e.rating),
    },
    expectState: async (state, { fakes, path, step }) => {
      await act(async () => {});
      expectScreenShows(employerDetailsShows as never, state, screen);
      const steps = path.steps.slice(1, step + 1).map((s) => s.event.type);
      const saves = steps.filter((t) => /^xstate\.done\.actor\./.test(t)).length;
      // Every save reads the profile again; a new name also says so.
      expect(fakes.changed).toHaveBeenCalledTimes(saves);
      const renamed = steps.filter((t) => t === 'xstate.done.actor.renameEmployer').length;
      expect(toastState.toasts.map((t) => t.text)).toEqual(
        Array.from({ length: renamed }, () => messages.employer.nameUpdated),
      );
      if (state.matches('savingEdit')) {
        expect(fakes.latest('editEmployer').input).toEqual({
          detailsId: 21,
          fields: state.context.draft,
        });
      }
    },
  };
}

describe('profile employer, path by path', () => {
  it.each(viewCases(employerDetailsPaths))('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });
});
