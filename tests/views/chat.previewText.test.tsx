// @vitest-environment jsdom
// The channel list's preview of a last message: bold (as *a* or **a**, as the open channel reads
// it) and mentions formatted, no markers left, never injected HTML.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { previewText } from '../../src/features/chat/list/previewText.tsx';

const shown = (text: string) => {
  const { container } = render(<p>{previewText(text)}</p>);
  return container.firstElementChild!;
};

describe('the last message as the channel list previews it', () => {
  it.each([
    ['Updated the **priority list** for this week.'],
    ['Updated the *priority list* for this week.'],
  ])('%s: bold, without its markers', (text) => {
    const p = shown(text);
    expect(p.textContent).toBe('Updated the priority list for this week.');
    expect(p.querySelector('strong')?.textContent).toBe('priority list');
  });

  it('shows mentions as @Name and @all', () => {
    const p = shown('@[Asha Verma](9100000003) and @[all], please call');
    expect(p.textContent).toBe('@Asha Verma and @all, please call');
  });

  it('keeps markup as text', () => {
    const p = shown('<img src=x onerror=alert(1)> *hi*');
    expect(p.querySelector('img')).toBeNull();
    expect(p.textContent).toBe('<img src=x onerror=alert(1)> hi');
  });
});
