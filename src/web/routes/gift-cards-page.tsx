import { GiftCardForm } from '../features/gift-cards/gift-card-form.tsx';
import { PageTitle } from './page-title.tsx';

export function Component() {
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <PageTitle>Gift cards</PageTitle>
      <div>
        <h1 className="text-3xl font-extrabold">Gift cards</h1>
        <p className="mt-2 text-stone-600">
          Give the gift of a new deck. We e-mail the code, and it becomes store credit good at both
          of our stores and online. Gift cards never expire.
        </p>
      </div>
      <GiftCardForm />
    </section>
  );
}
