import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import {
  connectMessageClassification,
  type MessageClassificationActors,
  messageClassificationMachine,
} from '../../../../machines/messageClassification/index.ts';
import { useView } from '../../../ui/hooks/useView.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { createClassificationActors } from '../deviceCalls.ts';
import {
  type MainQueries,
  type MessageFilter,
  type MessageVariant,
  messagesQuery,
} from '../deviceQueries.ts';
import { DEVICES_TEXTS as T } from '../devicesTexts.ts';
import { ClassificationNotices } from './ClassificationNotices.tsx';
import { Findings } from './Findings.tsx';
import { MessageTable } from './MessageTable.tsx';

export type MessagesPanelProps = {
  queries: MainQueries;
  deviceId: string;
  username: string;
  /** 'Contains Mobile' is offered to the roles of the rule `containsMobile` only. */
  containsMobile: boolean;
  actors?: MessageClassificationActors;
};

const FILTERS: readonly { value: MessageFilter; label: string }[] = [
  { value: 'Banking', label: 'Banking' },
  { value: 'Aadhaar', label: 'Aadhaar' },
  { value: 'ITDC', label: 'ITDC' },
  { value: 'EPFO', label: 'EPFO' },
  { value: 'Telecom', label: 'Telecom' },
  { value: 'Others', label: 'Others' },
  { value: 'Negative', label: 'Negative' },
];

/** Spec part 1 §2 'A variant offers All/Positive/Negative' (positive: no negative keywords). */
const VARIANTS: readonly { value: MessageVariant; label: string }[] = [
  { value: 'all', label: T.variants[0] },
  { value: 'positive', label: T.variants[1] },
  { value: 'negative', label: T.variants[2] },
];

/**
 * 'Filtered Messages' of one device: the filter radios, what the messages reveal, and the
 * messages, each classifiable; a classification reads the filter again.
 */
export function MessagesPanel(props: MessagesPanelProps) {
  const [filter, setFilter] = useState<MessageFilter>('Banking');
  const [variant, setVariant] = useState<MessageVariant>('all');
  const client = useQueryClient();
  const query = messagesQuery(props.queries, props.deviceId, filter, props.username, variant);
  const messages = useQuery(query);
  const [logic] = useState(() =>
    messageClassificationMachine.provide({
      actors: props.actors ?? createClassificationActors(props.queries),
      actions: {
        // Every filter of the device may change: read them all again.
        reloadMessages: () =>
          void client.invalidateQueries({ queryKey: query.queryKey.slice(0, 2) }),
      },
    }),
  );
  const actor = useActorRef(logic, { input: { deviceId: props.deviceId } });
  const view = useView(actor, (snapshot) => connectMessageClassification(snapshot, actor.send))!;
  const options = props.containsMobile
    ? [...FILTERS, { value: 'ContainsMobile' as const, label: T.containsMobile }]
    : FILTERS;
  const filterLabel = options.find((o) => o.value === filter)!.label;
  const variantLabel = variant === 'all' ? null : VARIANTS.find((v) => v.value === variant)!.label;
  return (
    <div className="flex flex-col gap-3">
      <RadioGroup label={T.filterLabel} value={filter} options={options} onChange={setFilter} />
      <RadioGroup label={T.variantLabel} value={variant} options={VARIANTS} onChange={setVariant} />
      <ClassificationNotices view={view} />
      <QueryPanel
        query={messages}
        errorText={T.failed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loadingMessages} lines={6} />}
      >
        {(data) => (
          <div className="flex flex-col gap-3">
            <Findings found={data.found} />
            {data.messages.length ? (
              <MessageTable
                label={T.messagesTable(filterLabel, variantLabel)}
                messages={data.messages}
                view={view}
              />
            ) : (
              <p className="rounded-md border border-slate-200 p-6 text-center text-slate-600">
                {T.noMessages}
              </p>
            )}
          </div>
        )}
      </QueryPanel>
    </div>
  );
}
