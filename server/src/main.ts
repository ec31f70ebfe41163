import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp(config);

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

try {
  await app.fastify.listen({ host: config.host, port: config.port });
  app.fastify.log.info(`TeachChat is running at ${config.publicUrl}`);
  if (config.devLogin) app.fastify.log.info(`Local sign-in provider at ${app.issuer}`);
} catch (err) {
  app.fastify.log.error({ err }, 'could not start');
  await app.close();
  process.exit(1);
}
