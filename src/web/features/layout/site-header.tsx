import { Menu, ShoppingCart, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../auth/auth-context.tsx';
import { useCart } from '../cart/cart-context.tsx';
import { Logo } from './logo.tsx';
import { isActive, NAV_ITEMS, navHref } from './nav-items.ts';
import { StaffDashboardLink } from './staff-dashboard-link.tsx';

function NavLinks({
  pathname,
  onNavigate,
  vertical = false,
}: {
  pathname: string;
  onNavigate?: () => void;
  vertical?: boolean;
}) {
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {NAV_ITEMS.map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.path}>
            <Link
              to={navHref(item, pathname)}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md px-3 py-2 font-medium transition-colors ${
                active
                  ? 'bg-emerald-700 text-white'
                  : 'text-stone-700 hover:bg-emerald-50 hover:text-emerald-900'
              }`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteHeader() {
  const { pathname } = useLocation();
  const { count, openCart } = useCart();
  const { isAuthenticated } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-emerald-950">
          <Logo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <NavLinks pathname={pathname} />
        </nav>

        <div className="flex items-center gap-1">
          <StaffDashboardLink pathname={pathname} />
          <Link
            to={isAuthenticated ? '/account' : '/login'}
            className="flex items-center gap-1 rounded-md p-2 font-medium text-stone-800 hover:bg-stone-100"
          >
            <UserRound aria-hidden className="size-6" />
            <span className="max-sm:sr-only">{isAuthenticated ? 'My Account' : 'Sign In'}</span>
          </Link>
          <button
            type="button"
            onClick={openCart}
            aria-label={
              count > 0
                ? `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`
                : 'Shopping cart'
            }
            className="relative rounded-md p-2 text-stone-800 hover:bg-stone-100"
          >
            <ShoppingCart aria-hidden className="size-6" />
            {count > 0 && (
              <span
                data-testid="cart-count"
                className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-amber-500 px-1 text-xs font-bold text-stone-950"
              >
                {count}
              </span>
            )}
          </button>
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Toggle menu"
            className="rounded-md p-2 text-stone-800 hover:bg-stone-100 lg:hidden"
          >
            {menuOpen ? (
              <X aria-hidden className="size-6" />
            ) : (
              <Menu aria-hidden className="size-6" />
            )}
          </button>
        </div>
      </div>

      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="border-t border-stone-200 px-4 py-3 lg:hidden"
        >
          <NavLinks pathname={pathname} vertical onNavigate={() => setMenuOpen(false)} />
        </nav>
      )}
    </header>
  );
}
