import { accountsTables } from './accounts.js';
import { algorithmsTables } from './algorithms.js';
import { applicationsTables } from './applications.js';
import { bigdataTables } from './bigdata.js';
import { certificationTables } from './certification.js';
import type { Contract } from './contract.js';
import { contentTables } from './content.js';
import { consoleTables } from './dashboard.js';
import { databasesTables } from './databases.js';
import { deploymentsTables } from './deployments.js';
import { equipmentTables } from './equipment.js';
import { filesTables } from './files.js';
import { helpTables } from './help.js';
import { identityTables } from './identity.js';
import { iotTables } from './iot.js';
import { marketTables } from './market.js';
import { menusTables } from './menus.js';
import { messagingTables } from './messaging.js';
import { organisationTables } from './organisation.js';
import { rolesTables } from './roles.js';
import { statisticsTables } from './statistics.js';
import { tenancyTables } from './tenancy.js';

/**
 * Every contract table of the API, by domain. The server's access table, the public routes of CDK and the local
 * gateway, the authorization matrix, the OpenAPI document and the conformance suite read this list; the console
 * imports the domain files it calls, never this one.
 */
export const contractTables: readonly Readonly<Record<string, Contract>>[] = [
  ...identityTables,
  ...filesTables,
  ...organisationTables,
  ...rolesTables,
  ...menusTables,
  ...messagingTables,
  ...certificationTables,
  ...applicationsTables,
  ...marketTables,
  ...equipmentTables,
  ...iotTables,
  ...tenancyTables,
  ...accountsTables,
  ...deploymentsTables,
  ...databasesTables,
  ...algorithmsTables,
  ...bigdataTables,
  ...helpTables,
  ...contentTables,
  ...statisticsTables,
  ...consoleTables,
];

/** Every contract of the API. */
export const allContracts: readonly Contract[] = contractTables.flatMap((table) => Object.values(table));
