import { startServer } from './server.ts';

/** One real server for the whole run; specs reach it through PAYDECK_E2E_URL. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.PAYDECK_E2E_URL = server.url;
  return server.stop;
}
