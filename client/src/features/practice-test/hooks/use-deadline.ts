import { useState } from 'react';
import { useNow } from '../../../lib/use-now';

/**
 * The attempt's clock. The deadline is the server's; the difference between the server's clock and
 * this device's is measured once when the attempt loads, so a wrong device clock cannot add time.
 */
export function useDeadline(input: {
  serverNow: string | Date;
  startedAt: string | Date;
  deadline: string | Date;
  running: boolean;
}) {
  const [offset] = useState(() => new Date(input.serverNow).getTime() - Date.now());
  const now = useNow(input.running) + offset;
  const remaining = Math.max(0, Math.ceil((new Date(input.deadline).getTime() - now) / 1000));
  const elapsed = Math.max(0, Math.floor((now - new Date(input.startedAt).getTime()) / 1000));
  return { remaining, elapsed };
}
