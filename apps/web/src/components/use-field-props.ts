import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateText } from '../i18n';

/**
 * Wires a form field into a Mantine input: its registration and its error, translated (the contract's
 * English message is the i18n key). Given `error`, Mantine sets aria-invalid and aria-describedby.
 */
export function useFieldProps<Values extends FieldValues, Output>(form: UseFormReturn<Values, unknown, Output>) {
  // Subscribed, so the error is translated again when the language changes.
  useTranslation();
  return (name: Path<Values>) => {
    const message = (get(form.formState.errors, name) as FieldError | undefined)?.message;
    return { ...form.register(name), error: message ? translateText(message) : undefined };
  };
}
