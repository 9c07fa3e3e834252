import { Construct } from 'constructs';
import { Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { StageConfig } from '../config/stage-config.js';
import { websocketPath } from '../definitions/function-catalogue.js';
import { stageLogGroup } from './catalogue-function.js';

export interface RealtimeWebSocketApiProps {
  readonly config: StageConfig;
}

/**
 * The stage is named like the console's WebSocket path, so CloudFront can
 * forward `/sia-equipment-websocket` to the API unchanged (no origin path or
 * URL rewrite): the path *is* the stage.
 */
export const websocketStageName = websocketPath.slice(1);

/** Steady-state and burst message limits of the WebSocket stage. */
export const websocketThrottle = { rateLimit: 100, burstLimit: 200 } as const;

/**
 * The WebSocket API the console subscribes to for live equipment data. Routes
 * are attached with `addRoutes` once the handler exists, so the stage (and its
 * callback URL, which the handler needs) can be created first.
 */
export class RealtimeWebSocketApi extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeWebSocketApiProps) {
    super(scope, id);
    const { config } = props;
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      apiName: config.names.websocketApi,
      description: `SIA live equipment data (${config.stage})`,
      routeSelectionExpression: '$request.body.action',
    });
    const accessLogs = stageLogGroup(this, 'AccessLogs', config, `/aws/apigateway/${config.names.websocketApi}`);
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: websocketStageName,
      autoDeploy: true,
      throttle: websocketThrottle,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(accessLogs) },
    });
  }

  /** Sends `$connect`, `$disconnect`, `$default` and the catalogue's named routes to the handler. */
  addRoutes(handler: lambda.IFunction, routeKeys: readonly string[]): void {
    const integration = new WebSocketLambdaIntegration('HandlerIntegration', handler);
    for (const routeKey of routeKeys) {
      const route = this.api.addRoute(routeKey, { integration });
      if (routeKey === '$connect') {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason:
            'Browsers cannot set headers on WebSocket connects; the handler verifies the Cognito JWT from the query string and rejects the connect otherwise.',
        });
      } else {
        Validations.of(route).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: 'Authorization applies only to $connect; later messages ride the authenticated connection.',
        });
      }
    }
  }
}
