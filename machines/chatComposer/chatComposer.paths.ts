import { withInput } from '../callActions/withInput.ts';
import { afterEvent, definePathSpec } from '../pathSpec.ts';
import {
  COMPOSER_ME,
  COMPOSER_MEMBERS,
  COMPOSER_MORE_MEMBERS,
  COMPOSER_SAMPLE as S,
} from './chatComposer.fixtures.ts';
import { chatComposerMachine } from './chatComposer.machine.ts';
import { isBlank } from './chatComposer.rules.ts';
import { chatComposerShows } from './chatComposer.shows.ts';

const typed = (value: string) => ({ type: 'text.change', value, caret: value.length });
const chosen = (sample: { file: Blob; name: string }) => ({ type: 'file.choose', ...sample });

export const chatComposerPaths = definePathSpec({
  machine: withInput(chatComposerMachine, { me: COMPOSER_ME, members: COMPOSER_MEMBERS }),
  shows: chatComposerShows as never,
  events: [
    typed(S.text),
    typed(''),
    typed(S.blank),
    typed(S.near),
    typed(S.over),
    typed(S.mentioning),
    typed(S.unmatched),
    { type: 'members.change', members: COMPOSER_MORE_MEMBERS },
    { type: 'input.blur' },
    { type: 'input.focus' },
    { type: 'mention.next' },
    { type: 'mention.prev' },
    { type: 'mention.choose' },
    { type: 'mention.dismiss' },
    afterEvent('mentionHide', 'chatComposer.mention.closing'),
    chosen(S.pdf),
    chosen(S.image),
    chosen(S.other),
    {
      type: 'file.choose',
      get file() {
        return S.huge.file;
      },
      name: 'visit.mp4',
    },
    { type: 'attachment.discard' },
    { type: 'crop.open' },
    { type: 'crop.apply', file: S.cropped },
    { type: 'crop.cancel' },
    { type: 'camera.open' },
    { type: 'camera.ready', stream: 'sample-stream' },
    { type: 'camera.failed' },
    { type: 'camera.capture', file: S.photo },
    { type: 'camera.close' },
    { type: 'message.send' },
  ],
  // A field fires no change for the text it holds. With a dialog open the input is out of
  // reach (the preview's caption still writes the text); keys and focus reach only the input.
  filterEvents: (snapshot, event) => {
    const inDialog =
      !snapshot.matches({ attachment: 'none' }) && !snapshot.matches({ attachment: 'rejected' });
    const inPreview = snapshot.matches({ attachment: 'preview' });
    if (inDialog && (event.type.startsWith('input.') || event.type.startsWith('mention.')))
      return false;
    if (inDialog && !inPreview && event.type === 'text.change') return false;
    if (event.type === 'text.change') return snapshot.context.text !== event.value;
    if (event.type === 'members.change') return snapshot.context.members !== event.members;
    return true;
  },
  // The regions' states and what guards read: whether the text is sendable, the staged kind.
  stateKey: (snapshot) => ({
    value: snapshot.value,
    sendable: !isBlank(snapshot.context.text),
    matches: (snapshot.context.mention?.options.length ?? 0) > 0,
    attachment: snapshot.context.attachment?.kind ?? null,
    rejected: snapshot.context.rejected,
  }),
  describeEvent: (event) => {
    switch (event.type) {
      case 'text.change':
        return event.value === ''
          ? 'clear the text'
          : `type "${String(event.value).slice(0, 24)}" (${event.value.length} characters)`;
      case 'file.choose':
        return `choose the file ${event.name}`;
      case 'message.send':
        return "press Enter or 'Send'";
      case 'camera.ready':
        return 'the browser gives the camera';
      case 'camera.failed':
        return 'the browser refuses the camera';
      case 'xstate.after.mentionHide.chatComposer.mention.closing':
        return '150 ms pass';
      default:
        return event.type;
    }
  },
});
