import { Construct } from 'constructs';
import { Duration, Validations } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { operatorAlarm } from './operator-alarm.js';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { StageConfig } from '../config/stage-config.js';
import type { FunctionDefinition } from '../definitions/function-catalogue.js';
import { stageLogGroup } from './catalogue-function.js';
import { CORS_REQUEST_HEADERS, NEXT_CURSOR_HEADER } from '../../shared/contracts/contract.js';

/** A catalogue entry and the deployed function that serves its routes. */
export interface RoutedFunction {
  readonly definition: FunctionDefinition;
  readonly handler: lambda.IFunction;
}

export interface CatalogueHttpApiProps {
  readonly config: StageConfig;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly functions: readonly RoutedFunction[];
  readonly alarmTopic: sns.ITopic;
}

/** Steady-state and burst request limits of the stage (requests per second across all routes). */
export const httpApiThrottle = { rateLimit: 200, burstLimit: 400 } as const;

/** Splits `METHOD /path` into its parts; throws on anything API Gateway would reject. */
export function parseRouteKey(routeKey: string): { method: apigwv2.HttpMethod; path: string } {
  const match = /^([A-Z]+) (\/\S*)$/.exec(routeKey);
  const method = match && (apigwv2.HttpMethod as Record<string, string>)[match[1]];
  if (!match || !method) throw new Error(`Invalid HTTP route key "${routeKey}"`);
  return { method: method as apigwv2.HttpMethod, path: match[2] };
}

/**
 * The HTTP API: every catalogue route on its function, protected routes behind
 * the Cognito JWT authorizer, public routes without it, one `$default` stage
 * with access logs and throttling, and a 5xx alarm.
 */
export class CatalogueHttpApi extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;

  constructor(scope: Construct, id: string, props: CatalogueHttpApiProps) {
    super(scope, id);
    const { config } = props;
    this.httpApi = new apigwv2.HttpApi(this, 'Api', {
      apiName: config.names.httpApi,
      description: `SIA console API (${config.stage})`,
      createDefaultStage: false,
      // The console calls the API same-origin through CloudFront; only extra (local dev) origins need CORS.
      ...(config.extraAllowedOrigins.length > 0
        ? {
            corsPreflight: {
              allowOrigins: [...config.extraAllowedOrigins],
              allowMethods: [apigwv2.CorsHttpMethod.ANY],
              allowHeaders: [...CORS_REQUEST_HEADERS],
              // A paged list's next cursor (shared/contracts/contract.ts) is read by the console.
              exposeHeaders: [NEXT_CURSOR_HEADER],
              maxAge: Duration.hours(1),
            },
          }
        : {}),
    });

    const accessLogs = stageLogGroup(this, 'AccessLogs', config, `/aws/apigateway/${config.names.httpApi}`);
    this.stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: httpApiThrottle,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(accessLogs) },
    });

    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      authorizerName: `${config.names.httpApi}-cognito`,
    });

    for (const { definition, handler } of props.functions) {
      const integration = new HttpLambdaIntegration(`${definition.id}-integration`, handler);
      const addRoute = (routeKey: string, isPublic: boolean) => {
        const { method, path } = parseRouteKey(routeKey);
        const route = new apigwv2.HttpRoute(this, `Route ${routeKey}`, {
          httpApi: this.httpApi,
          routeKey: apigwv2.HttpRouteKey.with(path, method),
          integration,
          ...(isPublic ? {} : { authorizer }),
        });
        if (isPublic) {
          Validations.of(route).acknowledge({
            id: 'AwsSolutions-APIG4',
            reason: `${routeKey} is a public page of the spec (catalogue publicRoutes); it serves no user data.`,
          });
        }
      };
      definition.routes.forEach((routeKey) => addRoute(routeKey, false));
      definition.publicRoutes.forEach((routeKey) => addRoute(routeKey, true));
    }

    operatorAlarm(this, 'ServerErrors', {
      alarmName: `${config.names.httpApi}-5xx`,
      alarmDescription: 'The HTTP API returned 5xx responses in the last 5 minutes',
      metric: (options) => this.httpApi.metricServerError(options),
      threshold: 5,
      alarmTopic: props.alarmTopic,
    });
  }
}
