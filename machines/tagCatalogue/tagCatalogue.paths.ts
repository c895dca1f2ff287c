import { withInput } from '../callActions/withInput.ts';
import {
  definePathSpec,
  doneEvent,
  errorEvent,
  onlyRealChanges,
  serviceError,
} from '../pathSpec.ts';
import { tagCatalogueMachine } from './tagCatalogue.machine.ts';
import { tagCatalogueShows } from './tagCatalogue.shows.ts';

/** The seeded catalogue, the edits a super admin makes, and what the server may answer. */
export const TAG_CATALOGUE_SAMPLE = {
  tags: [
    { id: 1, name: 'Collections' },
    { id: 2, name: 'Urgent' },
  ],
  newName: 'Escalated',
  listedName: 'urgent',
  renamed: 'Recovery',
  answer: {
    tags: [
      { id: 3, name: 'Escalated' },
      { id: 1, name: 'Recovery' },
    ],
  },
  refused: 'The tag Urgent is listed twice.',
  broken: 'Failed to fetch',
} as const;

const S = TAG_CATALOGUE_SAMPLE;
type Snapshot = ReturnType<typeof tagCatalogueMachine.transition>;

export const tagCataloguePaths = definePathSpec({
  machine: withInput(tagCatalogueMachine, { tags: S.tags }),
  shows: tagCatalogueShows as never,
  events: [
    { type: 'newName.change', value: S.newName },
    { type: 'newName.change', value: S.listedName },
    { type: 'tag.add' },
    { type: 'tag.rename', index: 0, name: S.renamed },
    { type: 'tag.rename', index: 0, name: '' },
    { type: 'tag.rename', index: 0, name: S.tags[1].name },
    { type: 'tag.remove', index: 1 },
    { type: 'tags.save' },
    { type: 'tags.retry' },
    doneEvent('updateChatTags', S.answer),
    errorEvent('updateChatTags', serviceError(S.refused, 400)),
    errorEvent('updateChatTags', serviceError(S.broken)),
  ],
  filterEvents: (snapshot, event) => {
    const { rows } = (snapshot as Snapshot).context;
    if (event.type === 'tag.rename') return rows.length > 0 && rows[0]!.name !== event.name;
    if (event.type === 'tag.remove') return rows.length > 1;
    return onlyRealChanges({ 'newName.change': ['newName', 'value'] })(snapshot, event);
  },
  stateKey: (snapshot) => ({
    value: snapshot.value,
    rows: snapshot.context.rows,
    newName: snapshot.context.newName,
    stored: snapshot.context.stored.length,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'newName.change':
        return `type "${event.value}" as a new tag`;
      case 'tag.add':
        return "press 'Add tag'";
      case 'tag.rename':
        return `rename tag ${event.index + 1} to "${event.name}"`;
      case 'tag.remove':
        return `remove tag ${event.index + 1}`;
      case 'tags.save':
        return "press 'Save tags'";
      case 'tags.retry':
        return "press 'Retry'";
      case 'xstate.done.actor.updateChatTags':
        return 'the server stores the tags';
      case 'xstate.error.actor.updateChatTags':
        return `the save fails: "${event.error.message}"`;
      default:
        return undefined;
    }
  },
});
