import { ExtrasPanel } from '../components/ExtrasPanel.tsx';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';
import type { LoanTabProps } from '../loanTabTypes.ts';

/** #alltags: the loan's tags. */
export default function AllTagsTab({ loan }: LoanTabProps) {
  return (
    <ExtrasPanel loanId={loan.id} isEmpty={(extras) => extras.tags.length === 0}>
      {(extras) => (
        <ul aria-label={T.tagsTitle} className="flex flex-wrap gap-2">
          {extras.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </ExtrasPanel>
  );
}
