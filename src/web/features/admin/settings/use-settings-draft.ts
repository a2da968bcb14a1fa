import type { UseMutationResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * A settings form's draft, as typed, and its save: a change clears the last refusal, submit
 * sends the draft as `toBody` makes it, `fields` holds the server's field errors and
 * `refusedElsewhere` a refusal no field carries.
 */
export function useSettingsDraft<Draft extends object, Body>(
  initial: () => Draft,
  save: UseMutationResult<unknown, Error, Body>,
  toBody: (draft: Draft) => Body,
) {
  const [draft, setDraft] = useState(initial);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  return {
    draft,
    fields,
    refusedElsewhere: save.error !== null && Object.keys(fields).length === 0,
    change: (next: Partial<Draft>) => {
      setDraft((current) => ({ ...current, ...next }));
      save.reset();
    },
    submit: (event: FormEvent) => {
      event.preventDefault();
      save.mutate(toBody(draft));
    },
  };
}
