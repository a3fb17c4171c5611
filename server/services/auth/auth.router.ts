import {
  logInSchema,
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signUpSchema,
  verifyEmailSchema,
} from '@shared/schemas/auth';
import { protectedProcedure, publicProcedure, router } from '../../trpc';
import * as auth from './auth';
import { invalidateSession, invalidateUserSessions } from './sessions';

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => ctx.user),
  signUp: publicProcedure.input(signUpSchema).mutation(({ ctx, input }) => auth.signUp(ctx, input, ctx.ip)),
  resendVerification: publicProcedure
    .input(resendVerificationSchema)
    .mutation(({ ctx, input }) => auth.resendVerification(ctx, input, ctx.ip)),
  verifyEmail: publicProcedure
    .input(verifyEmailSchema)
    .mutation(({ ctx, input }) => auth.verifyEmail(ctx, input.oobCode, ctx.ip)),
  logIn: publicProcedure.input(logInSchema).mutation(async ({ ctx, input }) => {
    // A new token at every log in; an older session of this browser is ended, not reused — but only
    // once the password was right: a failed attempt while signed in leaves the learner signed in.
    const { token, expiresAt } = await auth.logIn(ctx, input, ctx.ip);
    if (ctx.session) await invalidateSession(ctx, ctx.session.id);
    ctx.cookies.set(token, expiresAt);
    return { ok: true as const };
  }),
  logOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx, ctx.session.id);
    ctx.cookies.clear();
    return { ok: true as const };
  }),
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetSchema)
    .mutation(({ ctx, input }) => auth.requestPasswordReset(ctx, input, ctx.ip)),
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(({ ctx, input }) => auth.resetPassword(ctx, input, ctx.ip)),
  /** Ends every session of the signed-in user, this one included. */
  logOutEverywhere: protectedProcedure.mutation(async ({ ctx }) => {
    await invalidateUserSessions(ctx, ctx.user.id);
    ctx.cookies.clear();
    return { ok: true as const };
  }),
});
