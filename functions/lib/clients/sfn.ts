import { SFNClient } from '@aws-sdk/client-sfn';
import { clientConfig } from './aws-client-config.js';

/** Step Functions client built once per container (the local gateway's runner shim when SFN_ENDPOINT is set). */
export const sfnClient = new SFNClient(clientConfig('SFN_ENDPOINT'));
