import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * `npm run dev`: the API in watch mode on :3001 and Vite with HMR on :5173, which proxies /trpc.
 * Links in emails and the Origin check point at Vite's address.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const env = { ...process.env, PORT: '3001', APP_URL: process.env.APP_URL ?? 'http://localhost:5173', NODE_ENV: 'development' };

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/serve.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(bin('vite'), [], { cwd: root, env: process.env, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
