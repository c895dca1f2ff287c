// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TASK_FORM_TEXTS as T } from '../../machines/taskForm/index.ts';
import { TASK_FORM_SAMPLE as S } from '../../machines/taskForm/taskForm.paths.ts';
import { ApiError } from '../../src/api/errors.ts';
import { createQueryHooks } from '../../src/api/queryHooks.ts';
import { NativeTasksScreen } from '../../src/features/tasks/native/index.ts';
import { deferredActors } from '../support/deferred.ts';
import { testQueryClient } from '../support/fakeDashboardServer.tsx';
import { fakeTasksMain, TASK_FORM_CALLS } from '../support/fixtures/nativeTasks.ts';

const DOC = S.task.documents[0]!;
const FILE = new Blob(['jpeg'], { type: 'image/jpeg' });

/** The New Tasks tab with the sample task opened in its form. */
async function openSampleTask(attachmentFile: (id: number) => Promise<Blob>) {
  const user = userEvent.setup();
  const actors = deferredActors([...TASK_FORM_CALLS]).actors as never;
  render(
    <QueryClientProvider client={testQueryClient()}>
      <NativeTasksScreen
        queries={createQueryHooks(fakeTasksMain())}
        actors={actors}
        move={vi.fn()}
        attachmentFile={attachmentFile}
      />
    </QueryClientProvider>,
  );
  await user.click(
    await screen.findByRole('button', { name: new RegExp(`^Open task ${S.task.id}`) }),
  );
  const attachments = await screen.findByRole('list', { name: T.attachments });
  return { user, attachments };
}

/** A tab the click opens at once (a tab opened after an await is blocked as a popup). */
function stubTab() {
  const tab = { closed: false, location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  const made = vi.fn(() => 'blob:attachment');
  vi.spyOn(URL, 'createObjectURL').mockImplementation(made);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  return { tab, open, made };
}

describe("a task's attachment, from the task's form", () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens its file in a new tab: the tab opened at the click, the file read by its id', async () => {
    const { tab, open, made } = stubTab();
    const file = vi.fn(async () => FILE);
    const { user, attachments } = await openSampleTask(file);
    await user.click(within(attachments).getByRole('button', { name: T.openAttachment(DOC.name) }));
    await waitFor(() => expect(tab.location.href).toBe('blob:attachment'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(file).toHaveBeenCalledWith(DOC.id);
    expect(made).toHaveBeenCalledWith(FILE);
    expect(within(attachments).queryByRole('alert')).toBeNull();
    // The chip still removes the attachment: opening it changed nothing in the form.
    expect(
      within(attachments).getByRole('button', { name: T.removeAttachment(DOC.name) }),
    ).toBeEnabled();
  });

  it("a refusal closes the tab and says the server's words beside the name; a press again reads again", async () => {
    const { tab } = stubTab();
    const file = vi
      .fn<(id: number) => Promise<Blob>>()
      .mockRejectedValueOnce(new ApiError(404, { error: 'Document 501 not found' }))
      .mockResolvedValueOnce(FILE);
    const { user, attachments } = await openSampleTask(file);
    const name = { name: T.openAttachment(DOC.name) };
    await user.click(within(attachments).getByRole('button', name));
    expect(await within(attachments).findByRole('alert')).toHaveTextContent(
      'Document 501 not found',
    );
    expect(tab.close).toHaveBeenCalledTimes(1);
    await user.click(within(attachments).getByRole('button', name));
    await waitFor(() => expect(tab.location.href).toBe('blob:attachment'));
    expect(within(attachments).queryByRole('alert')).toBeNull();
    expect(file).toHaveBeenCalledTimes(2);
  });

  it('a broken network or server says to try again, not a raw error', async () => {
    stubTab();
    const { user, attachments } = await openSampleTask(async () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(within(attachments).getByRole('button', { name: T.openAttachment(DOC.name) }));
    expect(await within(attachments).findByRole('alert')).toHaveTextContent(T.openAttachmentFailed);
  });
});
