import { Search } from 'lucide-react';

/** A search box with its magnifier; the label is read aloud, or shown above when `visibleLabel`. */
export function SearchField({
  id,
  label,
  value,
  onChange,
  placeholder,
  visibleLabel = false,
  className = '',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  visibleLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={visibleLabel ? 'label' : 'sr-only'}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" />
        <input
          id={id}
          type="search"
          className="input pl-10"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </div>
  );
}
