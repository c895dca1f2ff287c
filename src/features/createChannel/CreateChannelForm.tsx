import { useId } from 'react';
import {
  type ChannelFlag,
  type CreateChannelModel,
  type NewChannelType,
  CREATE_CHANNEL_TEXTS as T,
} from '../../../machines/createChannel/index.ts';
import { Button } from '../../ui/Button.tsx';

export type Choice = { id: number; name: string };

export type CreateChannelFormProps = {
  view: CreateChannelModel;
  teams: readonly Choice[];
  tags: readonly Choice[];
  chatActions: readonly Choice[];
  docGroups: readonly Choice[];
};

const TYPES: NewChannelType[] = ['public', 'private'];
const FLAGS: [ChannelFlag, string][] = [
  ['will_schedule_msg', T.willScheduleMsg],
  ['enable_redmine', T.enableRedmine],
  ['customer_support', T.customerSupport],
];
const FIELD = 'rounded-md border border-slate-300 px-2 py-2 text-sm read-only:bg-slate-100';
const LABEL = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

function Checks({
  legend,
  empty,
  choices,
  picked,
  busy,
  onToggle,
}: {
  legend: string;
  empty: string;
  choices: readonly Choice[];
  picked: readonly number[];
  busy: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1 text-sm" disabled={busy}>
      <legend className="mb-1 font-medium text-slate-700">{legend}</legend>
      {choices.length === 0 ? <p className="text-slate-500">{empty}</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1">
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
      </div>
    </fieldset>
  );
}

/** The Create Channel form: connect() of the machine rendered; it decides nothing itself. */
export function CreateChannelForm({
  view,
  teams,
  tags,
  chatActions,
  docGroups,
}: CreateChannelFormProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex max-w-2xl flex-col gap-4 rounded-lg bg-white p-6 shadow"
    >
      <h1 id={headingId} className="text-lg font-semibold text-slate-900">
        {T.heading}
      </h1>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (view.canCreate) view.onCreate();
        }}
      >
        <label className={LABEL}>
          {T.displayName}
          <input
            className={FIELD}
            value={view.displayName}
            maxLength={view.limits.displayName}
            readOnly={view.busy}
            onChange={(event) => view.onDisplayNameChange(event.target.value)}
          />
        </label>
        <label className={LABEL}>
          {T.name}
          <input
            className={FIELD}
            value={view.name}
            maxLength={view.limits.name}
            readOnly={view.busy}
            onChange={(event) => view.onNameChange(event.target.value)}
          />
        </label>
        <label className={LABEL}>
          {T.description}
          <textarea
            className={FIELD}
            rows={3}
            value={view.description}
            maxLength={view.limits.description}
            readOnly={view.busy}
            onChange={(event) => view.onDescriptionChange(event.target.value)}
          />
        </label>
        <label className={LABEL}>
          {T.type}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
            value={view.channelType}
            disabled={view.busy}
            onChange={(event) => view.onTypeChange(event.target.value as NewChannelType)}
          >
            {TYPES.map((type) => (
              <option key={type} value={type}>
                {T.types[type]}
              </option>
            ))}
          </select>
        </label>
        <Checks
          legend={T.teams}
          empty={T.noTeams}
          choices={teams}
          picked={view.teamIds}
          busy={view.busy}
          onToggle={view.onTeamToggle}
        />
        <Checks
          legend={T.tags}
          empty={T.noTags}
          choices={tags}
          picked={view.tagIds}
          busy={view.busy}
          onToggle={view.onTagToggle}
        />
        <Checks
          legend={T.chatActions}
          empty={T.noChatActions}
          choices={chatActions}
          picked={view.actionIds}
          busy={view.busy}
          onToggle={view.onActionToggle}
        />
        <label className={LABEL}>
          {T.docGroup}
          <select
            className="rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
            value={view.docGroupId ?? ''}
            disabled={view.busy}
            onChange={(event) =>
              view.onDocGroupChange(event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">{T.noDocGroup}</option>
            {docGroups.map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex flex-col gap-1 text-sm" disabled={view.busy}>
          {FLAGS.map(([flag, label]) => (
            <label key={flag} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={view.flags[flag]}
                onChange={() => view.onFlagToggle(flag)}
              />
              {label}
            </label>
          ))}
        </fieldset>
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
        <div>
          <Button type="submit" busy={view.busy} disabled={!view.canCreate}>
            {T.create}
          </Button>
        </div>
      </form>
    </section>
  );
}
