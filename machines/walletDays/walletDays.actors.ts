import type { PromiseActorLogic } from 'xstate';
import type { FetchWalletDaysInput, WalletDaysPage } from './walletDays.types.ts';

/**
 * The call the daily list makes: getWallet for the window `walletWindow` gives, answered as a
 * page (`walletDaysPage`). The app backs it with the API client, passing the actor's `signal`.
 */
export type WalletDaysActors = {
  fetchPages: PromiseActorLogic<WalletDaysPage, FetchWalletDaysInput>;
};
