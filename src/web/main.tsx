import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { Providers } from './app/providers.tsx';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Drawn as a transition, which React renders in slices of a few milliseconds rather than one
// long task, so a phone's main thread stays free to answer taps while the first page builds.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
});
