// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import {
  auditUploadPaths,
  AUDIT_UPLOAD_SAMPLE as S,
} from '../../machines/auditUpload/auditUpload.paths.ts';
import { auditUploadShows } from '../../machines/auditUpload/auditUpload.shows.ts';
import {
  type AuditFile,
  type AuditUploadActors,
  type auditUploadMachine,
  AUDIT_UPLOAD_TEXTS as T,
} from '../../machines/auditUpload/index.ts';
import { AuditUpload } from '../../src/features/auditDesk/AuditUpload.tsx';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

type Fakes = DeferredActors<AuditUploadActors>;
type Snapshot = SnapshotFrom<typeof auditUploadMachine>;

const asFile = (f: AuditFile) => new File(['x'.repeat(16)], f.name, { type: f.type });

function driver(): ViewDriver<Fakes> {
  return {
    fakes: () => deferredActors<AuditUploadActors>(['uploadAuditFile']),
    render: (fakes) => <AuditUpload actors={fakes.actors} />,
    gestures: {
      // The picker's accept list would filter a refused type out before the machine hears it.
      'file.choose': async (event) => {
        fireEvent.change(screen.getByLabelText(T.pick), {
          target: { files: [asFile(event.file)] },
        });
      },
      'upload.start': (_e, ctx) => {
        const before = ctx.path.steps[ctx.step - 1]!.state;
        const name = before.matches('failed') ? T.retry : T.upload;
        return ctx.user.click(screen.getByRole('button', { name }));
      },
      'upload.progress': async (event, ctx: ReplayContext<Fakes>) => {
        act(() => ctx.fakes.latest('uploadAuditFile').input.onProgress(event as never));
      },
      'upload.cancel': (_e, ctx) => ctx.user.click(screen.getByRole('button', { name: T.cancel })),
      'upload.again': (_e, ctx) => ctx.user.click(screen.getByRole('button', { name: T.again })),
    },
    expectState: (anyState: AnyMachineSnapshot, { fakes }) => {
      expectScreenShows(auditUploadShows as never, anyState, screen);
      const state = anyState as Snapshot;
      // The picker takes only the three spreadsheet kinds.
      const picker = screen.queryByLabelText(T.pick);
      if (picker) expect(picker).toHaveAttribute('accept', '.xls,.xlsx,.csv');
      expect(picker !== null).toBe(state.matches('choosing') || state.matches('failed'));
      // A progress bar only while sending, at what was sent.
      const bar = screen.queryByRole('progressbar', { name: T.progress });
      expect(bar !== null).toBe(state.matches('uploading'));
      if (bar) expect(Number(bar.getAttribute('value'))).toBe(state.context.progress);
      if (state.matches('uploading')) {
        expect(fakes.latest('uploadAuditFile').input.file.name).toBe(state.context.file!.name);
      }
      if (state.matches('result')) {
        // Each kind of row in its own table, the failed row with the server's reason.
        const failed = screen.getByRole('table', { name: T.count(T.sections.failed_entries, 1) });
        expect(within(failed).getByText(S.result.failed_entries[0]!.error)).toBeTruthy();
        const fresh = screen.getByRole('table', { name: T.count(T.sections.new_calls, 2) });
        expect(within(fresh).getAllByRole('row')).toHaveLength(3);
      }
    },
  };
}

const cases = viewCases(auditUploadPaths);

describe('audit upload panel replays the machine paths', () => {
  it.each(cases)('$title', async ({ path }) => {
    await replayThroughView(path, driver());
  });

  it('keeps focus in the panel when the pressed button goes away', async () => {
    const fakes = deferredActors<AuditUploadActors>(['uploadAuditFile']);
    const user = userEvent.setup();
    render(<AuditUpload actors={fakes.actors} />);
    fireEvent.change(screen.getByLabelText(T.pick), { target: { files: [asFile(S.csv)] } });
    await user.click(screen.getByRole('button', { name: T.upload }));
    await waitFor(() => expect(screen.getByRole('button', { name: T.cancel })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.getByLabelText(T.pick)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: T.upload }));
    await act(async () => {
      fakes.latest('uploadAuditFile').resolve(S.result);
    });
    await user.click(screen.getByRole('button', { name: T.again }));
    await waitFor(() => expect(screen.getByLabelText(T.pick)).toHaveFocus());
  });

  it('aborts the upload in flight on Cancel', async () => {
    const path = cases.find((c) => c.path.events.some((e) => e.type === 'upload.cancel'))!.path;
    const fakes: Fakes[] = [];
    await replayThroughView(path, {
      ...driver(),
      fakes: () => {
        const made = deferredActors<AuditUploadActors>(['uploadAuditFile']);
        fakes.push(made);
        return made;
      },
    });
    expect(fakes[0]!.calls.uploadAuditFile.some((call) => call.signal.aborted)).toBe(true);
  });
});
