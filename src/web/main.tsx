import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { Providers } from './app/providers.tsx';
import { reloadOnStaleCode } from './app/reload-on-stale-code.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
reloadOnStaleCode();

// Drawn as a transition, which React renders in slices of a few milliseconds rather than one
// long task, so a phone's main thread stays free to answer taps while the first page builds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        {/* A link swaps the page at once (its placeholder while its code loads) rather than
            leaving the old page on screen, where a quick hand types into the page it left. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
