export { CollectionsPanel, CollectionView, type CollectionViewProps } from './CollectionView.tsx';
export { CreatedLoansPanel, type CreatedLoansPanelProps } from './CreatedLoansPanel.tsx';
export { COLLECTIONS_TEXTS } from './collectionsTexts.ts';
export { GroupLeaderProfile, type GroupLeaderProfileProps } from './GroupLeaderProfile.tsx';
