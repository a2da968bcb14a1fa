import { Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import {
  FILTER_TYPES_BY_KIND,
  type FilterKind,
  filterInputSchema,
} from '../../../../domain/filters/filter.contract.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { SelectField, type SelectOption } from '../../catalog/select-field.tsx';
import { FILTER_KIND_LABELS, filterTypeLabel } from './filter-labels.ts';
import { useAddFilter } from './use-filter-mutations.ts';

/** The Add Filter button and the dialog it opens, for one filter list. */
export function AddFilterDialog({ kind }: { kind: FilterKind }) {
  const [open, setOpen] = useState(false);
  const [filterType, setFilterType] = useState('');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const label = FILTER_KIND_LABELS[kind];

  const typeOptions: readonly SelectOption[] = [
    { value: '', label: 'Select a type' },
    ...FILTER_TYPES_BY_KIND[kind].map((type) => ({ value: type, label: filterTypeLabel(type) })),
  ];

  const reset = () => {
    setFilterType('');
    setValue('');
    setMissing(false);
  };

  const add = useAddFilter(kind);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = filterInputSchema(kind).safeParse({ filterType, value });
    if (!input.success) {
      setMissing(true);
      return;
    }
    setMissing(false);
    add.mutate(input.data, {
      onSuccess: () => {
        setOpen(false);
        reset();
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          Add Filter
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold">Add {label} Filter</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-stone-600">
            The new value appears in the storefront's {kind} filters.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
            <SelectField
              label="Filter Type"
              value={filterType}
              options={typeOptions}
              onChange={setFilterType}
            />
            <FormField
              label="Value"
              value={value}
              maxLength={100}
              onChange={(event) => setValue(event.target.value)}
            />
            {missing && (
              <p role="alert" className="text-sm font-medium text-red-700">
                Please fill in all fields.
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="secondary">Cancel</Button>
              </Dialog.Close>
              <Button type="submit" busy={add.isPending}>
                Add Filter
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
