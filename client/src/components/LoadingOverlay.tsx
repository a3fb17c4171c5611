import { LOADING_TEXT } from '@shared/constants';

export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/85 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-3">
        <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
        <p className="text-lg font-medium text-slate-800">{LOADING_TEXT}</p>
      </div>
    </div>
  );
}
