// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  alternateContactsPaths,
  CONTACTS_SAMPLE as SAMPLE,
} from '../../machines/alternateContacts/alternateContacts.paths.ts';
import { alternateContactsShows } from '../../machines/alternateContacts/alternateContacts.shows.ts';
import {
  type AlternateContactsActors,
  type AlternateContactsContext,
  addBody,
  connectAlternateContacts,
  CONTACT_TEXTS as T,
  updateBody,
} from '../../machines/alternateContacts/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { AlternateContactsSection } from '../../src/features/customer/components/AlternateContactsSection.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer, ok, sampleAnswer } from '../support/fakeCustomerServer.ts';
import { sampleContacts } from '../support/fixtures/alternateContacts.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<AlternateContactsActors>;
type Context = ReplayContext<Fakes>;

const dialog = () => within(screen.getByRole('dialog', { name: T.dialogTitle }));
const CHECKS = ['GOOD', 'BAD'];

async function retype(user: UserEvent, box: HTMLElement, value: string) {
  await user.clear(box);
  if (value) await user.type(box, value);
}

function expectContactsState(state: AnyMachineSnapshot, { fakes }: Context) {
  expectScreenShows(alternateContactsShows as never, state, screen);
  const view = connectAlternateContacts(state as never);
  const context = state.context as AlternateContactsContext;

  // Every row's edit buttons are there, usable only while nothing else is edited.
  for (const contact of sampleContacts.results) {
    for (const field of ['contact', 'name', 'relation', 'reference_check'] as const) {
      const control = view.editControl(contact, field);
      if (view.editor?.contactId === contact.id && view.editor.field === field) continue;
      const button = screen.queryByRole('button', {
        name: T.edit(field, contact.name),
        hidden: true,
      });
      expect(button).not.toBeNull();
      expect((button as HTMLButtonElement).disabled).toBe(control!.disabled);
    }
  }

  if (view.dialog.open) {
    expect(dialog().getByRole('textbox', { name: T.name })).toHaveValue(context.form.name);
    expect(dialog().getByRole('textbox', { name: T.contact })).toHaveValue(context.form.contact);
    expect(dialog().getByRole('combobox', { name: T.relation })).toHaveValue(context.form.relation);
    const alerts = dialog()
      .queryAllByRole('alert')
      .map((node) => node.textContent);
    const shown = view.dialog.invalid ?? view.dialog.error;
    expect(alerts).toEqual(shown ? [shown] : []);
    if (view.dialog.saving) {
      expect(fakes.latest('addContact').input).toEqual(
        addBody(context.form, SAMPLE.username, SAMPLE.me),
      );
    }
  } else {
    expect(screen.queryByRole('dialog')).toBeNull();
  }

  if (view.editor) {
    const box = screen.getByRole(
      CHECKS.includes(view.editor.value) || view.editor.field === 'reference_check'
        ? 'combobox'
        : 'textbox',
      {
        name: view.editor.label,
      },
    );
    expect(box).toHaveValue(view.editor.value);
    const shown = view.editor.invalid ?? view.editor.error;
    expect(screen.queryAllByRole('alert').map((node) => node.textContent)).toEqual(
      shown ? [shown] : [],
    );
    if (view.editor.saving) {
      const { contact, field, value } = context.edit!;
      expect(fakes.latest('updateContact').input).toEqual(updateBody(contact.id, field, value));
    }
  }
}

function contactsDriver(): ViewDriver<Fakes> {
  let client = createQueryClient({ retryDelay: 0 });
  return {
    fakes: () => {
      client = createQueryClient({ retryDelay: 0 });
      return deferredActors<AlternateContactsActors>(['addContact', 'updateContact']);
    },
    render: (fakes) => {
      // The walk's customer, with the sample contacts; the relations from the server.
      const server = fakeCustomerServer((request) =>
        request.read === 'alternate-contacts' ? ok(sampleContacts) : sampleAnswer(request),
      );
      return (
        <QueryClientProvider client={client}>
          <AlternateContactsSection
            queries={server.queries}
            username={SAMPLE.username}
            historyDate={null}
            flags={SAMPLE.flags}
            me={SAMPLE.me}
            actors={fakes.actors}
          />
        </QueryClientProvider>
      );
    },
    prepare: async () => {
      await screen.findByRole('link', { name: SAMPLE.rita.name });
      await waitFor(() => expect(client.isFetching()).toBe(0));
    },
    gestures: {
      'add.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.addNew })),
      'add.change': async (e, { user }) => {
        if (e.field === 'relation') {
          await user.selectOptions(dialog().getByRole('combobox', { name: T.relation }), e.value);
          return;
        }
        const label = e.field === 'name' ? T.name : T.contact;
        await retype(user, dialog().getByRole('textbox', { name: label }), e.value);
      },
      'add.submit': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.submit })),
      'add.cancel': (_e, { user }) => user.click(dialog().getByRole('button', { name: T.cancel })),
      'edit.start': (e, { user }) =>
        user.click(screen.getByRole('button', { name: T.edit(e.field, e.contact.name) })),
      'edit.change': async (e, { user }) => {
        if (CHECKS.includes(e.value)) {
          await user.selectOptions(screen.getByRole('combobox', { name: /^New / }), e.value);
          return;
        }
        await retype(user, screen.getByRole('textbox', { name: /^New / }), e.value);
      },
      'edit.submit': (_e, { user }) => user.click(screen.getByRole('button', { name: T.save })),
      'edit.cancel': (_e, { user }) => user.click(screen.getByRole('button', { name: T.cancel })),
    },
    expectState: expectContactsState,
  };
}

describe('alternate contacts through AlternateContactsSection', () => {
  it.each(viewCases(alternateContactsPaths))('$title', async ({ path }) => {
    await replayThroughView(path, contactsDriver());
  });
});
