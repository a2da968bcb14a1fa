import { Switch } from 'radix-ui';
import { useId } from 'react';

/** An on/off setting with its label. */
export function SwitchField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-6 w-11 rounded-full bg-stone-300 transition-colors data-[state=checked]:bg-emerald-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
    </div>
  );
}
