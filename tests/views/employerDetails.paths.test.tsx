// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  employerDetailsPaths,
  EMPLOYER_DETAILS_SAMPLE as S,
} from '../../machines/employerDetails/employerDetails.paths.ts';
import { employerDetailsShows } from '../../machines/employerDetails/employerDetails.shows.ts';
import {
  type EmployerDetailsActors,
  EMPLOYER_DETAILS_TEXTS as T,
} from '../../machines/employerDetails/index.ts';
import { EMPLOYER_PICK_SAMPLE as P } from '../../machines/employerPick/employerPick.paths.ts';
import {
  type EmployerPickActors,
  type EmployerReplacement,
  EMPLOYER_PICK_TEXTS as PT,
} from '../../machines/employerPick/index.ts';
import { employerMessages } from '../../src/domain/messages/employer.ts';
import { EmployerBlock } from '../../src/features/employers/index.ts';
import { clearToasts, toastState } from '../../src/ui/toast/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { replayThroughView, type ViewDriver } from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<EmployerDetailsActors> & {
  changed: ReturnType<typeof vi.fn<() => void>>;
  pick: EmployerPickActors;
  replaced: ReturnType<typeof vi.fn<(input: EmployerReplacement) => void>>;
};
const LABELS: Record<string, string> = {
  employer_address_city: 'Employer City',
  employer_address_landmark: 'Employer Landmark',
  employer_address_state: 'Employer State',
  employer_address_pin: 'Employer Pin',
};
// The employer search dialog answers at once: its own paths are walked in employerPick's test.
// Its addresses: the profile's own (21, not a choice) and another (22).
function pickActors(replaced: Fakes['replaced']): EmployerPickActors {
  // Typed by EmployerPickActors below; the fakes ignore their input.
  const answer = <T,>(value: T) => fromPromise(async () => value) as never;
  return {
    searchEmployers: answer([P.acme]),
    listEmployerAddresses: answer(P.addresses),
    geocodeAddress: answer([]),
    saveNewAddress: answer(P.created),
    saveComment: answer(P.addresses[1]!),
    addSubEmployer: answer({}),
    replaceEmployer: fromPromise(async ({ input }: { input: EmployerReplacement }) => {
      replaced(input);
      return {} as unknown;
    }),
  };
}
const dialog = () => screen.findByRole('dialog', { name: PT.replaceTitle });

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
        ...(() => {
          const replaced = vi.fn<(input: EmployerReplacement) => void>();
          return { replaced, pick: pickActors(replaced) };
        })(),
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
        pickActors={fakes.pick}
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
      'employer.replace': (_e, { user }) => click(user, T.replace),
      'replace.confirm': async (_e, { user }) => {
        await click(user, T.ok);
        // The dialog is its own chunk: it shows once loaded.
        await dialog();
      },
      'replace.cancel': (_e, { user }) => click(user, T.cancel),
      'replace.close': async (_e, { user }) => {
        await user.click(within(await dialog()).getByRole('button', { name: PT.cancel }));
      },
      'replace.done': async (_e, { user }) => {
        const box = within(await dialog()).getByRole('textbox', { name: PT.company });
        await user.type(box, 'Acme');
        await user.click(
          await screen.findByRole('button', { name: /Acme Textiles/ }, { timeout: 3000 }),
        );
        const radios = await screen.findAllByRole('radio');
        // The address replaced is not a choice.
        expect(radios.filter((r) => (r as HTMLInputElement).disabled)).toHaveLength(1);
        await user.click(radios.find((r) => !(r as HTMLInputElement).disabled)!);
        await user.click(screen.getByRole('button', { name: PT.okay }));
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: PT.replaceTitle })).toBeNull(),
        );
      },
      'rating.change': (e, { user }) =>
        user.selectOptions(screen.getByRole('combobox', { name: T.rating }), e.rating),
    },
    expectState: async (state, { fakes, path, step }) => {
      await act(async () => {});
      expectScreenShows(employerDetailsShows as never, state, screen);
      const steps = path.steps.slice(1, step + 1).map((s) => s.event.type);
      const saves = steps.filter(
        (t) => /^xstate\.done\.actor\./.test(t) || t === 'replace.done',
      ).length;
      // Every save reads the profile again; a new name also says so.
      expect(fakes.changed).toHaveBeenCalledTimes(saves);
      const toasts = steps.flatMap((t) =>
        t === 'xstate.done.actor.renameEmployer'
          ? [employerMessages.nameUpdated]
          : t === 'replace.done'
            ? [PT.replaced(P.acme.employer)]
            : [],
      );
      expect(toastState.toasts.map((t) => t.text)).toEqual(toasts);
      // The replacement names the profile's address and the one picked.
      expect(fakes.replaced.mock.calls.map(([i]) => [i.currentDetailsId, i.newDetailsId])).toEqual(
        steps.filter((t) => t === 'replace.done').map(() => [21, 22]),
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
