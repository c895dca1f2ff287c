import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { ChatChannel } from '../../../../machines/channelList/index.ts';
import { useLoadMoreNearEnd } from '../../../ui/list/useLoadMoreNearEnd.ts';
import { ChannelItem } from './ChannelItem.tsx';
import { LIST_TEXTS as T } from './listTexts.ts';

const ROW_HEIGHT = 64;

export type VirtualChannelListProps = {
  channels: readonly ChatChannel[];
  titleOf: (channel: ChatChannel) => string;
  open: string | null;
  canToggle: boolean;
  canMore: boolean;
  busy: boolean;
  onMore: () => void;
  onOpen: (name: string) => void;
  onFavourite: (name: string, on: boolean) => void;
  onNotification: (name: string, on: boolean) => void;
};

/**
 * The channels, rendered only around the viewport; the next 8 are asked for as the list nears
 * its end. Arrow keys move between channels (scrolling them into view), Enter opens one.
 */
export function VirtualChannelList(props: VirtualChannelListProps) {
  const { channels } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 320, height: 8 * ROW_HEIGHT },
  });
  useLoadMoreNearEnd({
    lastVisible: virtualizer.range?.endIndex,
    count: channels.length,
    ahead: 2,
    canLoadMore: props.canMore,
    onLoadMore: props.onMore,
  });

  const focusRow = (index: number) => {
    const target = channels[index];
    if (!target) return;
    virtualizer.scrollToIndex(index);
    requestAnimationFrame(() => {
      scrollRef.current
        ?.querySelector<HTMLButtonElement>(`[data-channel-open="${CSS.escape(target.name)}"]`)
        ?.focus();
    });
  };
  return (
    <div
      ref={scrollRef}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-auto"
    >
      <ul
        aria-label={T.channels}
        aria-busy={props.busy || undefined}
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const channel = channels[item.index]!;
          return (
            <li
              key={channel.name}
              data-index={item.index}
              aria-posinset={item.index + 1}
              aria-setsize={channels.length}
              className="absolute top-0 left-0 w-full"
              style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              <ChannelItem
                channel={channel}
                title={props.titleOf(channel)}
                open={props.open === channel.name}
                canToggle={props.canToggle}
                onOpen={() => props.onOpen(channel.name)}
                onStep={(step) => focusRow(item.index + step)}
                onFavourite={(on) => props.onFavourite(channel.name, on)}
                onNotification={(on) => props.onNotification(channel.name, on)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
