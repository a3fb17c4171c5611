import { initTRPC } from '@trpc/server';
import { fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify from 'fastify';

/**
 * The stack's ceiling: tRPC v11 on Fastify 5 (the app's versions) with one query and nothing else:
 * no plugins, no logger, no context, no database. Every app procedure is reported as a fraction of it.
 * A mutation beside it prices what a POST with a JSON body costs the stack itself.
 */
const t = initTRPC.create();
const router = t.router({
  ping: t.procedure.query(() => 'pong' as const),
  save: t.procedure.input((input: unknown) => input).mutation(() => ({ saved: true as const })),
});
const app = Fastify({ logger: false });
await app.register(fastifyTRPCPlugin, { prefix: '/trpc', trpcOptions: { router } });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`bare tRPC listening on ${(app.server.address() as { port: number }).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
