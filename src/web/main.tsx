import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/app.css';

function Home() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">Natural State TCG</h1>
      <p className="mt-2">The storefront opens soon.</p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Home />
    </StrictMode>,
  );
}
