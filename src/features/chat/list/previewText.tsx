import type { ReactNode } from 'react';

// A mention is @[Display Name](username) or @[all]; bold is *text* or **text** (as the open
// channel reads it). The preview shows a mention as @Name and bold as bold, as React text (never
// injected HTML).
const PATTERN = /@\[([^\]]+)\]\(([^)\s]+)\)|@\[all\]|\*\*([^*\n]+)\*\*|\*([^*\n]+)\*/g;

/** The last message's text as the list item shows it: bold and mention formatting. */
export function previewText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(PATTERN)) {
    const index = match.index ?? 0;
    if (index > at) parts.push(text.slice(at, index));
    const bold = match[3] ?? match[4];
    if (bold !== undefined) {
      parts.push(<strong key={index}>{bold}</strong>);
    } else {
      parts.push(
        <span key={index} className="font-medium text-brand-700">
          @{match[1] ?? 'all'}
        </span>,
      );
    }
    at = index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
