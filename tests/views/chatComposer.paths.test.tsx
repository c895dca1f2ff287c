// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, fromCallback } from 'xstate';
import {
  COMPOSER_ME,
  COMPOSER_MEMBERS,
  COMPOSER_SAMPLE as S,
} from '../../machines/chatComposer/chatComposer.fixtures.ts';
import { chatComposerPaths } from '../../machines/chatComposer/chatComposer.paths.ts';
import { chatComposerShows } from '../../machines/chatComposer/chatComposer.shows.ts';
import { CHAT_COMPOSER_TEXTS as T } from '../../machines/chatComposer/index.ts';
import type { OutgoingMessage } from '../../machines/chatOutbox/index.ts';
import type { ChatChannel, ChatMember } from '../../src/domain/chat/types.ts';
import { Composer } from '../../src/features/chat/composer/index.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const CHANNEL = { name: 'kosh/public/1000001' } as ChatChannel;

type Fakes = {
  sent: OutgoingMessage[];
  setMembers: (members: readonly ChatMember[]) => void;
  camera: ((event: AnyEventObject) => void) | null;
};

// jsdom draws nothing: a canvas that draws and encodes, and images that load at once.
const restore: Array<() => void> = [];
beforeAll(() => {
  const canvas = HTMLCanvasElement.prototype;
  const { getContext, toBlob } = canvas;
  canvas.getContext = (() => ({
    drawImage() {},
    fillRect() {},
    strokeRect() {},
  })) as never;
  canvas.toBlob = (callback: BlobCallback) => {
    callback(new Blob(['jpeg'], { type: 'image/jpeg' }));
  };
  const OriginalImage = globalThis.Image;
  class LoadedImage {
    naturalWidth = 120;
    naturalHeight = 80;
    onload: (() => void) | null = null;
    set src(_url: string) {
      queueMicrotask(() => this.onload?.());
    }
  }
  globalThis.Image = LoadedImage as never;
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = () => 'blob:sample';
  URL.revokeObjectURL = () => {};
  restore.push(() => {
    canvas.getContext = getContext;
    canvas.toBlob = toBlob;
    globalThis.Image = OriginalImage;
    URL.createObjectURL = createObjectURL;
  });
});
afterAll(() => {
  for (const undo of restore) undo();
  localStorage.clear();
});

// By placeholder: behind an open dialog the input is hidden from the accessibility tree.
const message = () => screen.getByPlaceholderText(T.placeholder);
const dialog = () => screen.queryByRole('dialog');
const previousState = ({ path, step }: ReplayContext<Fakes>) => path.steps[step - 1]!.state;
const asFile = (file: Blob, name: string) => new File([file], name, { type: file.type });

function Harness({ fakes }: { fakes: Fakes }) {
  const [members, setMembers] = useState<readonly ChatMember[]>(COMPOSER_MEMBERS);
  fakes.setMembers = setMembers;
  return (
    <Composer
      channel={CHANNEL}
      me={{ username: COMPOSER_ME, name: 'Ravi Kumar' }}
      replyTo={null}
      onReplyClear={() => {}}
      members={members}
      send={(draft) => fakes.sent.push(draft)}
      actors={{
        camera: fromCallback(({ sendBack }) => {
          fakes.camera = sendBack;
          return () => {
            fakes.camera = null;
          };
        }),
      }}
    />
  );
}

function expectComposerState(state: AnyMachineSnapshot, context: ReplayContext<Fakes>) {
  expectScreenShows(chatComposerShows as never, state, screen);
  // What is typed stays in the input through every state, until it is sent.
  expect(message()).toHaveValue(state.context.text);
  const last = context.path.steps[context.step]!.event;
  if (last.type === 'message.send') {
    const before = previousState(context).context;
    expect(context.fakes.sent.at(-1)).toEqual({
      channel: CHANNEL.name,
      text: before.text.trim(),
      replied_to: null,
      attachment: before.attachment
        ? { kind: before.attachment.kind, name: before.attachment.name, file: expect.any(Blob) }
        : null,
      location: null,
    });
  }
}

function composerDriver(): ViewDriver<Fakes> {
  return {
    fakes: () => ({ sent: [], setMembers: () => {}, camera: null }),
    render: (fakes) => <Harness fakes={fakes} />,
    delays: { mentionHide: 150 },
    gestures: {
      'text.change': async (e) => {
        const field = dialog()
          ? within(dialog()!).getByRole('textbox', { name: T.caption })
          : message();
        fireEvent.change(field, { target: { value: e.value, selectionStart: e.caret } });
      },
      'members.change': async (e, { fakes }) => act(() => fakes.setMembers(e.members)),
      'input.blur': async () => void fireEvent.blur(message()),
      'input.focus': async () => void fireEvent.focus(message()),
      'mention.next': async () => void fireEvent.keyDown(message(), { key: 'ArrowDown' }),
      'mention.prev': async () => void fireEvent.keyDown(message(), { key: 'ArrowUp' }),
      'mention.dismiss': async () => void fireEvent.keyDown(message(), { key: 'Escape' }),
      'mention.choose': async (_e, context) => {
        if (previousState(context).matches({ mention: 'closing' })) {
          const option = screen.getAllByRole('option').find((o) => o.ariaSelected === 'true');
          await context.user.click(option!);
        } else fireEvent.keyDown(message(), { key: 'Tab' });
      },
      'file.choose': async (e) => {
        fireEvent.change(screen.getByTestId('composer-file'), {
          target: { files: [asFile(e.file, e.name)] },
        });
      },
      'attachment.discard': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.discard })),
      'crop.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.crop })),
      'crop.apply': async (_e, { user }) => {
        await act(() => Promise.resolve());
        await user.click(screen.getByRole('button', { name: T.applyCrop }));
        await act(() => Promise.resolve());
      },
      'crop.cancel': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.cancelCrop })),
      'camera.open': (_e, { user }) => user.click(screen.getByRole('button', { name: T.camera })),
      'camera.ready': async (e, { fakes }) =>
        act(() => fakes.camera!({ type: 'camera.ready', stream: e.stream })),
      'camera.failed': async (_e, { fakes }) => act(() => fakes.camera!({ type: 'camera.failed' })),
      'camera.capture': async (_e, { user }) => {
        await user.click(screen.getByRole('button', { name: T.capture }));
        await act(() => Promise.resolve());
      },
      'camera.close': (_e, { user }) =>
        user.click(screen.getByRole('button', { name: T.closeCamera })),
      'message.send': async (_e, context) => {
        if (dialog())
          return context.user.click(within(dialog()!).getByRole('button', { name: T.send }));
        // Enter sends; with suggestions showing Enter picks one, so the button is used.
        if (screen.queryAllByRole('option').length) {
          return context.user.click(screen.getByRole('button', { name: T.send }));
        }
        fireEvent.keyDown(message(), { key: 'Enter' });
      },
    },
    expectState: expectComposerState,
  };
}

describe('the message input through Composer', () => {
  it.each(viewCases(chatComposerPaths))('$title', async ({ path }) => {
    await replayThroughView(path, composerDriver());
  });

  it('adds a new line on Shift+Enter and keeps the draft of a channel across a remount', () => {
    const fakes: Fakes = { sent: [], setMembers: () => {}, camera: null };
    const first = render(<Harness fakes={fakes} />);
    fireEvent.change(message(), { target: { value: S.text } });
    fireEvent.keyDown(message(), { key: 'Enter', shiftKey: true });
    expect(fakes.sent).toEqual([]);
    first.unmount();
    render(<Harness fakes={fakes} />);
    expect(message()).toHaveValue(S.text);
    expect(message()).toHaveAttribute('placeholder', 'Write message here...');
  });

  it('shows the quoted message while replying, and sends the reply with it', () => {
    const sent: OutgoingMessage[] = [];
    const onReplyClear = vi.fn();
    const replyTo = {
      _id: 'm-9',
      text: 'Who visits Kurla today?',
      user: { _id: '9000000002', name: 'Asha Rao' },
    };
    render(
      <Composer
        channel={{ name: 'kosh/public/1000002' } as ChatChannel}
        me={{ username: COMPOSER_ME, name: 'Ravi Kumar' }}
        replyTo={replyTo}
        onReplyClear={onReplyClear}
        members={null}
        send={(draft) => sent.push(draft)}
      />,
    );
    expect(screen.getByText(T.replyingTo('Asha Rao'))).toBeInTheDocument();
    expect(screen.getByText(replyTo.text)).toBeInTheDocument();
    fireEvent.change(message(), { target: { value: 'I do' } });
    fireEvent.keyDown(message(), { key: 'Enter' });
    expect(sent[0]!.replied_to).toEqual(replyTo);
    expect(onReplyClear).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: T.cancelReply }));
    expect(onReplyClear).toHaveBeenCalledTimes(2);
  });
});
