import { useState } from 'react';
import type { CollectionDownloadActors } from '../../../machines/collectionDownload/index.ts';
import { businessDay } from '../../domain/format.ts';
import { COLLECTIONS_TEXTS as T } from './collectionsTexts.ts';
import type { CollectionPanelProps } from './collectionTypes.ts';
import { CohortAnalysis } from './components/CohortAnalysis.tsx';
import { CollectionsSection } from './components/CollectionsSection.tsx';
import { MonthField } from './components/MonthField.tsx';
import { NonStarterCases } from './components/NonStarterCases.tsx';
import { OldVersionNote } from './components/OldVersionNote.tsx';

export type CollectionViewProps = Pick<CollectionPanelProps, 'queries' | 'historyDate'> & {
  /** The group leader(s): cohorts and non-starters are per leader, so shown for one. */
  usernames: readonly string[];
  /** This month, YYYY-MM (the app: today's Indian month). */
  thisMonth?: string;
  exportCollections?: CollectionDownloadActors['exportCollections'];
};

/**
 * The collection view (spec part 1 §2): Cohort Analysis, Non Starter Cases with the collection
 * efficiency stepper, and a month's Collections with 'Download Excel'. Hosted by the customer
 * page's Loans tab and by GLs-Profile.
 */
export function CollectionView({
  queries,
  usernames,
  historyDate,
  thisMonth = businessDay().slice(0, 7),
  exportCollections,
}: CollectionViewProps) {
  const [month, setMonth] = useState(thisMonth);
  const single = usernames.length === 1 ? usernames[0]! : null;
  return (
    <div className="flex flex-col gap-6">
      <OldVersionNote historyDate={historyDate} />
      {single ? <CohortAnalysis queries={queries} username={single} /> : null}
      {single ? <NonStarterCases queries={queries} username={single} latest={thisMonth} /> : null}
      <div className="flex flex-col gap-3">
        <MonthField label={T.month} value={month} max={thisMonth} onChange={setMonth} />
        <CollectionsSection
          queries={queries}
          usernames={usernames}
          month={month}
          exportCollections={exportCollections}
        />
      </div>
    </div>
  );
}

/** The customer page's Collections sub-tab: the view of this customer as group leader. */
export function CollectionsPanel(props: CollectionPanelProps) {
  return (
    <CollectionView
      queries={props.queries}
      usernames={[props.username]}
      historyDate={props.historyDate}
    />
  );
}
