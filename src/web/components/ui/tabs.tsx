import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, useCallback } from 'react';

/** Radix tabs with the shop's look; keyboard and screen-reader behaviour come from Radix. */
export const Tabs = RadixTabs.Root;

/** The share of the row's width each fade covers at an end with more tabs (FADES' 15%). */
const FADE_SHARE = 0.15;

/**
 * Scrolls the row sideways, without moving the page, so its chosen tab sits clear of the faded
 * ends: one scrolled just to an edge would be half washed out under the fade. A chosen tab not
 * clear of them is centred, which the row's own ends limit for the first and last tabs (whose
 * end of the row has no fade).
 */
function revealChosen(list: HTMLElement): void {
  const chosen = list.querySelector('[data-state="active"]');
  if (!chosen) return;
  const shown = list.getBoundingClientRect();
  const tab = chosen.getBoundingClientRect();
  const fade = shown.width * FADE_SHARE;
  if (tab.left >= shown.left + fade && tab.right <= shown.right - fade) return;
  list.scrollLeft += tab.left + tab.width / 2 - (shown.left + shown.width / 2);
}

/** Marks which ends of the row have tabs scrolled out of sight, for the fade that says so. */
function markHidden(list: HTMLElement): void {
  const left = list.scrollLeft > 1;
  const right = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  list.dataset.hidden = left && right ? 'both' : left ? 'left' : right ? 'right' : 'none';
}

/**
 * Fades the row's ends where more tabs are out of sight, so a phone shows the row scrolls; each
 * fade is FADE_SHARE of the row.
 */
const FADES =
  'data-[hidden=right]:[mask-image:linear-gradient(to_right,black_85%,transparent)] ' +
  'data-[hidden=left]:[mask-image:linear-gradient(to_left,black_85%,transparent)] ' +
  'data-[hidden=both]:[mask-image:linear-gradient(to_right,transparent,black_15%,black_85%,transparent)]';

/**
 * One row of tabs; on a narrow screen it scrolls sideways rather than stacking rows above the
 * content, fades where more tabs are out of sight, and keeps the chosen tab in view, clear of the
 * fades (one opened by a link may be far along the row).
 */
export function TabsList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  const watch = useCallback((list: HTMLDivElement | null) => {
    if (!list) return;
    revealChosen(list);
    markHidden(list);
    const changes = new MutationObserver(() => revealChosen(list));
    changes.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    const resizes = new ResizeObserver(() => markHidden(list));
    resizes.observe(list);
    const onScroll = () => markHidden(list);
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      changes.disconnect();
      resizes.disconnect();
      list.removeEventListener('scroll', onScroll);
    };
  }, []);
  // Radix's roving focus makes the row itself a Tab stop, which it passes on to the chosen tab
  // except after a mouse click: then the row holds focus, and must show it.
  return (
    <RadixTabs.List
      ref={watch}
      className={`flex gap-1 overflow-x-auto rounded-lg bg-stone-200 p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${FADES} ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({
  className = '',
  ...props
}: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={`flex-1 shrink-0 rounded-md px-4 py-2 font-semibold whitespace-nowrap text-stone-700 data-[state=active]:bg-white data-[state=active]:text-emerald-900 data-[state=active]:shadow ${className}`}
      {...props}
    />
  );
}

/**
 * A tab's panel. Radix makes it a stop of the Tab key (so a panel without controls can be read),
 * so a keyboard user must see when it holds focus, as on every other control.
 */
export function TabsContent({
  className = '',
  ...props
}: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={`mt-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-700 sm:mt-6 ${className}`}
      {...props}
    />
  );
}
