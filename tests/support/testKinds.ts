/**
 * How the test report tells generated path cases from hand-written ones (scripts/test-all.ts):
 * the describe block of a machine's generated paths ends with this, and every generated case is
 * titled by its walk, starting with PATH_TITLE_START (see describePath).
 */
export const GENERATED = 'generated paths';
export const PATH_TITLE_START = "In '";

export type VitestFile = {
  name: string;
  assertionResults: Array<{ ancestorTitles: string[]; title: string }>;
};

export type TestKind = 'generated' | 'roleTable' | 'handWritten' | 'stories';

/**
 * The kind of one vitest case, by where it lives and how it is named: a case generated from a
 * machine's paths sits in tests/machines or tests/views and is titled by its walk or sits in a
 * `<machine>: generated paths` block; role tables (and the other domain rules) live in
 * tests/domain; stories under stories/; everything else was written by hand.
 */
export function kindOf(file: string, test: VitestFile['assertionResults'][number]): TestKind {
  const path = file.replaceAll('\\', '/');
  if (/(^|\/)stories\//.test(path)) return 'stories';
  if (/(^|\/)tests\/domain\//.test(path)) return 'roleTable';
  const generated =
    test.title.startsWith(PATH_TITLE_START) ||
    test.ancestorTitles.some((title) => title.endsWith(GENERATED));
  if (/(^|\/)tests\/(machines|views)\//.test(path) && generated) return 'generated';
  return 'handWritten';
}
