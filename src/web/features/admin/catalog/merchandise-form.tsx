import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { filterOptions } from '../../../../domain/filters/filter.contract.ts';
import {
  type AdminMerchandise,
  merchandiseInputSchema,
} from '../../../../domain/merchandise/merchandise.contract.ts';
import type { z } from '../../../../domain/shared/zod.ts';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { FormTextarea } from '../../../components/ui/form-textarea.tsx';
import { filterListQuery } from '../../catalog/catalog-queries.ts';
import { ImageField } from './image-field.tsx';
import { fieldText, type ItemFormProps, useItemFormSubmit } from './item-form.ts';

type MerchandiseFormValues = z.input<typeof merchandiseInputSchema>;

/** Options from the merchandise filter list, keeping an item's current value even if it is not listed. */
function optionsFrom(values: string[], current: string, empty: string) {
  const all = current && !values.includes(current) ? [current, ...values] : values;
  return [{ value: '', label: empty }, ...all.map((value) => ({ value, label: value }))];
}

/** 'Add New Merchandise' / 'Edit Merchandise'. */
export function MerchandiseForm(props: ItemFormProps<AdminMerchandise>) {
  const { item, location } = props;
  const form = useForm<MerchandiseFormValues>({
    resolver: zodResolver(merchandiseInputSchema),
    defaultValues: {
      name: fieldText(item?.name),
      category: fieldText(item?.category),
      gameType: fieldText(item?.gameType),
      price: fieldText(item?.price),
      stock: fieldText(item?.stock ?? 0),
      quantity: fieldText(item?.quantity ?? 1),
      sku: fieldText(item?.sku),
      barcode: fieldText(item?.barcode),
      supplier: fieldText(item?.supplier),
      description: fieldText(item?.description),
      imageUrl: fieldText(item?.imageUrl),
      forSale: item?.forSale ?? false,
      location,
      stockSeen: item?.stock,
    },
  });
  const filters = useQuery(filterListQuery('merchandise'));
  const { image, setImage, onSubmit, submitting } = useItemFormSubmit(
    form,
    'merchandise',
    props,
    (stock) => form.setValue('stockSeen', stock),
  );
  const { errors } = form.formState;
  const editing = item !== null;
  const entries = filters.data ?? [];

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={editing ? 'Edit Merchandise' : 'Add New Merchandise'}
      submitLabel={editing ? 'Update Merchandise' : 'Create Merchandise'}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <FormField label="Product Name" error={errors.name?.message} {...form.register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          label="Category"
          options={optionsFrom(
            filterOptions(entries, 'category'),
            fieldText(item?.category),
            'No category',
          )}
          {...form.register('category')}
        />
        <FormSelect
          label="Game Type"
          options={optionsFrom(
            filterOptions(entries, 'gameType'),
            fieldText(item?.gameType),
            'Any game',
          )}
          {...form.register('gameType')}
        />
        <FormField
          label="Price ($)"
          type="number"
          step="0.01"
          min="0"
          placeholder="19.99"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <FormField
          label="Stock Quantity"
          type="number"
          step="1"
          min="0"
          error={errors.stock?.message}
          {...form.register('stock')}
        />
        <FormField label="SKU" error={errors.sku?.message} {...form.register('sku')} />
        <FormField
          label="Barcode"
          inputMode="numeric"
          placeholder="UPC or EAN"
          error={errors.barcode?.message}
          {...form.register('barcode')}
        />
        <FormField
          label="Supplier"
          error={errors.supplier?.message}
          {...form.register('supplier')}
        />
      </div>
      <FormTextarea
        label="Description"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <ImageField
        label="Product Image"
        currentUrl={item?.imageUrl ?? null}
        file={image}
        onFileChange={setImage}
      />
    </FormDialog>
  );
}
