import { describe, expect, it } from 'vitest';
import {
  mentionsUser,
  parseChatText,
  plainChatText,
  type TextToken,
} from '../../src/domain/chat/textPatterns.ts';

const text = (t: string): TextToken => ({ kind: 'text', text: t });

describe('chat text patterns', () => {
  it.each<[string, TextToken[]]>([
    ['plain words', [text('plain words')]],
    ['', []],
    ['a *bold* word', [text('a '), { kind: 'bold', text: 'bold' }, text(' word')]],
    ['a **bold** word', [text('a '), { kind: 'bold', text: 'bold' }, text(' word')]],
    ['**', [text('**')]],
    [
      'hi @[Asha Rao](9876543210)!',
      [text('hi '), { kind: 'mention', name: 'Asha Rao', username: '9876543210' }, text('!')],
    ],
    ['@[all] stand-up', [{ kind: 'mention', name: 'all', username: null }, text(' stand-up')]],
    // A mention needs a ten-digit username; anything else stays text.
    ['@[Asha](98765)', [text('@[Asha](98765)')]],
    [
      'see https://kosh.example/loans?id=4.',
      [
        text('see '),
        {
          kind: 'url',
          text: 'https://kosh.example/loans?id=4',
          href: 'https://kosh.example/loans?id=4',
        },
        text('.'),
      ],
    ],
    [
      'www.kosh.example',
      [{ kind: 'url', text: 'www.kosh.example', href: 'https://www.kosh.example' }],
    ],
    [
      'call 9876543210 now',
      [text('call '), { kind: 'phone', text: '9876543210', href: 'tel:9876543210' }, text(' now')],
    ],
    ['+91 9876543210', [{ kind: 'phone', text: '+91 9876543210', href: 'tel:+919876543210' }]],
    // Eleven digits are not a phone number.
    ['98765432101', [text('98765432101')]],
    [
      'mail ops@kosh.example',
      [text('mail '), { kind: 'email', text: 'ops@kosh.example', href: 'mailto:ops@kosh.example' }],
    ],
  ])('%j', (input, tokens) => {
    expect(parseChatText(input)).toEqual(tokens);
  });

  describe('hostile input stays text or a safe link', () => {
    it.each([
      'javascript:alert(1)',
      '<img src=x onerror=alert(1)>',
      'JaVaScRiPt://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      '@[<b>x</b>](javascript:1)',
      '[x](javascript:alert(1))',
      'vbscript:msgbox(1)',
    ])('%s', (input) => {
      const tokens = parseChatText(input);
      for (const token of tokens) {
        if ('href' in token) expect(token.href).toMatch(/^(https?:\/\/|mailto:|tel:)/);
      }
      expect(plainChatText(input)).toBe(input);
    });

    it('a link hidden after an http prefix keeps only its http(s) scheme', () => {
      const [token] = parseChatText('https://x.example/"><script>');
      expect(token).toEqual({
        kind: 'url',
        text: 'https://x.example/',
        href: 'https://x.example/',
      });
    });

    it('a very long run of unclosed mentions parses quickly and stays text', () => {
      const input = `${'@[a'.repeat(20000)}@`;
      const started = performance.now();
      expect(plainChatText(input) === input).toBe(true);
      expect(performance.now() - started).toBeLessThan(1000);
    });
  });

  it('reads text as a reader sees it', () => {
    expect(plainChatText('*hi* @[Asha Rao](9876543210) and @[all]')).toBe('hi @Asha Rao and @all');
  });

  it.each([
    ['ping @[Asha](9876543210)', '9876543210', true],
    ['ping @[all]', '9876543210', true],
    ['ping @[Ravi](9123456780)', '9876543210', false],
  ])('%s mentions %s: %s', (input, username, expected) => {
    expect(mentionsUser(input, username)).toBe(expected);
  });
});
