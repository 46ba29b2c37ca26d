/**
 * Start the server: validate configuration, open and migrate the database, seed, build the app,
 * listen, and print where it is and how to sign in.
 */
import { buildApp } from './app/build';
import { OffsetClock } from './platform/clock';
import { ConfigError, loadConfig } from './platform/config';
import { migrate, openDatabase } from './platform/db';
import { WEB_DIST } from './platform/paths';
import { seed } from './seed';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig({
      WEB_DIST,
      ...process.env,
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  const db = await openDatabase(config);
  await migrate(db);
  // A scripted feed is the end-to-end test mode: its clock can be set through /api/test/clock.
  const built = await buildApp({ config, db, ...(config.PRICE_FEED === 'scripted' ? { clock: new OffsetClock() } : {}) });
  await seed(built);
  await built.start();
  await built.app.listen({ port: config.PORT, host: config.HOST });

  const url = `http://localhost:${config.PORT}`;
  console.log(
    [
      '',
      `Bourse is running at ${url}`,
      `  database: ${config.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}   market: ${config.PRICE_FEED === 'simulator' ? 'simulated' : config.PRICE_FEED}`,
      config.SEED_DEMO ? `  demo user: ${config.DEMO_USER_EMAIL} / ${config.DEMO_USER_PASSWORD}` : '',
      `  operator console: ${url}/#/operator  (admin / ${config.OPERATOR_INITIAL_PASSWORD} on first sign-in; you will set a new password and TOTP)`,
      `  API docs: ${url}/api/docs`,
      '',
    ]
      .filter(Boolean)
      .join('\n'),
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    built.app.log.info({ signal }, 'shutting down');
    await built.app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
