import type { ItemStats } from '@shared/schemas/item-analysis';
import { formatR, formatShare } from './format';

/** The questions strong learners miss more than weak ones: re-read the key and the stem of each. */
export function FlaggedItems({ items, minResponses }: { items: readonly ItemStats[]; minResponses: number }) {
  return (
    <section aria-labelledby="flagged-heading" className="card">
      <h2 id="flagged-heading" className="text-lg font-semibold">
        Flagged questions
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Negative discrimination with at least {minResponses} responses: learners with higher overall scores answer these worse
        than learners with lower ones, the usual sign of a wrong key or an ambiguous stem.
      </p>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-700">No question is flagged.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.questionId} className="py-3">
              <p className="font-semibold">
                {item.questionId} <span className="font-normal text-slate-700">· {item.topic}</span>
              </p>
              <p className="mt-1 text-sm text-slate-800">{item.stem}</p>
              <p className="mt-1 text-sm text-slate-700">
                Discrimination {formatR(item.discrimination)} · {formatShare(item.shareCorrect)} correct · {item.responses}{' '}
                responses · note {item.note}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
