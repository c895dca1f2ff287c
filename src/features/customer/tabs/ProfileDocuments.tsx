import { CustomerDocuments, DOCUMENTS_TEXTS as T } from '../../documents/index.ts';
import type { CustomerTabProps } from '../customerTypes.ts';

/**
 * The Profile tab's 'Documents' section: the compact customer view. Only the current version
 * is editable (part 2 §6's editable option); an old version shows the documents as they are now.
 */
export function ProfileDocuments(props: CustomerTabProps) {
  return (
    <section aria-labelledby="profile-documents" className="flex flex-col gap-2">
      <h2 id="profile-documents" className="text-base font-semibold text-slate-900">
        {T.heading}
      </h2>
      <CustomerDocuments
        queries={props.queries}
        username={props.username}
        flags={props.flags}
        editable={props.historyDate === null}
      />
    </section>
  );
}
