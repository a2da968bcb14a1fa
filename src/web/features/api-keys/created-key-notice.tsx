import { TriangleAlert } from 'lucide-react';
import type { CreatedApiKey } from '../../../domain/api-keys/api-key.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/toast-store.ts';

async function copyKey(key: string) {
  try {
    await navigator.clipboard.writeText(key);
    toast({ title: 'Key copied', variant: 'success' });
  } catch {
    // The clipboard is refused on a page not served over HTTPS, or without permission.
    toast({
      title: 'Could not copy the key',
      description: 'Select the key and copy it by hand.',
      variant: 'destructive',
    });
  }
}

/** The new key, shown this once, with a copy button and what to do with it. */
export function CreatedKeyNotice({
  created,
  onDone,
}: {
  created: CreatedApiKey;
  onDone: () => void;
}) {
  return (
    <div className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4">
      <p role="alert" className="flex gap-2 font-semibold text-amber-950">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
        Copy the key “{created.name}” now: it will not be shown again.
      </p>
      <p className="text-sm text-stone-800">
        The shop keeps only a fingerprint of it, so a lost key cannot be read back: revoke it and
        create another. Anyone who has it can act within its stores and scopes, so keep it where you
        keep passwords, never in a shared file or a message.
      </p>
      <FormField
        label="New API key"
        readOnly
        value={created.key}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => copyKey(created.key)}>Copy key</Button>
        <Button variant="secondary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
    </div>
  );
}
