import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Edit and Delete for one catalog item, named after it for screen readers. */
export function ItemEditButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        <Pencil aria-hidden className="size-4" />
        Edit
      </Button>
      <Button variant="danger" size="sm" aria-label={`Delete ${name}`} onClick={onDelete}>
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
    </>
  );
}
