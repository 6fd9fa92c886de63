import './app/mantine-styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { Providers } from './app/providers';
import { UnsupportedBrowser } from './components/unsupported-browser';
import { showPendingAlert } from './lib/alerts';
import { isInternetExplorer } from './lib/browser';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element.');

const root = createRoot(container);
if (isInternetExplorer(navigator.userAgent)) {
  //
  root.render(
    <Providers>
      <UnsupportedBrowser />
    </Providers>,
  );
} else {
  //
  showPendingAlert();
  // A transition lets React yield to the browser while it renders the first page, instead of one long task.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
