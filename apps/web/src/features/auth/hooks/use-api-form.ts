import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiClientError } from '../../../lib/api-client.ts';
import { describeError, translateValidation } from '../../../lib/error-message.ts';

/**
 * A react-hook-form bound to a contract's request schema. `applyError` puts a 400's
 * `details.fields` under the matching fields and anything else into `formError`; `field(name)`
 * gives an input everything it needs, `handleSubmit(action)` clears `formError` before each try.
 */
export function useApiForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode: 'onTouched',
  });
  const [formError, setFormError] = useState<string | null>(null);

  const applyError = (error: unknown) => {
    const fields = error instanceof ApiClientError ? error.fieldErrors : {};
    const names = Object.keys(fields).filter((name) => name in (form.getValues() as object));
    for (const name of names) {
      form.setError(
        name as Path<z.input<S>>,
        { type: 'server', message: fields[name] },
        { shouldFocus: true },
      );
    }
    setFormError(names.length > 0 ? null : describeError(error));
  };

  /** A submit handler that validates, clears the last form-wide error, then runs `action`. */
  const handleSubmit = (action: (values: z.output<S>) => void) =>
    form.handleSubmit((values) => {
      setFormError(null);
      action(values);
    });

  /** Props that bind a Mantine input to a field: its registration and its announced error. */
  const field = (name: Path<z.input<S>>) => ({ ...form.register(name), ...fieldError(form, name) });

  return { form, field, handleSubmit, formError, applyError };
}

/** Props that wire a field's error into Mantine inputs (aria-invalid, described-by, announced). */
function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    error: translateValidation(message),
    errorProps: { role: 'alert' },
  };
}
