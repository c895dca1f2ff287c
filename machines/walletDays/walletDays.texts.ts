import { messages } from '../../src/domain/messages.ts';
import { pagedListTexts } from '../shared/pagedList/pagedList.texts.ts';

/** What the daily list says around its rows ('Showing 30 of 420 days'). */
export const WALLET_DAYS_TEXTS = pagedListTexts('days', 'day', messages.common.somethingWentWrong);
