import { useActorRef } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type AutomatedChannel,
  connectMessageScheduler,
  type MessageSchedulerActors,
  type MessageSchedulerModel,
  messageSchedulerMachine,
  MESSAGE_SCHEDULER_TEXTS as T,
} from '../../../machines/messageScheduler/index.ts';
import { messages } from '../../domain/messages.ts';
import { Button } from '../../ui/Button.tsx';
import { useView } from '../../ui/hooks/useView.ts';
import { type PanelQuery, QueryPanel } from '../../ui/QueryPanel.tsx';
import { CancelScheduleDialog } from './CancelScheduleDialog.tsx';
import { ScheduleForm } from './ScheduleForm.tsx';
import { ScheduleList, type SchedulePage } from './ScheduleList.tsx';

export type SchedulerReads = {
  channels: PanelQuery<{ channels: AutomatedChannel[] }>;
  schedules: PanelQuery<SchedulePage> & { isFetching?: boolean };
  /** The list's page (1-based) and how to turn it. */
  page: number;
  onPage: (page: number) => void;
};

export type MessageSchedulerProps = SchedulerReads & {
  /** The calls (createMessageSchedulerActors over the chat client, or fakes). */
  actors: MessageSchedulerActors;
  /** Told once per stored schedule and per cancel, so the list is read again. */
  onChanged?: () => void;
};

/** Creates the scheduler's actor and renders it beside the list it changes. */
export function MessageScheduler({ actors, onChanged, ...reads }: MessageSchedulerProps) {
  const [logic] = useState(() => messageSchedulerMachine.provide({ actors }));
  const actor = useActorRef(logic);
  const changed = useRef(onChanged);
  changed.current = onChanged;
  useEffect(() => {
    // Once per change: on entering 'scheduled' or 'cancelled', not on each snapshot after.
    let was = { scheduled: false, cancelled: false };
    const subscription = actor.subscribe((snapshot) => {
      const now = {
        scheduled: snapshot.matches({ schedule: { form: 'scheduled' } }),
        cancelled: snapshot.matches({ cancel: 'cancelled' }),
      };
      if ((now.scheduled && !was.scheduled) || (now.cancelled && !was.cancelled)) {
        changed.current?.();
      }
      was = now;
    });
    return () => subscription.unsubscribe();
  }, [actor]);
  const view = useView(actor, (snapshot) => connectMessageScheduler(snapshot, actor.send))!;
  return <MessageSchedulerView view={view} {...reads} />;
}

const panelSkeleton = <div className="h-24 animate-pulse rounded-md bg-slate-100" />;

/** The scheduler screen as a plain function of the view model and the two reads (stories). */
export function MessageSchedulerView({
  view,
  channels,
  schedules,
  page,
  onPage,
}: SchedulerReads & { view: MessageSchedulerModel }) {
  const listId = useId();
  return (
    <div className="flex flex-col gap-4 p-4">
      <h1 className="text-xl font-semibold text-slate-900">{T.heading}</h1>
      <QueryPanel
        query={channels}
        errorText={messages.common.somethingWentWrong}
        skeleton={panelSkeleton}
      >
        {(data) => <ScheduleForm view={view} channels={data.channels} />}
      </QueryPanel>
      <section aria-labelledby={listId} className="flex flex-col gap-3">
        <h2 id={listId} className="text-base font-semibold text-slate-900">
          {T.listHeading}
        </h2>
        {view.cancelAlert ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-sm text-red-700">
              {view.cancelAlert}
            </p>
            {view.canRetryCancel ? (
              <Button variant="secondary" onClick={view.onRetryCancel}>
                {T.retryCancel}
              </Button>
            ) : null}
          </div>
        ) : null}
        {view.cancelNotice ? (
          <p role="status" className="text-sm text-green-700">
            {view.cancelNotice}
          </p>
        ) : null}
        <QueryPanel
          query={schedules}
          errorText={messages.common.somethingWentWrong}
          skeleton={panelSkeleton}
          isEmpty={(data) => data.schedules.length === 0}
        >
          {(data) => (
            <ScheduleList
              view={view}
              data={data}
              page={page}
              onPage={onPage}
              busy={schedules.isFetching ?? false}
            />
          )}
        </QueryPanel>
      </section>
      <CancelScheduleDialog view={view} />
    </div>
  );
}
