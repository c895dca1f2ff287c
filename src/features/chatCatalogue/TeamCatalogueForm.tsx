import {
  TEAM_CATALOGUE_TEXTS as T,
  TEAM_NAME_MAX,
  type TeamCatalogueModel,
} from '../../../machines/teamCatalogue/index.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { FormOutcome } from '../../ui/FormOutcome.tsx';
import { TextField } from '../../ui/TextField.tsx';

const BOX =
  'flex max-w-2xl flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm';

/** The super admin's teams: the list with Edit and New team, or one team's editor. */
export function TeamCatalogueForm({ view }: { view: TeamCatalogueModel }) {
  return (
    <section aria-labelledby="team-catalogue-title" className={BOX}>
      <h2 id="team-catalogue-title" className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h2>
      <p className="text-sm text-slate-600">{T.hint}</p>
      {view.mode === 'list' ? <TeamList view={view} /> : null}
      {view.mode === 'loading' ? (
        <p role="status" className="text-sm text-slate-600">
          {T.loading}
        </p>
      ) : null}
      {view.mode === 'editor' ? <TeamEditor view={view} /> : null}
    </section>
  );
}

function TeamList({ view }: { view: TeamCatalogueModel }) {
  return (
    <>
      {view.alert ? (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {view.alert}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-green-700">
          {view.notice}
        </p>
      ) : null}
      {view.teams.length === 0 ? (
        <p className="text-sm text-slate-600">{T.none}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {view.teams.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-900">{team.name}</span>
              <span className="ml-auto text-slate-600">{T.people(team.member_count)}</span>
              <Button
                variant="secondary"
                aria-label={`${T.edit} ${team.name}`}
                onClick={() => view.onOpen(team.id)}
              >
                {T.edit}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={view.onNew}>{T.newTeam}</Button>
      </div>
    </>
  );
}

function TeamEditor({ view }: { view: TeamCatalogueModel }) {
  return (
    <form
      aria-label={view.isNew ? T.newHeading : T.editHeading}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        view.onSave();
      }}
    >
      <h3 className="text-base font-semibold text-slate-900">
        {view.isNew ? T.newHeading : T.editHeading}
      </h3>
      <TextField
        label={T.teamName}
        value={view.name}
        maxLength={TEAM_NAME_MAX}
        disabled={view.busy}
        autoFocus
        onValueChange={view.onNameChange}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="team-members" className="text-sm font-medium text-slate-700">
          {T.members}
        </label>
        <textarea
          id="team-members"
          aria-describedby="team-members-hint"
          inputMode="tel"
          rows={3}
          className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100"
          value={view.numbers}
          disabled={view.busy}
          onChange={(e) => view.onNumbersChange(e.target.value)}
        />
        <p id="team-members-hint" className="text-xs text-slate-600">
          {T.membersHint}
        </p>
      </div>
      {view.members.length > 0 ? (
        <section aria-label={T.inTeam} className="text-sm">
          <h4 className="font-medium text-slate-700">{T.inTeam}</h4>
          <ul className="mt-1 grid grid-cols-1 gap-x-4 text-slate-800 sm:grid-cols-2">
            {view.members.map((person) => (
              <li key={person.id}>
                {person.name} <span className="text-slate-600">{person.username}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <FormOutcome
        alert={view.alert}
        notice={null}
        busy={view.busy && !view.confirming}
        busyText={T.saving}
        submitLabel={T.save}
        canSubmit={!view.busy}
        retryLabel={T.retry}
        canRetry={view.canRetry}
        onRetry={view.onRetry}
      />
      <div className="flex gap-2">
        <Button variant="secondary" disabled={view.busy} onClick={view.onCancel}>
          {T.cancel}
        </Button>
        {view.isNew ? null : (
          <Button variant="secondary" disabled={view.busy} onClick={view.onDelete}>
            {T.remove}
          </Button>
        )}
      </div>
      <Dialog
        open={view.confirming}
        title={T.confirmTitle}
        dismissable={!view.deleting}
        onClose={view.onCancelDelete}
      >
        <p className="mb-3 text-sm text-slate-800">{T.confirmBody}</p>
        {view.dialogAlert ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {view.dialogAlert}
          </p>
        ) : null}
        {view.deleting ? (
          <p role="status" className="mb-3 text-sm text-slate-600">
            {T.deleting}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={view.deleting} onClick={view.onCancelDelete}>
            {T.cancel}
          </Button>
          <Button busy={view.deleting} disabled={view.deleting} onClick={view.onConfirmDelete}>
            {T.confirm}
          </Button>
        </div>
      </Dialog>
    </form>
  );
}
