import { type FormEvent, useState } from 'react';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  apiKeyInputSchema,
  type CreatedApiKey,
} from '../../../domain/api-keys/api-key.contract.ts';
import { LOCATIONS, type Location, storeName } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
import { CheckboxGroup } from '../../components/ui/checkbox-group.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { ApiError, failureText } from '../../lib/api-client.ts';
import { SCOPE_DESCRIPTIONS } from './scope-labels.ts';
import { useCreateApiKey } from './use-api-keys-mutations.ts';

type Problems = Partial<Record<'name' | 'locations' | 'scopes', string>>;

/** One message per field of the form, the first given for it or for any of its items ("scopes.0"). */
function problemsOf(messages: readonly (readonly [string, string | undefined])[]): Problems {
  const problems: Record<string, string> = {};
  for (const [path, message] of messages) {
    const field = path.split('.')[0] ?? path;
    if (message) problems[field] ??= message;
  }
  return problems;
}

/** Name, stores and scopes of a new key, and **Create key**. */
export function NewApiKeyForm({
  location,
  onCreated,
}: {
  location: Location;
  onCreated: (created: CreatedApiKey) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [locations, setLocations] = useState<Location[]>([location]);
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [checked, setChecked] = useState<Problems>({});
  const serverFields =
    create.error instanceof ApiError ? problemsOf(Object.entries(create.error.fields)) : {};
  const problems = { ...serverFields, ...checked };
  const refusedElsewhere = create.error && Object.keys(serverFields).length === 0;

  /** Sets a field, clearing the problems shown: they were about what it held before. */
  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setChecked({});
      create.reset();
    };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, locations, scopes };
    const parsed = apiKeyInputSchema.safeParse(input);
    if (!parsed.success) {
      setChecked(
        problemsOf(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    create.mutate(input, {
      onSuccess: (created) => {
        setName('');
        setScopes([]);
        onCreated(created);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        label="Name"
        hint="What the key is for, like “Nightly prices”."
        value={name}
        maxLength={100}
        error={problems.name}
        onChange={(event) => edit(setName)(event.target.value)}
      />
      <CheckboxGroup
        legend="Stores"
        options={LOCATIONS}
        selected={locations}
        onChange={edit(setLocations)}
        labelOf={(store) => <span>{storeName(store)}</span>}
        error={problems.locations}
      />
      <CheckboxGroup
        legend="Scopes"
        options={API_KEY_SCOPES}
        selected={scopes}
        onChange={edit(setScopes)}
        labelOf={(scope) => (
          <span>
            <span className="font-medium">{scope}</span>
            <span className="text-stone-600">: {SCOPE_DESCRIPTIONS[scope]}</span>
          </span>
        )}
        error={problems.scopes}
      />
      {refusedElsewhere && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(create.error, 'The key could not be created. Please try again.')}
        </p>
      )}
      <Button type="submit" busy={create.isPending}>
        Create key
      </Button>
    </form>
  );
}
