import { localConfig, localPortVariables, type LocalConfig, type LocalPorts } from '../../infra/config/stage-config.js';

/** Ports of the test stack (the app runtime's range too): the defaults + `offset`, so tests run next to `npm start`. */
export function testConfig(offset: number, dataDir: string): LocalConfig {
  const defaults = localConfig({});
  const env: NodeJS.ProcessEnv = { SIA_DATA_DIR: dataDir };
  for (const key of Object.keys(localPortVariables) as (keyof LocalPorts)[]) {
    env[localPortVariables[key]] = String(defaults.ports[key] + offset);
  }
  env.SIA_APP_PORTS = `${defaults.appPorts.first + offset}-${defaults.appPorts.last + offset}`;
  return localConfig(env);
}
