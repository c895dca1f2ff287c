import { describe, expect, it } from 'vitest';
import { kindOf } from '../support/testKinds.ts';

describe('the test report counts by kind', () => {
  const test = (title: string, ...ancestorTitles: string[]) => ({ title, ancestorTitles });
  it('tells generated path cases, role tables, stories and hand-written tests apart', () => {
    const root = '/repo';
    expect([
      kindOf(
        `${root}/tests/machines/softCall.machine.test.ts`,
        test("In 'loading'. Expect: x", 'softCall: generated paths'),
      ),
      kindOf(
        `${root}/tests/machines/softCall.machine.test.ts`,
        test('covers every state and every transition', 'softCall: generated paths'),
      ),
      kindOf(
        `${root}/tests/views/softCall.paths.test.tsx`,
        test("In 'loading': press Stop → 'stopped'", 'soft-call paths'),
      ),
      kindOf(
        `${root}/tests/views/softCall.paths.test.tsx`,
        test('a full case: call, save, next case', 'journeys'),
      ),
      kindOf(`${root}/tests/domain/access.roles.test.ts`, test('grants the menu by role')),
      kindOf(`${root}/stories/softCall/SoftCallLoop.stories.tsx`, test('Loading')),
      kindOf(`${root}/tests/scripts/testKinds.test.ts`, test("In 'x'")),
    ]).toEqual([
      'generated',
      'generated',
      'generated',
      'handWritten',
      'roleTable',
      'stories',
      'handWritten',
    ]);
  });
});
