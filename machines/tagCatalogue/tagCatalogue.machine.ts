import { assign, setup } from 'xstate';
import { unprovided } from '../shared/calls.ts';
import { refusalOr } from '../shared/refusal.ts';
import type { CatalogueTag, TagRow } from './tagCatalogue.actors.ts';
import { catalogueProblem, isChanged, isListed, saveBodyOf } from './tagCatalogue.rules.ts';
import { TAG_CATALOGUE_TEXTS as T } from './tagCatalogue.texts.ts';

export type TagCatalogueContext = {
  /** The catalogue as the server last said. */
  stored: CatalogueTag[];
  rows: TagRow[];
  newName: string;
  /** Why Add or Save did not go ahead (a validation message). */
  problem: string | null;
  /** The server's words, or 'Please try again', after a failed save. */
  error: string | null;
};

export type TagCatalogueEvent =
  | { type: 'newName.change'; value: string }
  | { type: 'tag.add' }
  | { type: 'tag.rename'; index: number; name: string }
  | { type: 'tag.remove'; index: number }
  | { type: 'tags.save' }
  | { type: 'tags.retry' };

export type TagCatalogueInput = { tags: CatalogueTag[] };

/**
 * The super admin keeps the catalogue of channel tags (spec part 2 §7 'chat/tags-update'): rename
 * a tag in place, remove one, add new ones, then Save sends the whole list once. Save checks the
 * names first; a refusal shows the server's words (else 'Please try again') and keeps every edit.
 */
export const tagCatalogueMachine = setup({
  types: {
    input: {} as TagCatalogueInput,
    context: {} as TagCatalogueContext,
    events: {} as TagCatalogueEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    updateChatTags: unprovided<{ tags: CatalogueTag[] }, { tags: TagRow[] }>('updateChatTags'),
  },
  guards: {
    newNameListed: ({ context }) =>
      context.newName.trim() !== '' && isListed(context.rows, context.newName),
    newNameFilled: ({ context }) => context.newName.trim() !== '',
    canSave: ({ context }) =>
      isChanged(context.rows, context.stored) && catalogueProblem(context.rows) === null,
    isChanged: ({ context }) => isChanged(context.rows, context.stored),
  },
  actions: {
    edit: assign(({ context, event }) => {
      switch (event.type) {
        case 'newName.change':
          return { newName: event.value };
        case 'tag.rename':
          return {
            rows: context.rows.map((row, i) =>
              i === event.index ? { ...row, name: event.name } : row,
            ),
          };
        case 'tag.remove':
          return { rows: context.rows.filter((_, i) => i !== event.index) };
        default:
          return {};
      }
    }),
    addRow: assign(({ context }) => ({
      rows: [...context.rows, { name: context.newName.trim() }],
      newName: '',
    })),
    sayListed: assign({ problem: T.exists }),
    sayProblem: assign(({ context }) => ({ problem: catalogueProblem(context.rows) })),
  },
}).createMachine({
  id: 'tagCatalogue',
  context: ({ input }) => ({
    stored: input.tags,
    rows: input.tags,
    newName: '',
    problem: null,
    error: null,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'newName.change': { target: '.editing', actions: 'edit' },
        'tag.rename': { target: '.editing', actions: 'edit' },
        'tag.remove': { target: '.editing', actions: 'edit' },
        'tag.add': [
          { guard: 'newNameListed', target: '.invalid', actions: 'sayListed' },
          { guard: 'newNameFilled', target: '.editing', actions: 'addRow' },
        ],
        'tags.save': [
          { guard: 'canSave', target: 'saving' },
          { guard: 'isChanged', target: '.invalid', actions: 'sayProblem' },
        ],
      },
      states: {
        editing: {},
        invalid: { description: 'A blank or repeated name; nothing sent', tags: 'error' },
        saved: { description: "'Tags Updated Successfully'; the list as stored" },
        failed: {
          description: "The server's words or 'Please try again', with Retry; the edits kept",
          tags: 'error',
          on: { 'tags.retry': '#tagCatalogue.saving' },
        },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateChatTags',
        src: 'updateChatTags',
        input: ({ context }) => saveBodyOf(context.rows),
        onDone: {
          target: 'form.saved',
          actions: assign(({ event }) => ({
            stored: event.output.tags,
            rows: event.output.tags,
            problem: null,
            error: null,
          })),
        },
        onError: {
          target: 'form.failed',
          actions: assign(({ event }) => ({ error: refusalOr(event.error, T.tryAgain) })),
        },
      },
    },
  },
});
