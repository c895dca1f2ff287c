import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/App.tsx';
import { firstScreenReady } from './app/routeChunks.ts';
import { isAbortError } from './platform/abort.ts';

// Aborted requests are silent (spec part 2 §8): when the page is left, every request in flight is
// aborted, and a promise nobody waits for any more may reject with that abort as the page unloads.
// That is not an error anybody should see, in the console or elsewhere.
window.addEventListener('unhandledrejection', (event) => {
  if (isAbortError(event.reason)) event.preventDefault();
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render waits for the chunks of the first screen, fetched side by side: rendered
// earlier, it would show a fallback and then reveal each level a third of a second apart.
void firstScreenReady(location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
