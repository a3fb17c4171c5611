import { adminProcedure, router } from '../../trpc';
import { listStuckEmails } from './mail-outbox';

/** The mail outbox as an admin sees it: emails that could not be sent (addresses, never bodies). */
export const mailRouter = router({
  stuck: adminProcedure.query(({ ctx }) => listStuckEmails(ctx.db)),
});
