/** Numbered buttons, marked active (current) and answered. */
export function QuestionNav({
  questionIds,
  current,
  answers,
  onSelect,
}: {
  questionIds: string[];
  current: number;
  answers: Record<string, string>;
  onSelect: (index: number) => void;
}) {
  return (
    <nav aria-label="Questions" className="flex flex-wrap gap-2">
      {questionIds.map((id, index) => {
        const active = index === current;
        const answered = Boolean(answers[id]);
        const style = active
          ? 'border-brand-600 bg-brand-600 text-white'
          : answered
            ? 'border-brand-100 bg-brand-100 text-brand-800'
            : 'border-slate-300 bg-white text-slate-800';
        return (
          <button
            key={id}
            type="button"
            onClick={() => onSelect(index)}
            aria-current={active ? 'step' : undefined}
            aria-label={`Question ${index + 1}${answered ? ', answered' : ''}`}
            data-answered={answered || undefined}
            className={`h-10 w-10 rounded-lg border text-sm font-semibold ${style}`}
          >
            {index + 1}
          </button>
        );
      })}
    </nav>
  );
}
