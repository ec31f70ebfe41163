// npm run dev: the server (restarting on change) and Vite's dev server with hot reload.
// Open http://localhost:5173; Vite forwards /trpc and /auth/* to the server on :3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// The server reads .env itself; its PUBLIC_URL is read here first so that the default
// below does not hide it. (node's --env-file-if-exists would print a line when it is absent.)
if (existsSync('.env')) process.loadEnvFile('.env');

const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@teachchat/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@teachchat/web'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
