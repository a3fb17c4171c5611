import { z } from 'zod';

export const librarySearchSchema = z.strictObject({
  query: z.string().trim().min(2, 'Type at least 2 characters to search').max(200, 'Please keep the search under 200 characters'),
});
export const librarySlugSchema = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/i, 'Note not found'),
});
