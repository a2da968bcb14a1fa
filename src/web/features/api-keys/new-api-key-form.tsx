import { type FormEvent, type ReactNode, useId, useState } from 'react';
import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  apiKeyInputSchema,
  type CreatedApiKey,
} from '../../../domain/api-keys/api-key.contract.ts';
import { LOCATIONS, type Location, storeName } from '../../../domain/stores/stores.ts';
import { Button } from '../../components/ui/button.tsx';
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

function toggled<Value>(values: readonly Value[], value: Value, on: boolean): Value[] {
  return on
    ? [...values.filter((item) => item !== value), value]
    : values.filter((item) => item !== value);
}

function CheckboxGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <fieldset className="space-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
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

  const changed = () => {
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
        onChange={(event) => {
          setName(event.target.value);
          changed();
        }}
      />
      <CheckboxGroup legend="Stores" error={problems.locations}>
        {LOCATIONS.map((store) => (
          <label key={store} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-emerald-700"
              checked={locations.includes(store)}
              onChange={(event) => {
                setLocations(toggled(locations, store, event.target.checked));
                changed();
              }}
            />
            {storeName(store)}
          </label>
        ))}
      </CheckboxGroup>
      <CheckboxGroup legend="Scopes" error={problems.scopes}>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-emerald-700"
              checked={scopes.includes(scope)}
              onChange={(event) => {
                setScopes(toggled(scopes, scope, event.target.checked));
                changed();
              }}
            />
            <span>
              <span className="font-medium">{scope}</span>
              <span className="text-stone-600">: {SCOPE_DESCRIPTIONS[scope]}</span>
            </span>
          </label>
        ))}
      </CheckboxGroup>
      {refusedElsewhere && (
        <p role="alert" className="text-sm text-red-700">
          {failureText(create.error, 'The key could not be created. Please try again.')}
        </p>
      )}
      <Button type="submit" disabled={create.isPending}>
        Create key
      </Button>
    </form>
  );
}
