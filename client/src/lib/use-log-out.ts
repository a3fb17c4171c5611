import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { trpc } from './trpc';

/** Logs out, then goes to /login; the next person at this browser sees none of this learner's data. */
export function useLogOut() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const logOut = trpc.auth.logOut.useMutation();
  const run = async () => {
    try {
      await logOut.mutateAsync();
      await utils.auth.me.invalidate();
      navigate('/login', { replace: true });
      // Everything cached belongs to the learner who just left (the sign-in state was refetched above).
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== JSON.stringify(['auth', 'me']) });
    } catch {
      // shown from `failed`
    }
  };
  return { logOut: run, pending: logOut.isPending, failed: Boolean(logOut.error) };
}
