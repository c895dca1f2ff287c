import type { Preview } from '@storybook/react-vite';
import { configure, within } from 'storybook/test';
import '../src/index.css';
import { expectStoryShows } from '../tests/support/storyState.ts';

// A play function's findBy/waitFor waits up to 5 s, not 1: with every core busy (CI runs the
// stories beside the unit tests) a lazily loaded panel can take longer than a second to appear.
configure({ asyncUtilTimeout: 5_000 });

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  // A story made from a machine snapshot shows what the flow declares for that state.
  afterEach: ({ parameters }) => {
    expectStoryShows(parameters, within(document.body));
  },
};
export default preview;
