import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type AnyEventObject, getInitialSnapshot, getNextSnapshot } from 'xstate';
import { BUSINESS_ADMINS_SAMPLE as S } from '../../machines/businessAdmins/businessAdmins.paths.ts';
import { businessAdminsShows } from '../../machines/businessAdmins/businessAdmins.shows.ts';
import {
  businessAdminsMachine,
  connectBusinessAdmins,
  BUSINESS_ADMINS_TEXTS as T,
} from '../../machines/businessAdmins/index.ts';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { BusinessAdminsForm } from '../../src/features/businessProfile/BusinessAdminsForm.tsx';
import { viewStory } from '../../tests/support/storyState.ts';

function snapshotAfter(...events: AnyEventObject[]) {
  return events.reduce(
    (snapshot, event) => getNextSnapshot(businessAdminsMachine, snapshot, event as never),
    getInitialSnapshot(businessAdminsMachine, undefined as never),
  );
}

const typed = { type: 'numbers.change', value: S.numbers };
const add = { type: 'admins.add' };
const story = (...events: AnyEventObject[]) =>
  viewStory(businessAdminsShows as never, connectBusinessAdmins, snapshotAfter(...events));

const meta = {
  title: 'Chat/Business admins',
  component: BusinessAdminsForm,
  parameters: { layout: 'padded' },
  args: { view: connectBusinessAdmins(snapshotAfter()) },
} satisfies Meta<typeof BusinessAdminsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: Add waits for ten characters. */
export const Empty: Story = {
  ...story(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: T.add })).toBeDisabled();
  },
};

export const Typed: Story = story(typed);

/** Long enough, but no ten-digit number in it. */
export const Invalid: Story = {
  ...story({ type: 'numbers.change', value: S.noneValid }, add),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(T.noNumbers);
  },
};

export const Adding: Story = story(typed, add);

export const Added: Story = {
  ...story(typed, add, doneEvent('addBusinessAdmins', S.answer)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(S.answer.msg);
    await expect(canvas.getByRole('textbox', { name: T.numbers })).toHaveValue('');
  },
};

export const Failed: Story = {
  ...story(typed, add, errorEvent('addBusinessAdmins', serviceError(S.refused, 400))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(S.refused);
    await expect(canvas.getByRole('textbox', { name: T.numbers })).toHaveValue(S.numbers);
  },
};
