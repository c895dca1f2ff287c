import type { ChatComposerModel } from '../../../../machines/chatComposer/index.ts';
import { CHAT_COMPOSER_TEXTS as T } from '../../../../machines/chatComposer/index.ts';

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The suggestion list over the input: the matches (one highlighted), or 'No suggestions found'. */
export function MentionList({
  id,
  mention,
  onChoose,
}: {
  id: string;
  mention: NonNullable<ChatComposerModel['mention']>;
  onChoose: (index: number) => void;
}) {
  if (mention.options.length === 0) {
    return (
      <p
        id={id}
        role="status"
        className="absolute bottom-full left-0 mb-1 rounded border border-slate-200 bg-white px-3 py-2 text-sm text-slate-600 shadow"
      >
        {T.noSuggestions}
      </p>
    );
  }
  return (
    <div
      id={id}
      role="listbox"
      aria-label={T.mentionList}
      className="absolute bottom-full left-0 mb-1 max-h-60 w-72 overflow-y-auto rounded border border-slate-200 bg-white py-1 text-sm shadow"
    >
      {mention.options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrow keys, Enter and Tab choose; focus stays there.
        <div
          key={option.key}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === mention.highlighted}
          tabIndex={-1}
          className={`cursor-pointer px-3 py-1.5 ${index === mention.highlighted ? 'bg-brand-50 text-brand-800' : ''}`}
          // Keep the input's focus: the choice is made on the click.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
        >
          <span className="font-medium">{option.label}</span>
          <span className="ml-2 text-xs text-slate-500">{option.detail || T.everyone}</span>
        </div>
      ))}
    </div>
  );
}
