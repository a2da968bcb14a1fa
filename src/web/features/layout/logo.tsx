import { SHOP } from '../../../domain/stores/stores.ts';

/** The shop's mark: two fanned cards on a diamond, with the name beside it when asked. */
export function Logo({ withName = true, size = 40 }: { withName?: boolean; size?: number }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden focusable="false">
        <rect x="4" y="4" width="40" height="40" rx="10" fill="#14532d" />
        <rect
          x="13"
          y="11"
          width="16"
          height="23"
          rx="2.5"
          fill="#fbbf24"
          transform="rotate(-12 21 22)"
        />
        <rect
          x="19"
          y="13"
          width="16"
          height="23"
          rx="2.5"
          fill="#f8fafc"
          stroke="#14532d"
          strokeWidth="1.5"
          transform="rotate(10 27 24)"
        />
        <path
          d="M27 20l2.2 4.5 4.8.7-3.5 3.4.8 4.8-4.3-2.3-4.3 2.3.8-4.8-3.5-3.4 4.8-.7z"
          fill="#15803d"
          transform="rotate(10 27 24)"
        />
      </svg>
      {withName && (
        <span className="text-lg leading-tight font-extrabold tracking-tight">{SHOP.name}</span>
      )}
    </span>
  );
}
