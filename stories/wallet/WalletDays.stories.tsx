import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  connectWalletDays,
  SAMPLE_WALLET_SCOPE,
  SAMPLE_WALLET_TODAY,
  sampleWalletDays,
  WALLET_DAYS_PAGE,
  type WalletDaysViewModel,
  walletDaysMachine,
} from '../../machines/walletDays/index.ts';
import { walletDaysShows } from '../../machines/walletDays/walletDays.shows.ts';
import { WalletDaysView } from '../../src/features/wallet/components/WalletDaysList.tsx';
import { WALLET_TEXTS } from '../../src/features/wallet/walletTexts.ts';
import { pagedListStories } from '../ui/pagedListStories.tsx';

/** The wallet's daily list in each state of its machine. */
const meta = {
  title: 'Wallet/Daily list',
  component: WalletDaysView,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WalletDaysView>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = (list: WalletDaysViewModel) => ({ list, onOpenDay: fn() });

const S = pagedListStories({
  machine: walletDaysMachine,
  shows: walletDaysShows as never,
  connect: connectWalletDays,
  scope: SAMPLE_WALLET_SCOPE,
  filters: SAMPLE_WALLET_TODAY,
  pageSize: WALLET_DAYS_PAGE,
  sampleRows: (n) => sampleWalletDays(n),
  args,
  texts: WALLET_TEXTS.days,
  rowLabel: (day) => WALLET_TEXTS.days.rowLabel(day.date),
  scrollArea: '[data-wallet-days-scroll]',
});

export const LoadingFirstWindow: Story = S.LoadingFirstPage;
export const Loaded: Story = S.Loaded;
export const LoadingMore: Story = S.LoadingMore;
export const WaitingAtTheEnd: Story = S.WaitingAtTheEnd;
export const AllLoaded: Story = S.AllLoaded;
export const NoDays: Story = S.Empty;
export const FirstWindowFailed: Story = S.FirstPageFailed;
export const NextWindowFailed: Story = S.NextPageFailed;
export const TenThousandDays: Story = S.TenThousandRows;
