import {
  TAG_CATALOGUE_TEXTS as T,
  TAG_NAME_MAX,
  type TagCatalogueModel,
} from '../../../machines/tagCatalogue/index.ts';
import { Button } from '../../ui/Button.tsx';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { TextField } from '../../ui/TextField.tsx';

const BOX =
  'flex max-w-2xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm';

/** The super admin's tag catalogue: each tag renamed in place or removed, new ones added, one Save. */
export function TagCatalogueForm({ view }: { view: TagCatalogueModel }) {
  return (
    <form
      aria-labelledby="tag-catalogue-title"
      className={BOX}
      onSubmit={(e) => {
        e.preventDefault();
        view.onSave();
      }}
    >
      <h2 id="tag-catalogue-title" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <p className="text-sm text-slate-600">{T.hint}</p>
      {view.rows.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {view.rows.map((row, index) => (
            // A kept tag is keyed by its id; a new one by its place (names can change).
            <li key={row.id ?? `new-${index}`} className="flex items-center gap-2">
              <input
                aria-label={`${T.tagName} ${index + 1}`}
                className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm disabled:bg-slate-100"
                value={row.name}
                maxLength={TAG_NAME_MAX}
                disabled={view.busy}
                aria-invalid={view.invalidRows[index]}
                onChange={(e) => view.onRename(index, e.target.value)}
              />
              <Button
                variant="secondary"
                aria-label={`${T.remove} ${row.name.trim() || `${T.tagName} ${index + 1}`}`}
                disabled={view.busy}
                onClick={() => view.onRemove(index)}
              >
                {T.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TextField
          label={T.newTag}
          className="flex-1"
          value={view.newName}
          maxLength={TAG_NAME_MAX}
          disabled={view.busy}
          onValueChange={view.onNewNameChange}
          onKeyDown={(e) => {
            // Enter in the new tag's field adds it rather than saving the whole list.
            if (e.key === 'Enter') {
              e.preventDefault();
              if (view.canAdd) view.onAdd();
            }
          }}
        />
        <Button variant="secondary" disabled={!view.canAdd} onClick={view.onAdd}>
          {T.add}
        </Button>
      </div>
      <FormOutcome
        alert={view.alert}
        notice={view.notice}
        busy={view.busy}
        busyText={T.saving}
        submitLabel={T.save}
        canSubmit={view.canSave}
        retryLabel={T.retry}
        canRetry={view.canRetry}
        onRetry={view.onRetry}
      />
    </form>
  );
}
