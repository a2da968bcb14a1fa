import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentProps } from 'react';

/** Radix tabs with the shop's look; keyboard and screen-reader behaviour come from Radix. */
export const Tabs = RadixTabs.Root;

/** One row of tabs; on a narrow screen it scrolls sideways rather than stacking rows above the content. */
export function TabsList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
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
