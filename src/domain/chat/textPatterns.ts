// Chat text patterns (spec part 2 §5: bold, mention, url, phone, email) read as tokens, which the
// views render as React elements: text is never injected as HTML, and a link is only ever
// http(s), mailto or tel.

export type TextToken =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  /** `@[Name](username)`; `@[all]` is everyone (username null). */
  | { kind: 'mention'; name: string; username: string | null }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string }
  | { kind: 'email'; text: string; href: string };

// One alternation, tried left to right at each position: mention, bold, url, email, phone.
const PATTERN = new RegExp(
  [
    String.raw`@\[all\]`,
    String.raw`@\[([^\]\n]{1,80})\]\((\d{10})\)`,
    // Bold as *a* or as **a** (how people, and the seed, write it).
    String.raw`\*\*([^*\n]+)\*\*`,
    String.raw`\*([^*\n]+)\*`,
    String.raw`\bhttps?:\/\/[^\s<>"]+`,
    String.raw`\bwww\.[^\s<>"]+`,
    String.raw`[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}`,
    String.raw`(?<![\d+])(?:\+91[\s-]?)?\d{10}(?!\d)`,
  ].join('|'),
  'g',
);

// Punctuation that ends a sentence rather than a link: "see https://x.in/a." keeps the dot out.
const TRAILING = /[.,;:!?)\]]+$/;

function linkOf(raw: string): { text: string; rest: string } {
  const trail = TRAILING.exec(raw)?.[0] ?? '';
  return { text: raw.slice(0, raw.length - trail.length), rest: trail };
}

/** Parses chat text into tokens; adjacent plain text is merged. */
export function parseChatText(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  const push = (token: TextToken) => {
    const last = tokens.at(-1);
    if (token.kind === 'text' && last?.kind === 'text') last.text += token.text;
    else if (token.kind !== 'text' || token.text) tokens.push(token);
  };
  let at = 0;
  for (const match of text.matchAll(PATTERN)) {
    const [whole, mentionName, mentionUser, doubleBold, singleBold] = match;
    const bold = doubleBold ?? singleBold;
    push({ kind: 'text', text: text.slice(at, match.index) });
    at = match.index + whole.length;
    if (whole === '@[all]') push({ kind: 'mention', name: 'all', username: null });
    else if (mentionName !== undefined) {
      push({ kind: 'mention', name: mentionName, username: mentionUser ?? null });
    } else if (bold !== undefined) push({ kind: 'bold', text: bold });
    else if (/^(https?:\/\/|www\.)/i.test(whole)) {
      const { text: link, rest } = linkOf(whole);
      const href = /^www\./i.test(link) ? `https://${link}` : link;
      push({ kind: 'url', text: link, href });
      push({ kind: 'text', text: rest });
    } else if (whole.includes('@')) push({ kind: 'email', text: whole, href: `mailto:${whole}` });
    else push({ kind: 'phone', text: whole, href: `tel:${whole.replace(/[\s-]/g, '')}` });
  }
  push({ kind: 'text', text: text.slice(at) });
  return tokens;
}

/** The text as a reader sees it, patterns undone (`*a*` → a, a mention → @Name): previews, quotes. */
export function plainChatText(text: string): string {
  return parseChatText(text)
    .map((token) =>
      token.kind === 'mention' ? `@${token.name}` : token.kind === 'text' ? token.text : token.text,
    )
    .join('');
}

/** Whether a message's text mentions this user or everyone (spec: '(username)' or '@[all]'). */
export const mentionsUser = (text: string, username: string): boolean =>
  text.includes(`(${username})`) || text.includes('@[all]');
