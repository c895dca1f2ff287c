import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import {
  employerDirectoryPaths,
  EMPLOYER_DIRECTORY_SAMPLE as S,
} from '../../machines/employerDirectory/employerDirectory.paths.ts';
import { employerDirectoryShows } from '../../machines/employerDirectory/employerDirectory.shows.ts';
import { connectEmployerDirectory } from '../../machines/employerDirectory/index.ts';
import { EMPLOYER_PICK_SAMPLE } from '../../machines/employerPick/employerPick.paths.ts';
import { afterEvent, doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { EmployerAddresses } from '../../src/features/employers/components/EmployerAddresses.tsx';
import { EmployerDirectoryView } from '../../src/features/employers/components/EmployerDirectoryView.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

function snapshotAfter(...events: AnyEventObject[]) {
  const { machine } = employerDirectoryPaths;
  return events.reduce(
    (snapshot, event) => getNextSnapshot(machine, snapshot, event as never),
    getInitialSnapshot(machine, undefined as never),
  );
}
const story = (...events: AnyEventObject[]) =>
  viewStory(employerDirectoryShows as never, connectEmployerDirectory, snapshotAfter(...events));
const typed = { type: 'search.type', text: 'Acme' };
const DEBOUNCE = afterEvent('searchDebounce', 'employerDirectory.typing');

const meta = {
  title: 'Employers/Employers route',
  component: EmployerDirectoryView,
  parameters: { layout: 'padded' },
  args: { view: connectEmployerDirectory(snapshotAfter()), picked: null, onPick: fn() },
} satisfies Meta<typeof EmployerDirectoryView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = story();
export const Typing: Story = story(typed);
export const Searching: Story = story(typed, DEBOUNCE);
export const NoneFound: Story = story(typed, DEBOUNCE, doneEvent('searchEmployers', []));
export const SearchFailed: Story = story(
  typed,
  DEBOUNCE,
  errorEvent('searchEmployers', serviceError(S.down, 503)),
);

/** An employer picked: its addresses, a long salary narration cut at 40 characters. */
const found = story(typed, DEBOUNCE, doneEvent('searchEmployers', S.employers));
export const Found: Story = {
  ...found,
  args: {
    ...found.args,
    picked: 7,
    addresses: (
      <EmployerAddresses
        addresses={EMPLOYER_PICK_SAMPLE.addresses.map((a, i) =>
          i === 0
            ? { ...a, salary_narration: 'SALARY ACME TEXTILES NEFT CR FOR THE MONTH OF OCTOBER' }
            : a,
        )}
      />
    ),
  },
  play: async () => {
    const more = await screen.findByRole('button', { name: 'Show more' });
    await expect(screen.queryByText(/OCTOBER/)).toBeNull();
    await userEvent.click(more);
    await expect(screen.getByText(/OCTOBER/)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Show less' })).toBeVisible();
  },
};
