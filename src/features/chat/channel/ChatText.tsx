import { parseChatText } from '../../../domain/chat/textPatterns.ts';

const LINK = 'text-sky-700 underline underline-offset-2 hover:text-sky-900';

/** Chat text with its patterns as elements: bold, mentions, links (never injected HTML). */
export function ChatText({ text }: { text: string }) {
  return (
    <>
      {parseChatText(text).map((token, i) => {
        const key = `${i}-${token.kind}`;
        switch (token.kind) {
          case 'text':
            return <span key={key}>{token.text}</span>;
          case 'bold':
            return <strong key={key}>{token.text}</strong>;
          case 'mention':
            return (
              <span key={key} className="rounded bg-sky-100 px-0.5 font-medium text-sky-800">
                @{token.name}
              </span>
            );
          default:
            return (
              <a
                key={key}
                href={token.href}
                className={LINK}
                {...(token.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {token.text}
              </a>
            );
        }
      })}
    </>
  );
}
