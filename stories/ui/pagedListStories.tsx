import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import type {
  PagedListContext,
  PagedListStatus,
  PagedListView,
} from '../../machines/shared/pagedList/index.ts';
import { DEFAULT_PREFETCH } from '../../machines/shared/prefetch.ts';
import type { Shows } from '../../machines/shared/shows.ts';
import { messages } from '../../src/domain/messages.ts';
import type { PagedListFrameTexts } from '../../src/ui/list/PagedListFrame.tsx';
import { type RenderedState, renders } from '../../tests/support/storyState.ts';

/** One paged list's stories: its machine, its sample rows and how its view is rendered. */
export type PagedListStoriesOf<TRow, TFilters, TScope, TArgs> = {
  machine: AnyStateMachine;
  /** The list's declaration: each story's screen is checked against it after its play. */
  shows: Shows<AnyStateMachine>;
  connect: (snapshot: never, send: never) => PagedListView<TRow, TFilters>;
  scope: TScope;
  filters: TFilters;
  pageSize: number;
  sampleRows: (n: number) => TRow[];
  /** The view's props around a view model (the story's args). */
  args: (list: PagedListView<TRow, TFilters>) => TArgs;
  texts: PagedListFrameTexts;
  rowLabel: (row: TRow) => string;
  /** The scroll area (its data- hook). */
  scrollArea: string;
};

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;
type StateStory<TArgs> = {
  args: TArgs;
  parameters: { rendered: () => RenderedState };
  play?: Play;
};

/**
 * Stories made the way the route makes its props: connect() of a snapshot of the real machine,
 * one per state a user can see, each asserting what that state shows.
 */
export function pagedListStories<TRow, TFilters, TScope, TArgs>(
  list: PagedListStoriesOf<TRow, TFilters, TScope, TArgs>,
) {
  const defaults: PagedListContext<TRow, TFilters, TScope> = {
    scope: list.scope,
    filters: list.filters,
    pageSize: list.pageSize,
    prefetch: DEFAULT_PREFETCH,
    rows: [],
    offset: 0,
    count: null,
    error: null,
    lastVisible: 0,
    pagesAsked: 1,
  };
  type Context = Partial<PagedListContext<TRow, TFilters, TScope>>;
  /** The machine in `value` with `context`. */
  const snapshot = (value: StateValue, context: Context = {}): AnyMachineSnapshot =>
    list.machine.resolveState({ value, context: { ...defaults, ...context } });
  /** The view model of the machine in `value` with `context`; intents go to `send`. */
  const view = (value: StateValue, context: Context = {}, send = fn()) =>
    list.connect(snapshot(value, context) as never, send as never);
  /**
   * A story's args and parameters from one snapshot: story coverage reads the state it renders,
   * and its screen is checked against the list's declaration.
   */
  const rendered = (value: StateValue, context: Context = {}, send = fn()) => {
    const state = snapshot(value, context);
    return {
      list: list.connect(state as never, send as never),
      parameters: renders(list.shows, state),
    };
  };
  /** `n` rows loaded of `count`. */
  const loaded = (n: number, count = n): Context => ({
    rows: list.sampleRows(n),
    offset: n,
    count,
  });
  const story = (
    status: PagedListStatus,
    context: Context = {},
    play?: Play,
    send = fn(),
  ): StateStory<TArgs> => {
    const { list: model, parameters } = rendered(status, context, send);
    return { args: list.args(model), parameters, ...(play ? { play } : {}) };
  };
  const T = list.texts;
  const many = list.sampleRows(10_000);
  const retry = fn();

  return {
    view,
    rendered,
    loaded,
    LoadingFirstPage: story('loadingFirst', {}, async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.loading);
    }),
    Loaded: story('loaded', loaded(72, 3_000), async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(T.shown(72, 3_000))).toBeVisible();
    }),
    /** Rows loading ahead of the viewport: the count stays, nothing says to wait. */
    LoadingMore: story('loadingMore', loaded(28, 3_000), async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(T.shown(28, 3_000))).toBeVisible();
      await expect(canvas.queryByText(T.loadingMore)).toBeNull();
    }),
    /** Scrolled to the last loaded row before the next ones came: the one wait a user may see. */
    WaitingAtTheEnd: story(
      'loadingMore',
      { ...loaded(28, 3_000), lastVisible: 27 },
      async ({ canvasElement }) => {
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent(T.loadingMore);
      },
    ),
    AllLoaded: story('exhausted', loaded(20), async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(T.allShown(20))).toBeVisible();
    }),
    Empty: story('empty', { count: 0 }, async ({ canvasElement }) => {
      await expect(within(canvasElement).getByText(messages.common.dataNotAvailable)).toBeVisible();
    }),
    /** Retry is the list's intent: the view sends nothing of its own. */
    FirstPageFailed: story(
      'error',
      { error: 'Internal Server Error' },
      async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.queryByRole('table')).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: T.retry }));
        await expect(retry).toHaveBeenCalledWith({ type: 'list.retry' });
      },
      retry,
    ),
    NextPageFailed: story(
      'error',
      { ...loaded(14, 3_000), error: 'Bad Gateway' },
      async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(canvas.getByRole('button', { name: T.retry })).toBeVisible();
        await expect(canvas.getByRole('table', { name: T.list })).toBeVisible();
      },
    ),
    /** 10,000 rows stay smooth: only the rows around the viewport are in the page. */
    TenThousandRows: story(
      'exhausted',
      { rows: many, offset: many.length, count: many.length },
      async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        const table = canvas.getByRole('table', { name: T.list });
        await expect(table).toHaveAttribute('aria-rowcount', '10001');
        const rendered = () =>
          canvas.getAllByRole('row').filter((row) => row.hasAttribute('aria-label'));
        await expect(rendered().length).toBeLessThan(60);
        const area = canvasElement.querySelector<HTMLElement>(list.scrollArea)!;
        area.scrollTop = area.scrollHeight;
        const last = list.rowLabel(many.at(-1)!);
        await waitFor(() => expect(rendered().at(-1)).toHaveAccessibleName(last));
        // The last row sits at the bottom of the scroll area: rows have not drifted.
        const box = area.getBoundingClientRect();
        const bottom = rendered().at(-1)!.getBoundingClientRect().bottom;
        await expect(Math.abs(bottom - box.bottom)).toBeLessThan(3);
        await expect(rendered().length).toBeLessThan(60);
      },
    ),
  };
}
