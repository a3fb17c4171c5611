import { EXAM } from '@shared/exam';
import { formatScore } from '@shared/format';
import type { SectionScore } from '@shared/scoring';
import { CircleCheck, CircleX } from 'lucide-react';

/**
 * The mock exam's verdict first, then each section against the 75% line. The real test reports a
 * scaled score; ours is the share of the 115 scored questions answered correctly (README).
 */
export function ExamVerdict({ passed, score, sections }: { passed: boolean; score: number; sections: SectionScore[] }) {
  const Icon = passed ? CircleCheck : CircleX;
  return (
    <section aria-labelledby="exam-verdict" className={`card border-2 ${passed ? 'border-green-600' : 'border-red-600'}`}>
      <h2
        id="exam-verdict"
        className={`flex items-center gap-2 text-2xl font-extrabold ${passed ? 'text-green-800' : 'text-red-800'}`}
      >
        <Icon aria-hidden="true" className="h-7 w-7" />
        {passed ? 'Pass' : 'Not yet a pass'}: {Math.round(score)} out of 100
      </h2>
      <p className="mt-1 text-slate-700">
        {EXAM.passingPercent} is the passing score. Your score is the share of the {EXAM.scored} scored questions you answered
        correctly; the {EXAM.pretest} unscored pretest questions are marked in the review below.
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">By exam section</h3>
      <ul className="mt-2 space-y-3">
        {sections.map((section) => {
          const met = section.percentage >= EXAM.passingPercent;
          return (
            <li key={section.section}>
              <div className="flex flex-wrap justify-between gap-2 text-sm">
                <span className="font-medium text-slate-900">{section.name}</span>
                <span className={met ? 'text-green-800' : 'text-red-800'}>
                  {formatScore(section.percentage)} · {section.correct} of {section.total}{' '}
                  {met ? '(at or above 75%)' : '(below 75%)'}
                </span>
              </div>
              <div className="relative mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
                <div
                  className={`h-2 rounded-full ${met ? 'bg-green-600' : 'bg-red-600'}`}
                  style={{ width: `${section.percentage}%` }}
                />
                <div className="absolute top-[-3px] h-3.5 w-0.5 bg-slate-900" style={{ left: '75%' }} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
