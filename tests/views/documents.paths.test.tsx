// @vitest-environment jsdom
// The upload and assign dialogs replayed along their machines' generated paths, and the grids and
// a folder's toolbar driven by hand over the fake customer server.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { DOC_ASSIGN_SAMPLE, docAssignPaths } from '../../machines/docAssign/docAssign.paths.ts';
import { docAssignShows } from '../../machines/docAssign/docAssign.shows.ts';
import {
  connectDocAssign,
  DOC_ASSIGN_TEXTS,
  type DocAssignActors,
  docAssignMachine,
} from '../../machines/docAssign/index.ts';
import { DOC_TOOLBAR_TEXTS } from '../../machines/docToolbar/index.ts';
import { DOC_UPLOAD_SAMPLE, docUploadPaths } from '../../machines/docUpload/docUpload.paths.ts';
import { docUploadShows } from '../../machines/docUpload/docUpload.shows.ts';
import {
  connectDocUpload,
  DOC_UPLOAD_TEXTS,
  type DocUploadActors,
  docUploadMachine,
  type UploadFile,
} from '../../machines/docUpload/index.ts';
import { createQueryClient } from '../../src/app/queryClient.ts';
import { roleFlagsOf } from '../../src/domain/access/roles.ts';
import { AssignDialog } from '../../src/features/documents/components/AssignDialog.tsx';
import { UploadDialog } from '../../src/features/documents/components/UploadDialog.tsx';
import {
  CustomerDocuments,
  type FolderActors,
  LoanDocuments,
} from '../../src/features/documents/index.ts';
import { useView } from '../../src/ui/hooks/useView.ts';
import { type DeferredActors, deferredActors } from '../support/deferred.ts';
import { fakeCustomerServer } from '../support/fakeCustomerServer.ts';
import { SAMPLE_COBORROWER, SAMPLE_DOC_LOAN_ID } from '../support/fixtures/documents.ts';
import {
  type ReplayContext,
  replayThroughView,
  type ViewDriver,
} from '../support/replayThroughView.ts';
import { expectScreenShows } from '../support/shows.ts';
import { viewCases } from './viewPaths.ts';

const U = DOC_UPLOAD_TEXTS;
const asFile = (f: UploadFile) => new File(['x'.repeat(16)], f.name, { type: f.type });
/** The state a gesture starts from: the step before it. */
const before = (ctx: ReplayContext<object>) => ctx.path.steps[ctx.step - 1]!.state;
const nameOf = (ctx: ReplayContext<object>, key: string) =>
  (before(ctx).context.items as { key: string; file: UploadFile }[]).find((i) => i.key === key)!
    .file.name;

type UploadFakes = DeferredActors<DocUploadActors>;

function UploadHost({ fakes }: { fakes: UploadFakes }) {
  const [logic] = useState(() => docUploadMachine.provide({ actors: fakes.actors }));
  const actor = useActorRef(logic, { input: { folder: DOC_UPLOAD_SAMPLE.folder, mode: 'addNew' } });
  const view = useView(actor, (s) => connectDocUpload(s, actor.send))!;
  return <UploadDialog view={view} />;
}

function uploadDriver(): ViewDriver<UploadFakes> {
  return {
    fakes: () => deferredActors<DocUploadActors>(['uploadDocument', 'assignUploaded']),
    render: (fakes) => <UploadHost fakes={fakes} />,
    gestures: {
      // The picker's accept list would filter a refused type out before the machine hears it.
      'files.add': async (event) => {
        fireEvent.change(screen.getByLabelText(U.pick), {
          target: { files: event.files.map(asFile) },
        });
      },
      'file.remove': (event, ctx) =>
        ctx.user.click(screen.getByRole('button', { name: U.removeOne(nameOf(ctx, event.key)) })),
      'password.change': (event, ctx) =>
        ctx.user.type(
          screen.getByLabelText(U.passwordLabel(nameOf(ctx, event.key))),
          event.password,
        ),
      'upload.start': (_e, ctx) => ctx.user.click(screen.getByRole('button', { name: U.upload })),
      'upload.progress': async (event, ctx) => {
        act(() =>
          (ctx.fakes as UploadFakes).latest('uploadDocument').input.onProgress(event as never),
        );
      },
      'file.retry': (event, ctx) =>
        ctx.user.click(screen.getByRole('button', { name: U.retryOne(nameOf(ctx, event.key)) })),
      'file.swap': async (event, ctx) => {
        fireEvent.change(screen.getByLabelText(U.swapOne(nameOf(ctx, event.key))), {
          target: { files: [asFile(event.file)] },
        });
      },
      'assign.retry': (_e, ctx) => ctx.user.click(screen.getByRole('button', { name: U.retry })),
      'upload.close': (_e, ctx) => ctx.user.click(screen.getByRole('button', { name: U.close })),
    },
    expectState: (state: AnyMachineSnapshot, { fakes }: ReplayContext<UploadFakes>) => {
      expectScreenShows(docUploadShows as never, state, screen);
      const items = state.matches('closed') ? [] : state.context.items;
      for (const item of items as { file: UploadFile; status: string }[]) {
        const bar = screen.queryByRole('progressbar', { name: U.progressLabel(item.file.name) });
        // Nothing half-sent shows as done: a bar only while sending or once uploaded.
        expect(bar !== null).toBe(item.status === 'uploading' || item.status === 'done');
      }
      if (state.matches('sending')) {
        const item = state.context.items.find(
          (i: { key: string }) => i.key === state.context.current,
        );
        expect(fakes.latest('uploadDocument').input).toMatchObject({
          file: { name: item.file.name },
          password: item.kind === 'pdf' ? item.password : '',
        });
      }
    },
  };
}

type AssignFakes = DeferredActors<DocAssignActors>;

function AssignHost({ fakes }: { fakes: AssignFakes }) {
  const [logic] = useState(() => docAssignMachine.provide({ actors: fakes.actors }));
  const actor = useActorRef(logic, {
    input: { docIds: [...DOC_ASSIGN_SAMPLE.docIds], loanId: DOC_ASSIGN_SAMPLE.loanId },
  });
  const view = useView(actor, (s) => connectDocAssign(s, actor.send))!;
  return <AssignDialog view={view} users={DOC_ASSIGN_SAMPLE.users} />;
}

function assignDriver(): ViewDriver<AssignFakes> {
  const T = DOC_ASSIGN_TEXTS;
  return {
    fakes: () => deferredActors<DocAssignActors>(['assignDocuments']),
    render: (fakes) => <AssignHost fakes={fakes} />,
    gestures: {
      'user.pick': (event, ctx) =>
        ctx.user.selectOptions(screen.getByLabelText(T.user), event.username),
      'doctype.pick': (event, ctx) =>
        ctx.user.selectOptions(screen.getByLabelText(T.doctype), event.doctype),
      'assign.confirm': (_e, ctx) => ctx.user.click(screen.getByRole('button', { name: T.ok })),
      'assign.close': async (_e, ctx) => {
        const name = before(ctx).matches('assigned') ? T.close : T.cancel;
        await ctx.user.click(screen.getByRole('button', { name }));
      },
    },
    expectState: (state: AnyMachineSnapshot, { fakes }: ReplayContext<AssignFakes>) => {
      expectScreenShows(docAssignShows as never, state, screen);
      if (state.matches('assigning')) {
        expect(fakes.latest('assignDocuments').input).toEqual({
          docIds: [...DOC_ASSIGN_SAMPLE.docIds],
          username: state.context.username,
          doctype: state.context.doctype,
          loanId: DOC_ASSIGN_SAMPLE.loanId,
        });
      }
    },
  };
}

describe('the upload dialog along the upload queue paths', () => {
  it.each(viewCases(docUploadPaths))('$title', async ({ path }) => {
    await replayThroughView(path, uploadDriver());
  });
});

describe('the assign dialog along its paths', () => {
  it.each(viewCases(docAssignPaths))('$title', async ({ path }) => {
    await replayThroughView(path, assignDriver());
  });
});

const withClient = (node: React.ReactNode) => (
  <QueryClientProvider client={createQueryClient({ retryDelay: 0 })}>{node}</QueryClientProvider>
);
const folderFakes = () =>
  deferredActors<FolderActors>([
    'downloadDocuments',
    'uploadDocument',
    'assignUploaded',
    'assignDocuments',
  ]);
const T = DOC_TOOLBAR_TEXTS;

describe('the document grids', () => {
  it('shows the compact view in the spec order; a folder downloads what is chosen, or says nothing is', async () => {
    const server = fakeCustomerServer();
    const fakes = folderFakes();
    const user = userEvent.setup();
    render(
      withClient(
        <CustomerDocuments
          queries={server.queries}
          username="8157415868"
          flags={roleFlagsOf('is_credit_underwriter')}
          editable={false}
          actors={fakes.actors}
        />,
      ),
    );
    const table = await screen.findByRole('table', { name: 'Customer documents' });
    const labels = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(labels).toEqual([
      'Pan',
      'Aadhar',
      'Statement',
      'Passbook',
      'Alt. statement',
      'Salary Slip',
      'Chat Docs',
      'Misc',
    ]);
    await user.click(screen.getByRole('button', { name: 'Manage Aadhar of 8157415868' }));
    const folder = screen.getByRole('region', { name: 'Aadhar of 8157415868' });
    // Not editable here: Upload only.
    expect(within(folder).getByRole('button', { name: T.upload })).toBeEnabled();
    expect(within(folder).queryByRole('button', { name: T.replaceAll })).toBeNull();
    await user.click(within(folder).getByRole('button', { name: T.download }));
    expect(within(folder).getByRole('alert')).toHaveTextContent(T.noneSelected);
    await user.click(within(folder).getByRole('button', { name: T.ok }));
    await user.click(within(folder).getByLabelText(T.select('aadhar_back.jpg')));
    await user.click(within(folder).getByRole('button', { name: T.download }));
    expect(fakes.latest('downloadDocuments').input).toEqual({ groupId: 4, documentIds: [104] });
    // ctrl+m: the chosen document has no co-ordinates.
    fakes.latest('downloadDocuments').resolve(undefined);
    await waitFor(() =>
      expect(within(folder).getByRole('button', { name: T.location })).toBeEnabled(),
    );
    await user.keyboard('{Control>}m{/Control}');
    expect(within(folder).getByRole('alert')).toHaveTextContent(T.noLocation);
  });

  it('gives a lender no write tools, and the per-loan grid a column per person, leader first', async () => {
    const server = fakeCustomerServer();
    const user = userEvent.setup();
    render(
      withClient(
        <LoanDocuments
          queries={server.queries}
          loanId={SAMPLE_DOC_LOAN_ID}
          flags={roleFlagsOf('is_lender')}
          editable
          actors={folderFakes().actors}
        />,
      ),
    );
    const grid = await screen.findByRole('table', {
      name: `Documents of loan ${SAMPLE_DOC_LOAN_ID}`,
    });
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([
      'Ravi Kumar (8157415868)Leader',
      `${SAMPLE_COBORROWER.name} (${SAMPLE_COBORROWER.username})`,
    ]);
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Alt. statement', 'Salary Slip', 'Chat Docs', 'Misc']);
    await user.click(screen.getByRole('button', { name: 'Manage Salary Slip of 8157415868' }));
    const folder = screen.getByRole('region', { name: 'Salary Slip of Ravi Kumar' });
    for (const name of [T.upload, T.replaceAll, T.addNew, T.assign]) {
      expect(within(folder).queryByRole('button', { name })).toBeNull();
    }
  });
});
