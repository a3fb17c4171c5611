import type { ComponentProps } from 'react';

/** A labelled select (Create Test's fields, History's filters); the rest of its props (react-hook-form's register included) go to the select. */
export function SelectField({
  id,
  label,
  options,
  ...select
}: { id: string; label: string; options: readonly { value: string | number; label: string }[] } & ComponentProps<'select'>) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} className="input" {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
