import type { Preview } from '@storybook/react-vite';
import { within } from 'storybook/test';
import '../src/index.css';
import { expectStoryShows } from '../tests/support/storyState.ts';

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
