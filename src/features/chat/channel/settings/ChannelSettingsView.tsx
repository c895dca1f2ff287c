import {
  type ChannelSettingsModel,
  type ChatTheme,
  CHANNEL_SETTINGS_TEXTS as T,
} from '../../../../../machines/channelSettings/index.ts';
import { Button } from '../../../../ui/Button.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { PictureDialog } from './PictureDialog.tsx';

type Choice = { id: number; name: string };

export type ChannelSettingsViewProps = { view: ChannelSettingsModel };

const FIELD = 'rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100';

function Ticks({
  legend,
  choices,
  picked,
  busy,
  onToggle,
}: {
  legend: string;
  choices: readonly Choice[];
  picked: readonly number[];
  busy: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm" disabled={busy}>
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={picked.includes(choice.id)}
            onChange={() => onToggle(choice.id)}
          />
          {choice.name}
        </label>
      ))}
    </fieldset>
  );
}

function Words({ view }: { view: ChannelSettingsModel }) {
  return (
    <>
      {view.alert ? (
        <p role="alert" className="text-sm text-red-700">
          {view.alert}
        </p>
      ) : null}
      {view.notice ? (
        <p role="status" className="text-sm text-slate-700">
          {view.notice}
        </p>
      ) : null}
    </>
  );
}

function Footer({ view, children }: { view: ChannelSettingsModel; children: React.ReactNode }) {
  return (
    <div className="mt-4 flex justify-end gap-2">
      <Button variant="secondary" onClick={view.onClose} disabled={!view.canClose}>
        {T.cancel}
      </Button>
      {children}
    </div>
  );
}

/** A channel's settings: connect() of the machine rendered; it decides nothing itself. */
export function ChannelSettingsView({ view }: ChannelSettingsViewProps) {
  const idle = view.dialog === null;
  return (
    <section aria-label={T.region} className="mt-3 flex flex-col gap-2 border-t pt-3">
      <div className="flex flex-wrap items-center gap-2">
        {view.pictureUrl ? (
          <img src={view.pictureUrl} alt="" className="size-10 rounded-full object-cover" />
        ) : null}
        <Button variant="secondary" onClick={view.onEditPicture} disabled={!view.canOpen}>
          {T.changePicture}
        </Button>
        {view.showRename ? (
          <Button variant="secondary" onClick={view.onEditName} disabled={!view.canOpen}>
            {T.editName}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={view.onEditDescription} disabled={!view.canOpen}>
          {T.editDescription}
        </Button>
        <Button variant="secondary" onClick={view.onEditTeams} disabled={!view.canOpen}>
          {T.groupTitle}
        </Button>
        <Button variant="secondary" onClick={view.onEditTags} disabled={!view.canOpen}>
          {T.channelTags}
        </Button>
      </div>
      <label className="flex items-center gap-2 text-sm">
        {T.theme}
        <select
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
          value={view.theme}
          disabled={view.busy}
          onChange={(event) => view.onThemeChange(event.target.value as ChatTheme)}
        >
          {T.themes.map((theme) => (
            <option key={theme} value={theme}>
              {theme}
            </option>
          ))}
        </select>
      </label>
      {idle ? <Words view={view} /> : null}

      <Dialog
        open={view.dialog === 'name'}
        title={T.nameDialog}
        onClose={view.onClose}
        dismissable={view.canClose}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.displayName}
          <input
            className={FIELD}
            value={view.nameDraft}
            maxLength={view.limits.name}
            readOnly={view.busy}
            onChange={(event) => view.onNameChange(event.target.value)}
          />
        </label>
        <Words view={view} />
        <Footer view={view}>
          <Button onClick={view.onSaveName} busy={view.busy} disabled={!view.canSave}>
            {T.save}
          </Button>
        </Footer>
      </Dialog>

      <Dialog
        open={view.dialog === 'description'}
        title={T.editDescription}
        onClose={view.onClose}
        dismissable={view.canClose}
      >
        <label className="flex flex-col gap-1 text-sm font-medium">
          {T.description}
          <textarea
            className={FIELD}
            rows={4}
            value={view.descriptionDraft}
            maxLength={view.limits.description}
            readOnly={view.busy}
            onChange={(event) => view.onDescriptionChange(event.target.value)}
          />
        </label>
        <Words view={view} />
        <Footer view={view}>
          <Button onClick={view.onSaveDescription} busy={view.busy} disabled={!view.canSave}>
            {T.save}
          </Button>
        </Footer>
      </Dialog>

      <Dialog
        open={view.dialog === 'teams'}
        title={T.groupTitle}
        onClose={view.onClose}
        dismissable={view.canClose}
      >
        {view.loadingTeams ? (
          <p role="status" className="text-sm">
            {T.loadingTeams}
          </p>
        ) : (
          <Ticks
            legend={T.groupTitle}
            choices={view.teamChoices}
            picked={view.teamIds}
            busy={view.busy}
            onToggle={view.onTeamToggle}
          />
        )}
        <Words view={view} />
        <Footer view={view}>
          {view.loadingTeams ? null : (
            <Button
              variant="secondary"
              onClick={view.onRemoveTeams}
              busy={view.busy}
              disabled={!view.canRemoveTeams}
            >
              {T.removeTeam}
            </Button>
          )}
          {view.loadingTeams ? null : (
            <Button onClick={view.onAddTeams} busy={view.busy} disabled={!view.canAddTeams}>
              {T.addTeam}
            </Button>
          )}
        </Footer>
      </Dialog>

      <PictureDialog
        view={view}
        words={<Words view={view} />}
        footer={(save) => <Footer view={view}>{save}</Footer>}
      />

      <Dialog
        open={view.dialog === 'tags'}
        title={T.channelTags}
        onClose={view.onClose}
        dismissable={view.canClose}
      >
        {view.loadingTags ? (
          <p role="status" className="text-sm">
            {T.loadingTags}
          </p>
        ) : (
          <Ticks
            legend={T.channelTags}
            choices={view.tagChoices}
            picked={view.tagIds}
            busy={view.busy}
            onToggle={view.onTagToggle}
          />
        )}
        <Words view={view} />
        <Footer view={view}>
          {view.loadingTags ? null : (
            <Button onClick={view.onSaveTags} busy={view.busy} disabled={!view.canSave}>
              {T.save}
            </Button>
          )}
        </Footer>
      </Dialog>
    </section>
  );
}
