import { useId } from 'react';
import type { ChannelListModel, ChatContact } from '../../../../machines/channelList/index.ts';
import { CHANNEL_LIST_TEXTS as LT } from '../../../../machines/channelList/index.ts';
import { Button } from '../../../ui/Button.tsx';

/**
 * Contacts (spec part 2 §2): a titled list of name and number, each with Start Chat; and a chat
 * with someone new by a 10-digit number that is not the user's own (§5).
 */
export function ContactsPanel({
  model,
  contacts,
  names,
}: {
  model: ChannelListModel;
  contacts: readonly ChatContact[];
  names: Readonly<Record<string, string>> | undefined;
}) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-1 flex-col gap-2">
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          model.onStartNewChat();
        }}
      >
        <label className="flex flex-1 flex-col text-xs font-medium text-slate-700">
          {LT.newChatNumber}
          <input
            inputMode="numeric"
            value={model.newChat}
            aria-describedby={hintId}
            onChange={(event) => model.onNewChat(event.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-2 py-1.5 text-sm font-normal"
          />
        </label>
        <Button type="submit" disabled={!model.canStartNewChat}>
          {LT.startChat}
        </Button>
      </form>
      <p id={hintId} className="text-xs text-slate-600">
        {LT.newChatHint}
      </p>
      <h3 id={titleId} className="px-1 text-sm font-semibold text-slate-800">
        {LT.contactsTitle}
      </h3>
      {contacts.length === 0 && model.canAct ? (
        <p className="px-1 text-sm text-slate-700">{LT.noContacts}</p>
      ) : null}
      <ul className="min-h-0 flex-1 overflow-auto">
        {contacts.map((contact) => (
          <li key={contact.contact_number} className="flex items-center gap-2 px-1 py-1.5">
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">
                {names?.[contact.contact_number] ?? contact.contact_name}
              </span>
              <span className="block text-xs text-slate-600">{contact.contact_number}</span>
            </span>
            <Button
              variant="secondary"
              disabled={!model.canAct}
              onClick={() => model.onStartChatWithContact(contact.contact_number)}
            >
              {LT.startChat}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
