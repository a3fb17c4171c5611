import { MSG } from '@shared/messages';
import { RotateCw } from 'lucide-react';
import type { FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from '../lib/chunk-error';
import { Logo } from './Logo';

/**
 * What replaces a screen that failed to render, instead of a blank page: most often a screen's code
 * that can no longer load because a new version was released while the tab was open. A reload is
 * the way out (React keeps a failed lazy import failed), and nothing is lost: answers are saved as
 * they are given.
 */
export function ScreenError({ error }: FallbackProps) {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-50 p-4">
      <div role="alert" className="card max-w-md text-center">
        <div className="mb-4 flex justify-center">
          <Logo />
        </div>
        <p className="text-slate-800">{isChunkLoadError(error) ? MSG.appUpdated : MSG.screenFailed}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="h-4 w-4" /> Reload
        </button>
      </div>
    </div>
  );
}
