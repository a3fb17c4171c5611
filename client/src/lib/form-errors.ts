import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { readAppError } from './app-error';

/**
 * Puts the server's per-field messages (zod's fieldErrors, the same schemas the form validates
 * with) next to their fields. Returns whether any field got one, so the form need not repeat it above.
 */
export function showServerFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  const values = form.getValues();
  let shown = false;
  for (const [field, messages] of Object.entries(readAppError(error, '').fieldErrors)) {
    const message = messages?.[0];
    if (!message || !(field in values)) continue;
    form.setError(field as Path<T>, { type: 'server', message });
    shown = true;
  }
  return shown;
}
