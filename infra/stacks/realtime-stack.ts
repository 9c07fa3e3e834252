import { stateMachineCatalogue } from '../definitions/state-machine-catalogue.js';
import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import {
  commandReplyRuleSql,
  presenceRuleSql,
  telemetryPartitionKey,
  telemetryRuleSql,
} from '../definitions/function-catalogue.js';
import { ApiGatewayAccountLogging } from '../constructs/api-gateway-account-logging.js';
import { CatalogueFunction } from '../constructs/catalogue-function.js';
import { MessageFanout } from '../constructs/message-fanout.js';
import type { NeedResources } from '../constructs/function-needs.js';
import { RealtimeWebSocketApi } from '../constructs/realtime-websocket-api.js';
import { StreamConsumer } from '../constructs/stream-consumer.js';
import { TelemetryRule } from '../constructs/telemetry-rule.js';
import { TelemetryStream } from '../constructs/telemetry-stream.js';
import { catalogueEntries, catalogueEntry } from './catalogue-entry.js';
import type { SiaStackProps } from './sia-stack-props.js';

export interface RealtimeStackProps extends SiaStackProps {
  readonly table: dynamodb.ITable;
  readonly alarmTopic: sns.ITopic;
}

/**
 * Live equipment data: the WebSocket API and its handler; the IoT rules (telemetry to the telemetry stream, which
 * the ingest and the data push consume in batches; presence and command replies to their functions); the message
 * fan-out, which pushes unread counts to the same WebSocket.
 */
export class RealtimeStack extends Stack {
  readonly websocketApi: apigwv2.IWebSocketApi;
  readonly websocketStage: apigwv2.WebSocketStage;
  /** Delivers large notifications and pushes unread counts to the WebSocket (docs/messaging.md). */
  readonly messageFanout: sfn.IStateMachine;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const realtime = new RealtimeWebSocketApi(this, 'WebSocket', { config });
    const accountLogging = new ApiGatewayAccountLogging(this, 'ApiGatewayAccountLogging');
    realtime.stage.node.addDependency(accountLogging.account);
    this.websocketApi = realtime.api;
    this.websocketStage = realtime.stage;

    const resources: NeedResources = {
      table: props.table,
      websocketStage: realtime.stage,
      mailFrom: config.mailFrom,
      consoleUrl: config.consoleUrl,
      // The presence function ends the session of a gateway on a certificate being rolled back, and answers the
      // rotation's wait (the api stack's state machine, by name).
      iotDataEndpoint: config.iotDataEndpoint,
      certificateRotationName: stateMachineCatalogue.certificateRotation.name(config.stage),
    };
    const [websocketDefinition] = catalogueEntries('websocket');
    const websocketHandler = new CatalogueFunction(this, 'WebSocketFunction', {
      config,
      definition: websocketDefinition,
      resources,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
    }).function;
    realtime.addRoutes(websocketHandler, websocketDefinition.routes);

    // Every reading goes to the telemetry stream, partitioned by gateway; the stream consumers read it in batches.
    const telemetryStream = new TelemetryStream(this, 'TelemetryStream', {
      config,
      alarmTopic: props.alarmTopic,
    }).stream;
    new TelemetryRule(this, 'TelemetryRule', {
      config,
      ruleName: config.names.telemetryTopicRule,
      description: 'Gateway telemetry to the telemetry stream',
      sql: telemetryRuleSql,
      target: { stream: telemetryStream, partitionKey: telemetryPartitionKey },
      alarmTopic: props.alarmTopic,
    });
    for (const definition of catalogueEntries('stream-consumer')) {
      // `TelemetryIngest` for `telemetry-ingest`: the ids these functions had as rule targets, so the deployed
      // functions (fixed names) are updated in place rather than replaced.
      const constructId = definition.id.replace(/(^|-)(\w)/g, (_match, _dash, letter: string) => letter.toUpperCase());
      const handler = new CatalogueFunction(this, `${constructId}Function`, {
        config,
        definition,
        resources,
        alarmTopic: props.alarmTopic,
        code: props.functionCode,
      }).function;
      new StreamConsumer(this, `${constructId}StreamConsumer`, {
        config,
        definition,
        handler,
        stream: telemetryStream,
        alarmTopic: props.alarmTopic,
      });
    }
    const presence = new CatalogueFunction(this, 'EquipmentPresenceFunction', {
      config,
      definition: catalogueEntry('equipment-presence'),
      resources,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
    }).function;
    new TelemetryRule(this, 'PresenceRule', {
      config,
      ruleName: config.names.presenceTopicRule,
      description: 'Gateway connects and disconnects (lifecycle events) to the presence function',
      sql: presenceRuleSql,
      target: { handler: presence },
      alarmTopic: props.alarmTopic,
    });
    const commandReply = new CatalogueFunction(this, 'EquipmentCommandReplyFunction', {
      config,
      definition: catalogueEntry('equipment-command-reply'),
      resources,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
    }).function;
    new TelemetryRule(this, 'CommandReplyRule', {
      config,
      ruleName: config.names.commandReplyTopicRule,
      description: 'Gateway answers to commands to the command-reply function',
      sql: commandReplyRuleSql,
      target: { handler: commandReply },
      alarmTopic: props.alarmTopic,
    });
    // Here, beside the WebSocket stage, so the fan-out task's push grant names the stage within the stack.
    this.messageFanout = new MessageFanout(this, 'MessageFanout', {
      config,
      resources,
      alarmTopic: props.alarmTopic,
      code: props.functionCode,
    }).stateMachine;
  }
}
