type Choice = { id: string; text: string };

/** The answers as a native radio group: click, arrow keys within the group, or 1–4 / a–d anywhere. */
export function AnswerChoices({
  questionId,
  choices,
  selected,
  onSelect,
  labelledBy,
}: {
  questionId: string;
  choices: Choice[];
  selected: string | undefined;
  onSelect: (answerId: string) => void;
  labelledBy: string;
}) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="mt-5 grid gap-3">
      {choices.map((choice) => {
        const checked = selected === choice.id;
        const inputId = `answer-${questionId}-${choice.id}`;
        return (
          <div key={inputId}>
            <input
              id={inputId}
              type="radio"
              name={`answers-${questionId}`}
              value={choice.id}
              checked={checked}
              onChange={() => onSelect(choice.id)}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${
                checked
                  ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600'
                  : 'border-slate-300 bg-white hover:border-brand-600'
              }`}
            >
              <span
                aria-hidden="true"
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${checked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800'}`}
              >
                {choice.id.toUpperCase()}
              </span>
              <span className="pt-0.5 text-slate-900">{choice.text}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
