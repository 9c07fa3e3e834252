/**
 * `npm start [-- --fresh]`: runs the whole product locally on real engines
 * and serves the console on one origin. Ctrl-C stops everything.
 */
import { localConfig, localPortVariables } from '../config/stage-config.js';
import { localPostgresAdmin } from './engines/postgres.js';
import { dataDirectory, startLocalStack, type RunningLocalStack } from './local-stack.js';
import { demoPassword, demoUsernames } from './seed/demo-ids.js';
import { PortInUseError } from './support/ports.js';

const usage = `Usage: npm start [-- --fresh] [-- --no-seed]
  --fresh     wipe the data directory before starting
  --no-seed   do not run the demo seed
Ports: ${Object.values(localPortVariables).join(', ')}; data directory: SIA_DATA_DIR (default .data)`;

function table(stack: RunningLocalStack): string {
  const rows: [string, string][] = [
    ['Console', stack.urls.console],
    ['API', `${stack.urls.api}/api-*`],
    ['Runtime config', `${stack.urls.console}/config.json`],
    ['WebSocket', stack.urls.websocket],
    ['MQTT (tcp)', stack.urls.mqtt ?? 'off (SIA_MQTT_PLAIN=false)'],
    ['MQTT (ws)', stack.urls.mqttWs ?? 'off (SIA_MQTT_PLAIN=false)'],
    ['MQTT (TLS, gateway certificates)', stack.urls.mqttTls],
    ['DynamoDB Local', `${stack.urls.dynamodb}  table ${stack.config.names.table}`],
    ['S3 (s3rver)', stack.urls.s3],
    ['PostgreSQL (database service)', `${stack.urls.postgres}  user ${localPostgresAdmin.user}`],
    [
      'Cognito (cognito-local)',
      `${stack.urls.cognito}  pool ${stack.env.USER_POOL_ID}, client ${stack.env.USER_POOL_CLIENT_ID}`,
    ],
    ['Outbox (SMS, e-mail)', stack.urls.outbox],
    ['Data directory', dataDirectory(stack.config)],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  const lines = rows.map(([name, value]) => `  ${name.padEnd(width)}  ${value}`);
  return [
    '',
    'SIA cloud console is running locally:',
    ...lines,
    '',
    `Demo sign-ins (password ${demoPassword}): ${demoUsernames.join(', ')}`,
    'Get an API token: npm run -s token -- admin ' + demoPassword,
    'Press Ctrl-C to stop.',
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return 0;
  }
  const unknown = args.filter((a) => !['--fresh', '--no-seed'].includes(a));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}\n${usage}`);
    return 2;
  }
  const config = localConfig();
  let stack: RunningLocalStack | undefined;
  let stopRequested = false;
  const stopped = new Promise<number>((resolve) => {
    const stop = (signal: string) => {
      if (stopRequested) return;
      stopRequested = true;
      console.log(`\n${signal}: stopping the local stack ...`);
      const done = stack ? stack.stop() : Promise.resolve();
      done.then(
        () => resolve(0),
        (error: Error) => {
          console.error(error.message);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGHUP', () => stop('SIGHUP'));
  });
  try {
    stack = await startLocalStack({
      config,
      fresh: args.includes('--fresh'),
      seed: !args.includes('--no-seed'),
      buildWeb: true,
      // A stack that runs for hours: worth the JVM's full compilation.
      fullJit: true,
    });
  } catch (error) {
    console.error(
      error instanceof PortInUseError
        ? `\n${error.message}`
        : `\nThe local stack did not start: ${(error as Error).stack ?? error}`,
    );
    return 1;
  }
  if (stopRequested) {
    await stack.stop();
    return 0;
  }
  console.log(table(stack));
  return stopped;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.stack ?? error);
    process.exit(1);
  },
);
