import { main } from './index';

/** Serves without building the client (used by `npm run dev`, which lets Vite serve it). */
await main();
