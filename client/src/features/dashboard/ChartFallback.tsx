import { Spinner } from '../../components/Spinner';

/** A loading indicator as tall as what replaces it, so the page does not jump when data or nivo arrive. */
export function ChartFallback({ height, label }: { height: number; label: string }) {
  return (
    <div style={{ height }} className="flex items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
