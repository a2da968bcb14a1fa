import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <title>404 Page Not Found</title>
      <SearchX aria-hidden className="size-14 text-emerald-800" />
      <h1 className="text-3xl font-extrabold">404 Page Not Found</h1>
      <p className="text-stone-600">
        This page does not exist. It may have moved, or the link may have a typo.
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        Back to Home
      </Link>
    </section>
  );
}

export function Component() {
  return <NotFound />;
}
