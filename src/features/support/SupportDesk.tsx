import { supportFeedbackMachine } from '../../../machines/supportFeedback/index.ts';
import { type DeskCase, DeskScreen, type DeskScreenProps } from '../softCall/index.ts';
import { SupportCaseFacts } from './SupportCaseFacts.tsx';
import { SupportFeedbackPanel } from './SupportFeedbackPanel.tsx';
import { SupportFeedbackSummary } from './SupportFeedbackSummary.tsx';
import { SUPPORT_DESK_PATH } from './supportPaths.ts';

export type SupportDeskProps = Omit<
  DeskScreenProps,
  'desk' | 'routeBase' | 'feedbackMachine' | 'renderFeedback' | 'renderSummary' | 'renderCaseExtras'
>;

/**
 * The support desk (support calls) of the Customer Support Call tab: its own chunk, loaded when
 * the agent picks the support calls, so the soft-call loop most agents start with stays light.
 */
export default function SupportDesk(props: SupportDeskProps) {
  return (
    <DeskScreen
      {...props}
      desk="support"
      routeBase={SUPPORT_DESK_PATH}
      feedbackMachine={supportFeedbackMachine}
      renderFeedback={(actorRef) => <SupportFeedbackPanel actorRef={actorRef} />}
      renderSummary={(payload) => <SupportFeedbackSummary payload={payload} />}
      renderCaseExtras={(call) => <SupportCaseFacts support={(call as DeskCase).support} />}
    />
  );
}
