import { librarySearchSchema, librarySlugSchema } from '@shared/schemas/library';
import { protectedProcedure, router } from '../../trpc';
import { getLibraryNote, listLibrary, searchLibrary } from './library';

/** The study library for signed-in learners: every note and admin-added item, searchable. */
export const libraryRouter = router({
  list: protectedProcedure.query(({ ctx }) => listLibrary(ctx.db)),
  search: protectedProcedure.input(librarySearchSchema).query(({ ctx, input }) => searchLibrary(ctx.db, input.query)),
  get: protectedProcedure.input(librarySlugSchema).query(({ ctx, input }) => getLibraryNote(ctx.db, input.slug)),
});
