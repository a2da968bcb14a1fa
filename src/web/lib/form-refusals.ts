import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, failureText } from './api-client.ts';

/**
 * Puts the server's messages for named fields under those fields, the first one focused: a
 * capacity below the seats already taken, say, which only the server can know.
 */
export function showFieldRefusals<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: Error,
) {
  if (!(error instanceof ApiError)) return;
  const names = Object.keys(form.getValues());
  const isField = (name: string): name is Path<Values> => names.includes(name);
  Object.entries(error.fields).forEach(([name, message], index) => {
    if (message && isField(name)) form.setError(name, { message }, { shouldFocus: index === 0 });
  });
}

/** Whether the server refused one of this form's own fields (shown at the field, not above the buttons). */
function refusesAField<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: Error,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const names = Object.keys(form.getValues());
  return Object.keys(error.fields).some((name) => names.includes(name));
}

/**
 * The submit of a form that writes through one mutation: the contract checks the fields first,
 * the values go as typed (the server checks them again), a refused field shows at the field,
 * and any other refusal (the store, a limit, the connection) comes back as `refusal` to show
 * beside the buttons.
 */
export function useMutationFormSubmit<Values extends FieldValues, Answer, Variables = Values>(
  form: UseFormReturn<Values & Variables>,
  mutation: UseMutationResult<Answer, Error, Variables>,
  { onSuccess, failure }: { onSuccess: () => void; failure: string },
) {
  const onSubmit = form.handleSubmit(() =>
    mutation.mutate(form.getValues(), {
      onSuccess,
      onError: (error) => showFieldRefusals(form, error),
    }),
  );
  const { error } = mutation;
  const refusal = error && !refusesAField(form, error) ? failureText(error, failure) : undefined;
  return { onSubmit, refusal };
}
