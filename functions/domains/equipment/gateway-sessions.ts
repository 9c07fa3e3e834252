import { iotData } from '../../lib/clients/iot-data.js';
import { withClient } from '../../lib/clients/lazy-client.js';
import { logger } from '../../lib/logger.js';

/**
 * A gateway's MQTT session, through IoT Core's data plane (`GetConnection`, `DeleteConnection`; locally the
 * gateway's `/_local/iot-data` stand-in asks the local broker). A gateway connects with its GUID as client id, so
 * its GUID names its session.
 */

/** IoT Core answers ResourceNotFound for a client id with no session (never connected, or gone). */
const noSession = (error: unknown) => (error as Error).name === 'ResourceNotFoundException';

/** Whether a gateway has a live MQTT session now. Throws when the data plane cannot be asked. */
export async function gatewayConnected(gatewayId: string): Promise<boolean> {
  try {
    const answer = await withClient(iotData, (client, sdk) =>
      client.send(new sdk.GetConnectionCommand({ clientId: gatewayId })),
    );
    return answer?.connected === true;
  } catch (error) {
    if (noSession(error)) return false;
    throw error;
  }
}

/**
 * Ends a gateway's MQTT session at once, its queued messages with it (`cleanSession`): the broker only re-checks a
 * connected client on its publishes (IoT Core within minutes of its certificate leaving ACTIVE), and until then the
 * session keeps receiving commands. Called after the records say why, so a reconnect is refused. A failure is logged
 * and answered false: the records hold, the broker's own checks follow.
 */
export async function endGatewaySession(gatewayId: string): Promise<boolean> {
  try {
    await withClient(iotData, (client, sdk) =>
      client.send(new sdk.DeleteConnectionCommand({ clientId: gatewayId, cleanSession: true })),
    );
    return true;
  } catch (error) {
    if (!noSession(error)) logger.error('Could not end a gateway session', { equipmentId: gatewayId, error });
    return false;
  }
}
