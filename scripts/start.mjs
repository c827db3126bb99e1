// `npm start`: the local OpenID provider (127.0.0.1:4000) and the portal in demo mode (127.0.0.1:5173).
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['apps/identity-dev/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@portal/app'], { stdio: 'inherit' }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

setTimeout(() => {
  console.log('\n  Portal (demo): http://127.0.0.1:5173/  (sign in with any demo persona)\n');
}, 1500);
