/** Display rules of spec §9: scores with one decimal, durations as minutes:seconds. */
export function formatScore(score: number): string {
  return `${(Math.round(score * 10) / 10).toFixed(1)}%`;
}

/** 0 → "0:00", 75 → "1:15", 3600 → "60:00"; negative or fractional seconds are clamped and floored. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

export function capitalize(value: string): string {
  return value ? value[0]?.toUpperCase() + value.slice(1) : value;
}
