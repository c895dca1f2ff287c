// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callSnapshot, connectCall } from '../../machines/call/index.ts';
import {
  CallPopupView,
  POPUP_POSITION_KEY,
  CALL_TEXTS as T,
} from '../../src/features/call/index.ts';
import {
  clampPosition,
  DEFAULT_POPUP_PLACEMENT,
  keyMove,
} from '../../src/features/call/popupPosition.ts';
import { createMemoryStorage } from '../../src/platform/storage/memoryStorage.ts';

/* The popup as a floating window: moved by pointer or keyboard, kept on screen, remembered
   for the next call; its buttons send the machine's events. */

const answered = connectCall(callSnapshot('answered', { seconds: 65 }));

function renderPopup(storage = createMemoryStorage(), view = answered) {
  const send = vi.fn();
  const utils = render(
    <>
      <button type="button">Case page</button>
      <CallPopupView view={view} send={send} storage={storage} />
    </>,
  );
  const dialog = () => screen.getByRole('dialog');
  const handle = () => within(dialog()).getByRole('button', { name: T.moveHandle });
  return { ...utils, send, storage, dialog, handle };
}

const placement = (element: HTMLElement) => ({
  left: element.style.left,
  top: element.style.top,
  right: element.style.right,
  bottom: element.style.bottom,
});

describe('call popup window', () => {
  it('floats in the bottom-left corner (the foot of the sidebar) without blocking the page', async () => {
    const user = userEvent.setup();
    const { dialog } = renderPopup();
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    expect(placement(dialog())).toMatchObject({ ...DEFAULT_POPUP_PLACEMENT, top: '', right: '' });
    const page = screen.getByRole('button', { name: 'Case page' });
    await user.click(page);
    expect(page).toHaveFocus();
  });

  it('moves with the arrow keys when its handle is focused, and remembers where', async () => {
    const user = userEvent.setup();
    const { dialog, handle, storage, unmount } = renderPopup();
    expect(handle()).toHaveAccessibleDescription(T.moveHint);
    handle().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(placement(dialog())).toMatchObject({ left: '20px', top: '50px' });
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(placement(dialog())).toMatchObject({ left: '10px', top: '40px' });
    expect(JSON.parse(storage.getItem(POPUP_POSITION_KEY)!)).toEqual({ x: 10, y: 40 });

    unmount();
    const again = renderPopup(storage);
    expect(placement(again.dialog())).toMatchObject({ left: '10px', top: '40px' });
  });

  it('is dragged by its handle with a pointer, and saved when dropped', () => {
    const { dialog, handle, storage } = renderPopup();
    fireEvent.pointerDown(handle(), { button: 0, pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 160, clientY: 130 });
    expect(placement(dialog())).toMatchObject({ left: '60px', top: '30px' });
    expect(storage.getItem(POPUP_POSITION_KEY)).toBeNull();
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: 300, clientY: 230 });
    expect(placement(dialog())).toMatchObject({ left: '200px', top: '130px' });
    expect(JSON.parse(storage.getItem(POPUP_POSITION_KEY)!)).toEqual({ x: 200, y: 130 });
    // Moving the pointer after the drop moves nothing.
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 500, clientY: 500 });
    expect(placement(dialog())).toMatchObject({ left: '200px', top: '130px' });
  });

  it('stays on screen however far it is dragged', () => {
    const { dialog, handle } = renderPopup();
    fireEvent.pointerDown(handle(), { button: 0, pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerUp(handle(), { pointerId: 1, clientX: -500, clientY: 99_999 });
    expect(placement(dialog())).toMatchObject({ left: '0px', top: `${window.innerHeight}px` });
    expect(
      clampPosition({ x: 900, y: -4 }, { width: 288, height: 200 }, { width: 1000, height: 700 }),
    ).toEqual({ x: 712, y: 0 });
    expect(
      clampPosition({ x: 50, y: 50 }, { width: 400, height: 300 }, { width: 300, height: 200 }),
    ).toEqual({ x: 0, y: 0 });
  });

  it('ignores a secondary button, and other keys', async () => {
    const user = userEvent.setup();
    const { dialog, handle, storage } = renderPopup();
    fireEvent.pointerDown(handle(), { button: 2, pointerId: 1, clientX: 0, clientY: 0 });
    fireEvent.pointerMove(handle(), { pointerId: 1, clientX: 80, clientY: 80 });
    handle().focus();
    await user.keyboard('a{Enter}');
    expect(placement(dialog())).toMatchObject({ ...DEFAULT_POPUP_PLACEMENT, top: '' });
    expect(storage.getItem(POPUP_POSITION_KEY)).toBeNull();
    expect(keyMove('Home', false)).toBeNull();
  });

  it('starts in the default corner when the saved position is unreadable', () => {
    const storage = createMemoryStorage();
    storage.setItem(POPUP_POSITION_KEY, '{"x":"left"}');
    const { dialog } = renderPopup(storage);
    expect(placement(dialog())).toMatchObject({ ...DEFAULT_POPUP_PLACEMENT, top: '' });
  });
});

describe('call popup controls', () => {
  it('shows the number and the timer, and sends hold, mute and end', async () => {
    const user = userEvent.setup();
    const { dialog, send } = renderPopup();
    const popup = within(dialog());
    expect(dialog()).toHaveAccessibleName('Call 9876543210');
    expect(popup.getByRole('timer')).toHaveTextContent('01:05');
    await user.click(popup.getByRole('button', { name: T.hold }));
    await user.click(popup.getByRole('button', { name: T.mute }));
    await user.click(popup.getByRole('button', { name: T.end }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'call.hold' },
      { type: 'call.mute' },
      { type: 'call.end' },
    ]);
  });

  it('sends unhold and unmute when they are pressed', async () => {
    const user = userEvent.setup();
    const view = connectCall(callSnapshot('answered', { held: true, muted: true }));
    const { dialog, send } = renderPopup(createMemoryStorage(), view);
    const popup = within(dialog());
    expect(popup.getByRole('button', { name: T.hold })).toHaveAttribute('aria-pressed', 'true');
    await user.click(popup.getByRole('button', { name: T.hold }));
    await user.click(popup.getByRole('button', { name: T.mute }));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'call.unhold' },
      { type: 'call.unmute' },
    ]);
  });

  it('works from the keyboard alone', async () => {
    const user = userEvent.setup();
    const { send } = renderPopup();
    await user.tab(); // the page
    await user.tab(); // the handle
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'call.hold',
      'call.mute',
      'call.end',
    ]);
  });

  it('explains why hold and mute wait for the answer', () => {
    const view = connectCall(callSnapshot('ringing'));
    const { dialog } = renderPopup(createMemoryStorage(), view);
    const hold = within(dialog()).getByRole('button', { name: T.hold });
    expect(hold).toBeDisabled();
    expect(hold).toHaveAccessibleDescription('Hold and mute work once the customer answers.');
  });

  it('closes when the call has ended', () => {
    act(() => {
      renderPopup(createMemoryStorage(), connectCall(callSnapshot('completed', { seconds: 90 })));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Call ended: ended by you (01:30)');
  });
});

describe('call popup on a smaller screen', () => {
  it('pulls a position saved on a larger screen back into view', () => {
    const storage = createMemoryStorage();
    storage.setItem(POPUP_POSITION_KEY, JSON.stringify({ x: 5_000, y: 20 }));
    const { dialog } = renderPopup(storage);
    expect(placement(dialog())).toMatchObject({ left: `${window.innerWidth}px`, top: '20px' });
  });
});
