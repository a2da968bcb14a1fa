import { BadgeCheck, HandCoins, Repeat, ShoppingBag, Store, Trophy } from 'lucide-react';

const SERVICES = [
  {
    icon: ShoppingBag,
    title: 'Order online, pick up in store',
    text: 'Pay by card and collect at the counter, usually the same day.',
  },
  {
    icon: HandCoins,
    title: 'We buy collections',
    text: 'Bring your binders and bulk for a fair cash or store credit offer.',
  },
  {
    icon: Repeat,
    title: 'Trade nights',
    text: 'Swap singles with other players at our tables every week.',
  },
  {
    icon: BadgeCheck,
    title: 'Grading help',
    text: 'Advice on which cards to send to PSA, BGS or CGC.',
  },
];

const REASONS = [
  {
    icon: Trophy,
    title: 'Organised play done right',
    text: 'Sanctioned events with experienced judges and prize support.',
  },
  {
    icon: Store,
    title: 'Local and independent',
    text: 'Arkansas-owned, with staff who play the games they sell.',
  },
  {
    icon: BadgeCheck,
    title: 'Condition you can trust',
    text: 'Every single is graded by hand to the condition it is listed at.',
  },
];

/** Columns that the list fills evenly: four items two by two then in one row, three in one row. */
const COLUMNS_FOR_COUNT: Record<number, string> = {
  3: 'sm:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

function FeatureList({ items }: { items: typeof SERVICES }) {
  return (
    <ul className={`mt-8 grid gap-6 ${COLUMNS_FOR_COUNT[items.length] ?? 'sm:grid-cols-2'}`}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-stone-200 bg-white p-5">
          <Icon aria-hidden className="size-7 text-emerald-700" />
          <h3 className="mt-2 font-bold">{title}</h3>
          <p className="text-sm text-stone-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function HomeServices() {
  return (
    <section aria-labelledby="home-services" className="bg-stone-100 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-services" className="text-center text-3xl font-extrabold">
          Customer services
        </h2>
        <FeatureList items={SERVICES} />
      </div>
    </section>
  );
}

export function HomeWhyUs() {
  return (
    <section aria-labelledby="home-why" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="home-why" className="text-center text-3xl font-extrabold">
        Why choose us
      </h2>
      <FeatureList items={REASONS} />
    </section>
  );
}
