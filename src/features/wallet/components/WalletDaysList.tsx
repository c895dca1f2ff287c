import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import {
  connectWalletDays,
  type WalletDaysActors,
  type WalletDaysViewModel,
  walletDaysMachine,
} from '../../../../machines/walletDays/index.ts';
import { PagedListFrame } from '../../../ui/list/PagedListFrame.tsx';
import { WALLET_TEXTS } from '../walletTexts.ts';
import { WalletDaysTable } from './WalletDaysTable.tsx';

export type WalletDaysListProps = {
  username: string;
  /** The newest day listed; another one lists its days from row 0. */
  lastDay: string;
  fetchPages: WalletDaysActors['fetchPages'];
  onOpenDay: (date: string) => void;
};

/** The daily list: creates its actor and renders its state. */
export function WalletDaysList(props: WalletDaysListProps) {
  // Built once; a later call prop is ignored like any initial state.
  const [logic] = useState(() =>
    walletDaysMachine.provide({ actors: { fetchPages: props.fetchPages } }),
  );
  const actor = useActorRef(logic, {
    input: { scope: { username: props.username }, filters: { lastDay: props.lastDay } },
  });
  const view = useSelector(actor, (s) => connectWalletDays(s, actor.send), shallowEqual);
  // The machine ignores the day in force.
  const { onFiltersChange } = view;
  useEffect(() => onFiltersChange({ lastDay: props.lastDay }), [props.lastDay, onFiltersChange]);
  return <WalletDaysView list={view} onOpenDay={props.onOpenDay} />;
}

/** The daily list in one of its states, a plain function of its view model. */
export function WalletDaysView(props: {
  list: WalletDaysViewModel;
  onOpenDay: (date: string) => void;
}) {
  const { list } = props;
  return (
    <PagedListFrame list={list} texts={WALLET_TEXTS.days}>
      <WalletDaysTable
        rows={list.rows}
        total={list.total}
        busy={list.loadingMore}
        onViewport={list.onViewport}
        onOpenDay={props.onOpenDay}
      />
    </PagedListFrame>
  );
}
