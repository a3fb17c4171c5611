import type { Scope } from './use-create-test';

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'topic', label: 'Single topic' },
  { value: 'all', label: 'All topics, mixed' },
  { value: 'section', label: 'One exam section' },
];

/** What to practise: one topic, every topic mixed by the exam's weights, or one exam section. */
export function ScopeChoice({
  scope,
  disabled,
  onChange,
}: {
  scope: Scope;
  disabled: boolean;
  onChange: (scope: Scope) => void;
}) {
  return (
    <fieldset>
      <legend className="label">What to practise</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-3">
        {SCOPES.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="scope"
              value={option.value}
              checked={scope === option.value}
              disabled={disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
