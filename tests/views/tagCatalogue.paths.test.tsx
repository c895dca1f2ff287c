// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  connectTagCatalogue,
  saveBodyOf,
  TAG_CATALOGUE_TEXTS as T,
  type TagCatalogueActors,
} from '../../machines/tagCatalogue/index.ts';
import {
  TAG_CATALOGUE_SAMPLE as S,
  tagCataloguePaths,
} from '../../machines/tagCatalogue/tagCatalogue.paths.ts';
import { tagCatalogueShows } from '../../machines/tagCatalogue/tagCatalogue.shows.ts';
import { TagCatalogue } from '../../src/features/chatCatalogue/index.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<TagCatalogueActors>;

const newTag = () => screen.getByRole('textbox', { name: T.newTag });
const row = (index: number) => screen.getByRole('textbox', { name: `${T.tagName} ${index + 1}` });

function expectTagsState(state: AnyMachineSnapshot, { fakes }: ReplayContext<Fakes>) {
  expectScreenShows(tagCatalogueShows as never, state, screen);
  const view = connectTagCatalogue(state as never);
  // Every row as typed, editable unless a save is under way.
  const rows = screen.queryAllByRole('textbox', { name: new RegExp(`^${T.tagName} \\d+$`) });
  expect(rows.map((input) => (input as HTMLInputElement).value)).toEqual(
    view.rows.map((each) => each.name),
  );
  for (const [index, input] of rows.entries()) {
    expect(input).toHaveProperty('disabled', view.busy);
    // A blank name that stopped Save is marked on its own field.
    expect(input.getAttribute('aria-invalid')).toBe(String(view.invalidRows[index]));
  }
  expect(newTag()).toHaveValue(view.newName);
  const alerts = screen.queryAllByRole('alert').map((node) => node.textContent);
  expect(alerts).toEqual(view.alert ? [view.alert] : []);
  if (view.busy) expect(fakes.latest('updateChatTags').input).toEqual(saveBodyOf(view.rows));
}

function tagsDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<TagCatalogueActors>(['updateChatTags']),
    render: (fakes) => <TagCatalogue actors={fakes.actors} tags={[...S.tags]} />,
    gestures: {
      'newName.change': async (e, { user }) => {
        await user.clear(newTag());
        if (e.value) await user.type(newTag(), e.value);
      },
      'tag.add': (_e, { user }) => user.click(screen.getByRole('button', { name: T.add })),
      'tag.rename': async (e, { user }) => {
        await user.clear(row(e.index));
        if (e.name) await user.type(row(e.index), e.name);
      },
      'tag.remove': async (e, { user }) => {
        const name =
          (row(e.index) as HTMLInputElement).value.trim() || `${T.tagName} ${e.index + 1}`;
        await user.click(screen.getByRole('button', { name: `${T.remove} ${name}` }));
      },
      'tags.save': (_e, { user }) => user.click(screen.getByRole('button', { name: T.save })),
      'tags.retry': (_e, { user }) => user.click(screen.getByRole('button', { name: T.retry })),
    },
    expectState: expectTagsState,
  };
}

describe('the tag catalogue through TagCatalogue', () => {
  it.each(viewCases(tagCataloguePaths))('$title', async ({ path }) => {
    await replayThroughView(path, tagsDriver());
  });
});

describe('the tag catalogue by keyboard', () => {
  it('adds a typed tag with Enter instead of saving the list', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const { render } = await import('@testing-library/react');
    const fakes = deferredActors<TagCatalogueActors>(['updateChatTags']);
    render(<TagCatalogue actors={fakes.actors} tags={[...S.tags]} />);
    const user = userEvent.setup();
    await user.type(newTag(), `${S.newName}{Enter}`);
    expect(row(2)).toHaveValue(S.newName);
    expect(fakes.calls.updateChatTags).toHaveLength(0);
  });
});
