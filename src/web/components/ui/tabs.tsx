import { Tabs as RadixTabs } from 'radix-ui';
import { type ComponentProps, useCallback } from 'react';

/** Radix tabs with the shop's look; keyboard and screen-reader behaviour come from Radix. */
export const Tabs = RadixTabs.Root;

/** Scrolls the row sideways just enough to show its chosen tab, without moving the page. */
function revealChosen(list: HTMLElement): void {
  const chosen = list.querySelector('[data-state="active"]');
  if (!chosen) return;
  const shown = list.getBoundingClientRect();
  const tab = chosen.getBoundingClientRect();
  if (tab.left < shown.left) list.scrollLeft -= shown.left - tab.left;
  else if (tab.right > shown.right) list.scrollLeft += tab.right - shown.right;
}

/**
 * One row of tabs; on a narrow screen it scrolls sideways rather than stacking rows above the
 * content, and keeps the chosen tab in view (one opened by a link may be far along the row).
 */
export function TabsList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  const watch = useCallback((list: HTMLDivElement | null) => {
    if (!list) return;
    revealChosen(list);
    const changes = new MutationObserver(() => revealChosen(list));
    changes.observe(list, { subtree: true, attributeFilter: ['data-state'] });
    return () => changes.disconnect();
  }, []);
  return (
    <RadixTabs.List
      ref={watch}
      className={`flex gap-1 overflow-x-auto rounded-lg bg-stone-200 p-1 ${className}`}
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

export function TabsContent({
  className = '',
  ...props
}: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content className={`mt-4 focus:outline-none sm:mt-6 ${className}`} {...props} />
  );
}
