import { StrictMode, startTransition } from 'react';
import '@casino/ui/theme.css';
import { i18nReady } from './lib/i18n';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The stored language's texts are fetched first so a returning player never sees English flash.
// The first render is a transition: React renders the whole shell in slices and lets the browser
// work in between, instead of holding a phone's main thread for one long task.
// The root is made in a task of its own, after the one that evaluated the app's modules: together
// they held a phone's main thread for one long task (creating a root registers React's listeners
// for every event type).
// React DOM's client (about half of the first download's code) is a chunk of its own, fetched
// beside the entry (index.html preloads it) and evaluated in its own task: evaluated with the app's
// modules it was one task of about 45 ms on this project's machines, 180 ms on Lighthouse's phone.
const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const reactDomClient = afterThisTask().then(() => import('react-dom/client'));

void Promise.all([reactDomClient, i18nReady.then(afterThisTask)]).then(([{ createRoot }]) => {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </StrictMode>,
    );
  });
});
