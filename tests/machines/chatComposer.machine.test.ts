import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import {
  COMPOSER_ME,
  COMPOSER_MEMBERS,
  COMPOSER_SAMPLE as S,
} from '../../machines/chatComposer/chatComposer.fixtures.ts';
import { chatComposerPaths } from '../../machines/chatComposer/chatComposer.paths.ts';
import {
  type ComposedMessage,
  chatComposerMachine,
  connectChatComposer,
  isBlank,
  isOverLimit,
  mentionQueryAt,
  CHAT_COMPOSER_TEXTS as T,
} from '../../machines/chatComposer/index.ts';
import { describeMachinePaths } from '../support/machinePathTests.ts';

type Snapshot = ReturnType<typeof chatComposerMachine.transition>;

describeMachinePaths('chatComposer', chatComposerPaths, (anyState, history) => {
  const state = anyState as Snapshot;
  const view = connectChatComposer(state);
  const { text } = state.context;
  // Send only with something to send and never over 500 (spec part 2 §5).
  if (view.dialog === null) expect(view.canSend).toBe(!isBlank(text) && !isOverLimit(text));
  if (view.dialog === 'preview') expect(view.canSend).toBe(!isOverLimit(text));
  if (view.dialog === 'crop' || view.dialog === 'camera') expect(view.canSend).toBe(false);
  expect(view.counter !== null).toBe(text.length >= 450);
  // The list is open exactly while an '@name' is typed at the caret (or for 150 ms after blur).
  if (view.mention) expect(mentionQueryAt(text, state.context.caret)).not.toBeNull();
  const last = history.at(-1)!.event;
  if (last.type === 'message.send') {
    expect([view.text, view.attachment]).toEqual(['', null]);
  }
});

describe('chatComposer with a live actor', () => {
  const start = () => {
    const actor = createActor(chatComposerMachine, {
      input: { me: COMPOSER_ME, members: COMPOSER_MEMBERS },
    }).start();
    const sent: ComposedMessage[] = [];
    actor.on('message.sent', (event) => sent.push(event.message));
    return { actor, sent };
  };
  const type = (value: string) => ({ type: 'text.change' as const, value, caret: value.length });

  it('hands on the trimmed text once and clears the input', () => {
    const { actor, sent } = start();
    actor.send(type(`  ${S.text}  `));
    actor.send({ type: 'message.send' });
    actor.send({ type: 'message.send' });
    expect(sent).toEqual([{ text: S.text, attachment: null }]);
    expect(actor.getSnapshot().context.text).toBe('');
  });

  it('sends nothing blank or over 500 characters', () => {
    const { actor, sent } = start();
    actor.send(type(S.blank));
    actor.send({ type: 'message.send' });
    actor.send(type(S.over));
    actor.send({ type: 'message.send' });
    expect(sent).toEqual([]);
    expect(connectChatComposer(actor.getSnapshot()).overLimit).toBe(T.overLimit(500));
  });

  it('writes a chosen member as @[Name](username), @all as @[all], never offering the user', () => {
    const { actor, sent } = start();
    actor.send(type('Hi @'));
    const options = connectChatComposer(actor.getSnapshot()).mention!.options;
    expect(options.map((o) => o.label)).toEqual(['@all', 'Asha Rao', 'Ashok Mehta']);
    actor.send({ type: 'mention.next' });
    actor.send({ type: 'mention.choose' });
    expect(actor.getSnapshot().context.text).toBe('Hi @[Asha Rao](9000000002) ');
    actor.send({
      type: 'text.change',
      value: `${actor.getSnapshot().context.text}and @al`,
      caret: 38,
    });
    actor.send({ type: 'mention.choose', index: 0 });
    actor.send({ type: 'message.send' });
    expect(sent[0]!.text).toBe('Hi @[Asha Rao](9000000002) and @[all]');
  });

  it('sends a file with its caption, a cropped image as jpeg', () => {
    const { actor, sent } = start();
    actor.send({ type: 'file.choose', ...S.image });
    actor.send(type('the receipt'));
    actor.send({ type: 'crop.open' });
    actor.send({ type: 'crop.apply', file: S.cropped });
    actor.send({ type: 'message.send' });
    expect(sent).toEqual([
      { text: 'the receipt', attachment: { kind: 'image', file: S.cropped, name: 'receipt.jpg' } },
    ]);
  });

  it('stops the camera when its dialog closes', () => {
    let stopped = 0;
    const actor = createActor(
      chatComposerMachine.provide({
        actors: {
          camera: fromCallback(({ sendBack }) => {
            sendBack({ type: 'camera.ready', stream: 'stream' });
            return () => {
              stopped++;
            };
          }),
        },
      }),
      { input: { me: COMPOSER_ME, members: null } },
    ).start();
    actor.send({ type: 'camera.open' });
    expect(connectChatComposer(actor.getSnapshot()).camera?.state).toBe('live');
    actor.send({ type: 'camera.capture', file: S.photo });
    expect(stopped).toBe(1);
    expect(connectChatComposer(actor.getSnapshot()).dialog).toBe('preview');
  });

  it('says the camera is refused when no camera is given', () => {
    const { actor } = start();
    actor.send({ type: 'camera.open' });
    expect(connectChatComposer(actor.getSnapshot()).camera?.state).toBe('refused');
  });
});
