import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AnyEventObject } from 'xstate';
import { doneEvent, errorEvent, serviceError } from '../../machines/pathSpec.ts';
import { connectRegisterComplaint } from '../../machines/registerComplaint/index.ts';
import {
  registerComplaintPaths,
  REGISTER_COMPLAINT_SAMPLE as S,
} from '../../machines/registerComplaint/registerComplaint.paths.ts';
import { registerComplaintShows } from '../../machines/registerComplaint/registerComplaint.shows.ts';
import { RegisterComplaint } from '../../src/features/complaints/index.ts';
import { renders } from '../../tests/support/storyState.ts';
import { snapshotAfter } from '../support/snapshotAfter.ts';

function story(events: AnyEventObject[]): Story {
  const snapshot = snapshotAfter(registerComplaintPaths.machine, ...events);
  return {
    args: { view: connectRegisterComplaint(snapshot) },
    parameters: renders(registerComplaintShows as never, snapshot),
  };
}

/** Register complaint over the complaints list, in every state of its statechart. */
const meta = {
  title: 'Complaints/Register complaint',
  component: RegisterComplaint,
  args: { view: connectRegisterComplaint(snapshotAfter(registerComplaintPaths.machine)) },
} satisfies Meta<typeof RegisterComplaint>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = { type: 'dialog.open' };
const filled = [
  open,
  { type: 'mobile.change', value: S.mobile },
  { type: 'complaint.change', value: S.complaint },
  { type: 'category.change', value: 'behaviour' },
];
const register = { type: 'complaint.register' };

export const Closed: Story = story([]);
export const Empty: Story = story([open]);
export const Filled: Story = story(filled);
/** A number one digit short: the spec's refusal, the number kept. */
export const BadMobile: Story = story([
  open,
  { type: 'mobile.change', value: S.shortMobile },
  { type: 'complaint.change', value: S.complaint },
  register,
]);
export const NoComplaint: Story = story([
  open,
  { type: 'mobile.change', value: S.mobile },
  register,
]);
export const Registering: Story = story([...filled, register]);
/** The server's words, every value kept. */
export const UnknownCustomer: Story = story([
  ...filled,
  register,
  errorEvent('registerComplaint', serviceError(S.unknown, 404)),
]);
export const Registered: Story = story([
  ...filled,
  register,
  doneEvent('registerComplaint', S.answer),
]);
