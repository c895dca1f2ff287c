/** Spec part 2 §5 'Add member': an entry at least 10 characters long is needed to add. */
export const MIN_INPUT_LENGTH = 10;

/** The numbers typed: comma-separated, only ten-digit entries kept (part 2 §5), each once. */
export function numbersOf(text: string): string[] {
  const kept = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^[0-9]{10}$/.test(entry));
  return [...new Set(kept)];
}

export const isLongEnough = (text: string) => text.trim().length >= MIN_INPUT_LENGTH;
