import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * The public pages are HTML rendered at build time, so a visitor can type into a form before React
 * has hydrated it. React and react-hook-form then take the inputs over and what was typed is lost
 * (the form starts from its empty defaults). main.tsx keeps the inputs' text just before hydrating;
 * each form copies back what it does not know yet, once, on mount.
 */
const typed = new Map<string, string>();

/** Called by main.tsx right before hydrateRoot: the text of every named input in the page. */
export function keepTypedBeforeHydration(root: ParentNode) {
  for (const input of Array.from(root.querySelectorAll('input[name]')) as HTMLInputElement[])
    if (input.value) typed.set(input.name, input.value);
}

/** Put the returned ref on the <form>. */
export function useTypedBeforeHydration<T extends FieldValues>(form: UseFormReturn<T>) {
  const ref = useRef<HTMLFormElement>(null);
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const field of Array.from(ref.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement) || !field.name) continue;
      const value = typed.get(field.name) || field.value;
      typed.delete(field.name);
      const name = field.name as Path<T>;
      if (value && !getValues(name)) setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true });
    }
  }, [getValues, setValue]);
  return ref;
}
