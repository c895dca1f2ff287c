export { InvestorDetailView, InvestorsScreen } from './InvestorsScreen.tsx';
