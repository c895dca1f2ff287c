import { type ReactNode, useState } from 'react';
import type { LoanRecord } from '../../../domain/loanPage.ts';
import { RadioGroup } from '../../../ui/RadioGroup.tsx';
import { LOAN_PAGE_TEXTS as T } from '../loanPageTexts.ts';

/**
 * One co-borrower at a time (the leader first) for a panel that is a page of its own (bureau,
 * credit profile, devices): six of them stacked would be six times the requests and a very long
 * page, and side by side they do not fit; the picker keeps one readable, the others a keypress away.
 */
export function CoBorrowerPicker(props: {
  loan: LoanRecord;
  children: (username: string) => ReactNode;
}) {
  const people = props.loan.co_borrowers;
  const [picked, setPicked] = useState(people[0]?.user ?? props.loan.leader.username);
  return (
    <div className="flex flex-col gap-4">
      {people.length > 1 ? (
        <RadioGroup
          label={T.coBorrowerPicker}
          value={picked}
          onChange={setPicked}
          options={people.map((person) => ({
            value: person.user,
            label: person.is_leader ? `${person.name} (${T.leaderMark})` : person.name,
          }))}
        />
      ) : null}
      <div key={picked}>{props.children(picked)}</div>
    </div>
  );
}
