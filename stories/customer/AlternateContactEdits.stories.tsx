import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, fn, within } from 'storybook/test';
import type { StateValue } from 'xstate';
import { CONTACTS_SAMPLE as SAMPLE } from '../../machines/alternateContacts/alternateContacts.paths.ts';
import { alternateContactsShows } from '../../machines/alternateContacts/alternateContacts.shows.ts';
import {
  type AlternateContactsContext,
  type AlternateContactsModel,
  alternateContactsMachine,
  connectAlternateContacts,
  EMPTY_FORM,
  CONTACT_TEXTS as T,
} from '../../machines/alternateContacts/index.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { AlternateContactsPanel } from '../../src/features/customer/components/AlternateContactsSection.tsx';
import { sampleContacts } from '../../tests/support/fixtures/alternateContacts.ts';
import { sampleRelations } from '../../tests/support/fixtures/contactEdits.ts';
import { renders } from '../../tests/support/storyState.ts';
import { withQueryClient } from '../support/withQueryClient.tsx';
import { reads } from './customerPageStories.tsx';

/** The section with the list loaded and the machine's view over it. */
function ContactsScreen({ view }: { view: AlternateContactsModel }) {
  const contacts = useQuery(reads.alternateContacts);
  return (
    <AlternateContactsPanel
      contacts={contacts}
      view={view}
      options={{ relations: sampleRelations.relations, note: null }}
    />
  );
}

const meta = {
  title: 'Customer/Social/Contact edits',
  component: ContactsScreen,
  parameters: { layout: 'padded' },
  decorators: [
    withQueryClient((client) =>
      client.setQueryData(reads.alternateContacts.queryKey, sampleContacts),
    ),
  ],
} satisfies Meta<typeof ContactsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const defaults: AlternateContactsContext = {
  flags: SAMPLE.flags,
  username: SAMPLE.username,
  me: SAMPLE.me,
  form: EMPTY_FORM,
  edit: null,
  error: null,
};

/** A story of one state: its props are connect() of the snapshot, kept in its parameters. */
function contactsStory(value: StateValue, context: Partial<AlternateContactsContext> = {}) {
  const state = alternateContactsMachine.resolveState({
    value,
    context: { ...defaults, ...context },
  });
  // The intents go to a spy: a story's gestures are recorded, not acted on.
  return {
    args: { view: connectAlternateContacts(state, fn()) },
    parameters: renders(alternateContactsShows as never, state),
  };
}

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const filled = { name: 'Anita Rao', contact: '9812345670', relation: 'Friend' };
const rita = sampleContacts.results[0]!;

export const Editable: Story = {
  ...contactsStory('idle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.edit('name', rita.name) })).toBeEnabled();
    await expect(
      canvas.getByRole('button', { name: T.edit('reference_check', rita.name) }),
    ).toBeEnabled();
  },
};

export const RecoveryAgent: Story = {
  ...contactsStory('idle', { flags: roleFlagsOf('is_recovery_agent') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: T.edit('name', rita.name) })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /reference check/ })).toBeNull();
  },
};

export const ViewOnly: Story = {
  ...contactsStory('idle', { flags: roleFlagsOf('is_lender_read_only') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toEqual([]);
  },
};

export const AddEmpty: Story = {
  ...contactsStory({ adding: 'filling' }),
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: T.dialogTitle }));
    await expect(dialog.getByRole('button', { name: T.submit })).toBeDisabled();
  },
};

export const AddFilled: Story = contactsStory({ adding: 'filling' }, { form: filled });

export const AddInvalid: Story = {
  ...contactsStory({ adding: 'invalid' }, { form: { ...filled, contact: '981234567' } }),
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(T.invalid);
  },
};

export const AddSaving: Story = {
  ...contactsStory({ adding: 'saving' }, { form: filled }),
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('button', { name: T.submit })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const AddFailed: Story = {
  ...contactsStory({ adding: 'failed' }, { form: filled, error: SAMPLE.refused }),
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(SAMPLE.refused);
    await expect(dialog.getByRole('textbox', { name: T.contact })).toHaveValue(filled.contact);
  },
};

const editing = (field: 'name' | 'reference_check', value: string) => ({
  edit: { contact: rita, field, value },
});

export const EditName: Story = {
  ...contactsStory({ editing: 'filling' }, editing('name', 'Rita Sen')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: T.editor('name', rita.name) })).toHaveValue(
      'Rita Sen',
    );
    await expect(
      canvas.getByRole('button', { name: T.edit('relation', rita.name) }),
    ).toBeDisabled();
  },
};

export const EditInvalid: Story = contactsStory({ editing: 'invalid' }, editing('name', 'Ri'));

export const EditSaving: Story = contactsStory(
  { editing: 'saving' },
  editing('reference_check', 'BAD'),
);

export const EditFailed: Story = {
  ...contactsStory(
    { editing: 'failed' },
    { ...editing('reference_check', 'BAD'), error: 'Alternate contact not found' },
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Alternate contact not found',
    );
  },
};
