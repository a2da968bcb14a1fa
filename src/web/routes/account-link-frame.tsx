import type { ReactNode } from 'react';
import { PageTitle } from './page-title.tsx';

/** The frame of the pages a mailed link or "Forgot password?" opens: a title and one card. */
export function AccountLinkFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <PageTitle>{title}</PageTitle>
      <h1 className="text-center text-3xl font-extrabold">{title}</h1>
      {intro && <p className="mt-2 text-center text-stone-600">{intro}</p>}
      <div className="mt-8 rounded-xl border border-stone-200 bg-white p-6 text-center shadow-sm [&_form]:text-left">
        {children}
      </div>
    </section>
  );
}
