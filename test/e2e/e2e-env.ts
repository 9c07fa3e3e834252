import { localConfig, localPortVariables, type LocalPorts } from '../../infra/config/stage-config.js';

/**
 * The e2e stack's own ports (the defaults + 15 000; the integration tests use
 * + 20 000 and + 30 000) and data directory, so an e2e run never collides with
 * `npm start` or the integration tests. Any variable already set wins.
 */
const e2ePorts: Omit<LocalPorts, 'mqttTls'> = {
  gateway: 23080,
  dynamodb: 23000,
  s3: 19569,
  cognito: 24229,
  mqtt: 16883,
  mqttWs: 23083,
  postgres: 20434,
};

/** Sets the e2e ports and data directory into `process.env` (idempotent) and returns the local config. */
export function e2eConfig() {
  for (const [key, variable] of Object.entries(localPortVariables) as [keyof LocalPorts, string][]) {
    // The TLS listener's port follows the MQTT port, so runs that set only the other ports never share it.
    process.env[variable] ??= String(
      key === 'mqttTls' ? Number(process.env[localPortVariables.mqtt]) + 1 : e2ePorts[key],
    );
  }
  // The app runtime's ports (docs/deployments.md "Drivers"), the default range + 15 000 like the others.
  process.env.SIA_APP_PORTS ??= '44100-44199';
  process.env.SIA_DATA_DIR ??= '.data/e2e';
  return localConfig(process.env);
}

/** Where the console is served (the local gateway). */
export function e2eBaseUrl(): string {
  return `http://localhost:${e2eConfig().ports.gateway}`;
}

/** The variable the global setup hands the local stack's environment to the workers in (JSON). */
export const STACK_ENV_VARIABLE = 'SIA_E2E_STACK_ENV';
