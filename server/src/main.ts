import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { takeOverShutdownSignals } from './db/embedded.ts';

const config = loadConfig();
const app = await buildApp(config);
// From here on, shutting down stops the job queue and the replies being saved before the
// embedded PostgreSQL they use (app.close), instead of the package stopping it at once.
takeOverShutdownSignals();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.fastify.log.info(`${signal}: shutting down`);
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.fastify.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGHUP', () => void shutdown('SIGHUP'));

try {
  await app.fastify.listen({ host: config.host, port: config.port });
  app.fastify.log.info(`TeachChat is running at ${config.publicUrl}`);
  if (config.devLogin) app.fastify.log.info(`Local sign-in provider at ${app.issuer}`);
} catch (err) {
  app.fastify.log.error({ err }, 'could not start');
  await app.close();
  process.exit(1);
}
