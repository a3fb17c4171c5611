/**
 * `npm start`: compiles the server and builds the client only when missing or older than their
 * sources, then serves from the compiled bundle in this same process, so a SIGTERM sent to it (as
 * systemd or a container runtime sends) reaches the server itself and nothing is left running.
 * Plain JavaScript because it runs before anything is compiled.
 */
import { pathToFileURL } from 'node:url';
import { buildClientIfStale, buildServerIfStale, SERVER_BUNDLE } from './build.js';

await buildServerIfStale();
const server = await import(pathToFileURL(SERVER_BUNDLE).href);
server.loadConfigOrExit(); // a bad setting stops us before a client build
buildClientIfStale();
await server.main();
