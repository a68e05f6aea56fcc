import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../ui/notify.ts';
import { ApiClientError } from './api-client.ts';
import { reportActionError } from './api-errors.ts';
import { describeError, translateValidation } from './error-message.ts';

/**
 * The one form pattern of the web: a react-hook-form with a contract's zod schema as resolver, so
 * the browser checks what the server checks, with the same `validation.*` messages. `applyError` puts a 400's
 * `details.fields` under the matching fields and anything else into `formError`; `field(name)`
 * gives an input everything it needs, `handleSubmit(action)` clears `formError` before each try.
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
  { mode = 'onTouched' }: { mode?: 'onTouched' | 'onSubmit' } = {},
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    mode,
  });
  const [formError, setFormError] = useState<string | null>(null);
  // Field messages are drawn from the validation catalogue: draw again once it is here.
  useTranslation('validation', { useSuspense: false });

  /** Puts a 400's `details.fields` under the matching fields; false when none matched. */
  const applyFieldErrors = (error: unknown): boolean => {
    const fields = error instanceof ApiClientError ? error.fieldErrors : {};
    const values = form.getValues() as object;
    const names = Object.keys(fields).filter(
      (name) => name in values || form.getValues(name as Path<z.input<S>>) !== undefined,
    );
    for (const name of names) {
      form.setError(
        name as Path<z.input<S>>,
        { type: 'server', message: fields[name] },
        { shouldFocus: true },
      );
    }
    return names.length > 0;
  };

  const applyError = (error: unknown) => {
    setFormError(applyFieldErrors(error) ? null : describeError(error));
  };

  /**
   * A submit handler that validates, clears the last form-wide error, then runs `action` (or
   * `onInvalid` when a field is wrong); while an async `action` runs, `form.formState.isSubmitting` is true.
   */
  const handleSubmit = (action: (values: z.output<S>) => void | Promise<void>, onInvalid?: () => void) =>
    form.handleSubmit((values) => {
      setFormError(null);
      return action(values);
    }, onInvalid);

  /**
   * The usual save: a submit handler that sends the values, then toasts `success` and runs `onSaved`;
   * a 400's field messages go under the fields, any other failure to a toast (`failure`).
   */
  const submitSave = <R>(
    send: (values: z.output<S>) => Promise<R>,
    texts: { success: string; failure: string; onSaved?: (result: R) => void; onFieldErrors?: () => void },
  ) =>
    handleSubmit(
      (values) =>
        send(values).then(
          (result) => {
            notify.success(texts.success);
            texts.onSaved?.(result);
          },
          (error: unknown) => {
            if (applyFieldErrors(error)) texts.onFieldErrors?.();
            else reportActionError(error, texts.failure);
          },
        ),
      texts.onFieldErrors,
    );

  /**
   * A submit handler that runs `action`, then `onDone`; a failure goes under the fields (a 400's
   * `details.fields`) or into `formError`, and the form stays open.
   */
  const submitAction = (action: (values: z.output<S>) => Promise<unknown>, onDone?: () => void) =>
    handleSubmit(async (values) => {
      try {
        await action(values);
        onDone?.();
      } catch (error) {
        applyError(error);
      }
    });

  /**
   * What a `FormModal` needs to save this form and close: `submitSave` that closes once saved, the busy
   * flag and the form-wide error.
   */
  const saveAndClose = <R>(
    send: (values: z.output<S>) => Promise<R>,
    texts: { success: string; failure: string },
    onClose: () => void,
  ) => ({
    onClose,
    onSubmit: submitSave(send, { ...texts, onSaved: onClose }),
    submitting: form.formState.isSubmitting,
    formError,
  });

  /** Props that bind a Mantine input to a field: its registration and its announced error. */
  const field = (name: Path<z.input<S>>) => ({ ...form.register(name), ...fieldError(form, name) });
  /** The same error props for an input bound through `Controller` (a Select). */
  const errorOf = (name: Path<z.input<S>>) => fieldError(form, name);

  return {
    form,
    field,
    errorOf,
    handleSubmit,
    submitSave,
    submitAction,
    saveAndClose,
    formError,
    applyError,
    applyFieldErrors,
  };
}

/** Props that wire a field's error into Mantine inputs (aria-invalid, described-by, announced). */
function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: Path<T>) {
  const message = form.getFieldState(name, form.formState).error?.message;
  return {
    error: translateValidation(message),
    errorProps: { role: 'alert' },
  };
}
