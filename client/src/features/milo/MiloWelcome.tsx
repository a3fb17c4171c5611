import { formatScore } from '@shared/format';
import { MSG } from '@shared/messages';
import { Link } from 'react-router';
import type { RouterOutputs } from '../../lib/trpc';
import { MiloMessage } from './MiloMessage';

type Welcome = RouterOutputs['chat']['history']['welcome'];

/** Spec §2: the welcome flags categories under 70% in the 3 most recent tests, with a one-click practice test. */
export function MiloWelcome({ welcome }: { welcome: Welcome }) {
  const { testsConsidered: tests, weak, practiceTopic } = welcome;
  return (
    <MiloMessage author="assistant" content={MSG.welcomeHello(welcome.name)}>
      <div className="mt-2 space-y-2">
        {tests === 0 && <p>{MSG.welcomeNoTests}</p>}
        {tests > 0 && weak.length > 0 && (
          <>
            <p>{MSG.welcomeWeak(tests)}</p>
            <ul className="list-disc space-y-1 pl-5">
              {weak.map((category) => (
                <li key={category.category}>
                  <strong>{category.category}</strong>: {formatScore(category.percentage)} ({category.correct} of {category.total}{' '}
                  correct)
                </li>
              ))}
            </ul>
            <p>{MSG.welcomeWeakFollowUp}</p>
          </>
        )}
        {tests > 0 && weak.length === 0 && <p>{MSG.welcomeStrong(tests)}</p>}
        {practiceTopic && (
          <Link to={`/create-test?topic=${encodeURIComponent(practiceTopic)}`} className="btn-primary mt-1">
            {MSG.practiceButton(practiceTopic)}
          </Link>
        )}
      </div>
    </MiloMessage>
  );
}
