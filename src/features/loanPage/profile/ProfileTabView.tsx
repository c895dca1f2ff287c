import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoanCommentActors } from '../../../../machines/loanComment/index.ts';
import type { components } from '../../../../openapi/generated/main.ts';
import { seesLoanHistory } from '../../../domain/access/customerPage.ts';
import { canPostLoanComment } from '../../../domain/access/loanComments.ts';
import type { RoleFlags } from '../../../domain/access/roles.ts';
import { ListSkeleton } from '../../../ui/list/ListStates.tsx';
import { QueryPanel } from '../../../ui/QueryPanel.tsx';
import {
  type CustomerProfile,
  type MainQueries,
  useProfileEditCalls,
} from '../../customer/index.ts';
import { CommentComposer } from '../comments/CommentComposer.tsx';
import { COMMENT_KINDS, CommentsGrid } from '../comments/CommentsGrid.tsx';
import type { LoanTabProps } from '../loanTabTypes.ts';
import { CoborrowerGrid } from './CoborrowerGrid.tsx';
import { EditableColumn, ReadOnlyColumn } from './FieldsColumn.tsx';
import { LoanHistorySections } from './LoanHistorySections.tsx';
import {
  type LoanProfileEntry,
  loanProfilesQuery,
  profileEntries,
  withSavedProfile,
} from './loanProfilesQuery.ts';
import { type JumpTarget, ProfileJumpBar } from './ProfileJumpBar.tsx';
import { FIELD_SECTIONS, type FieldSection, loanProfileSections } from './profileTabSections.ts';
import { PROFILE_TAB_TEXTS as T } from './profileTabTexts.ts';
import { sectionId } from './sectionIds.ts';

type LoanProfiles = components['schemas']['LoanProfiles'];

export type ProfileTabViewProps = LoanTabProps & {
  /** Query hooks over the plain v1 client. */
  queries: MainQueries;
  /** The comment box's save. */
  commentActors: LoanCommentActors;
};

/** The jump bar's sections, in the spec's order; loan history only for those who may see it. */
export function jumpTargets(flags: RoleFlags): JumpTarget[] {
  const keys = [
    'comments',
    'aadhaar',
    'personal',
    'pan',
    'bank',
    'alternateBank',
    'address',
  ] as const;
  const history = seesLoanHistory(flags) ? (['loanHistory', 'paymentBehaviour'] as const) : [];
  return [...keys, ...history].map((key) => ({ id: sectionId(key), label: T.sections[key] }));
}

/**
 * The loan page's Profile tab (#profile): every co-borrower side by side, one column each, in
 * the sections of the jump bar; the fields the user may change are edited in place, comments
 * are listed and posted, and (but for B2B) the user-wise loan history and payment behaviour.
 */
export function ProfileTabView(props: ProfileTabViewProps) {
  const { queries, loan, flags } = props;
  const client = useQueryClient();
  const profiles = useQuery(loanProfilesQuery(queries, loan));
  const key = loanProfilesQuery(queries, loan).queryKey;
  const onSaved = useCallback(
    (saved: CustomerProfile) =>
      client.setQueryData<LoanProfiles>(key, (old) => withSavedProfile(old, saved)),
    [client, key],
  );
  const reread = useCallback(() => void client.invalidateQueries({ queryKey: key }), [client, key]);
  return (
    <div className="flex flex-col gap-4">
      <ProfileJumpBar targets={jumpTargets(flags)} />
      <QueryPanel
        query={profiles}
        errorText={T.loadFailed}
        retryLabel={T.retry}
        skeleton={<ListSkeleton label={T.loading} lines={6} />}
      >
        {(answer) => (
          <ProfileSections
            {...props}
            entries={profileEntries(loan, answer)}
            onSaved={onSaved}
            reread={reread}
          />
        )}
      </QueryPanel>
      {seesLoanHistory(flags) ? <LoanHistorySections queries={queries} loan={loan} /> : null}
    </div>
  );
}

function ProfileSections(
  props: ProfileTabViewProps & {
    entries: LoanProfileEntry[];
    onSaved: (profile: CustomerProfile) => void;
    reread: () => void;
  },
) {
  const { entries, flags } = props;
  const actors = useProfileEditCalls(props.queries);
  const sections = entries.map((e) => loanProfileSections(e.profile));
  const kinds = COMMENT_KINDS.filter((kind) => canPostLoanComment(flags, kind));
  const grid = (section: FieldSection) => {
    const title = T.sections[section];
    const labels = (sections[0]?.[section] ?? []).map((f) => f.label);
    const employment = section === 'employment';
    const rowLabels = employment ? [...labels, T.employer] : labels;
    return (
      <CoborrowerGrid
        key={section}
        id={sectionId(section)}
        title={title}
        labels={rowLabels}
        columnCount={entries.length}
      >
        {entries.map((entry, i) => {
          const fields = sections[i]![section];
          const common = { section: title, column: entry.column, labels: rowLabels, fields };
          const editable = employment || fields.some((f) => f.field || f.toggle);
          if (!editable) return <ReadOnlyColumn key={entry.column.username} {...common} />;
          return (
            <EditableColumn
              key={entry.column.username}
              {...common}
              profile={entry.profile}
              flags={flags}
              actors={actors}
              onSaved={props.onSaved}
              employer={
                employment ? { queries: props.queries, onChanged: props.reread } : undefined
              }
            />
          );
        })}
      </CoborrowerGrid>
    );
  };
  const [employment, ...rest] = FIELD_SECTIONS;
  return (
    <>
      {grid(employment)}
      <CommentsGrid id={sectionId('comments')} title={T.sections.comments} entries={entries}>
        <CommentComposer
          queries={props.queries}
          columns={entries.map((e) => e.column)}
          kinds={kinds}
          actors={props.commentActors}
          onAdded={props.reread}
        />
      </CommentsGrid>
      {rest.map(grid)}
    </>
  );
}
