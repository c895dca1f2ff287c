import { api } from '../../../app/services.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';
import { LoanChannelView } from './LoanChannelView.tsx';

/** #loanChannel of the loan page, over the app's chat client (the tab registry loads it lazily). */
export default function LoanChannelTab(props: LoanTabProps) {
  return <LoanChannelView {...props} chat={api.chatPlain} />;
}
