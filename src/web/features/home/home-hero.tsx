import { CalendarDays, PackageOpen, Users } from 'lucide-react';
import { Link } from 'react-router';
import { SHOP } from '../../../domain/stores/stores.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Logo } from '../layout/logo.tsx';

const PITCHES = [
  {
    icon: CalendarDays,
    title: 'Weekly tournaments',
    text: 'Friday Night Magic, Pokemon League, Yu-Gi-Oh! locals and Lorcana nights every week.',
  },
  {
    icon: PackageOpen,
    title: 'Fresh inventory',
    text: 'New sets on release day and singles added daily at both stores.',
  },
  {
    icon: Users,
    title: 'Community hub',
    text: 'Open play tables, trade nights and friendly faces, whatever you play.',
  },
];

export function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-emerald-950 via-emerald-900 to-emerald-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-16 text-center md:py-24">
        <Logo withName={false} size={88} />
        <h1 className="text-4xl font-black tracking-tight md:text-6xl">{SHOP.name}</h1>
        <p className="max-w-2xl text-lg text-emerald-100 md:text-xl">
          The premier trading card game store in Arkansas. Two stores, North Little Rock and Benton,
          for Magic: The Gathering, Pokemon, Yu-Gi-Oh! and Lorcana.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/cards" className={buttonClasses('primary', 'lg')}>
            Shop Cards
          </Link>
          <Link to="/tournaments" className={`${buttonClasses('secondary', 'lg')} border-white`}>
            Tournament schedule
          </Link>
          <Link to="/gift-cards" className={`${buttonClasses('secondary', 'lg')} border-white`}>
            Gift cards
          </Link>
        </div>
        <ul className="mt-8 grid w-full gap-4 text-left md:grid-cols-3">
          {PITCHES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-white/10 p-5 backdrop-blur">
              <Icon aria-hidden className="size-7 text-amber-400" />
              <h2 className="mt-2 text-lg font-bold">{title}</h2>
              <p className="text-emerald-100">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
