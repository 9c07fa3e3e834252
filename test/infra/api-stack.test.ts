import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { functionCatalogue, needVariables } from '../../infra/definitions/function-catalogue.js';
import {
  allowedActions,
  functionLogicalId,
  functionPolicyStatements,
  resourcesFor,
  resourcesOfType,
  synthStage,
} from './support/synth.js';

const dev = synthStage('dev');
const api = dev.template('api');
const functionStacks = ['api', 'realtime', 'pipeline'] as const;
const statementsOf = (id: string) => {
  const stack = functionStacks.find((name) =>
    resourcesOfType(dev.template(name), 'AWS::Lambda::Function').some(
      ([, fn]) => fn.Properties.FunctionName === `sia-dev-${id}`,
    ),
  );
  if (!stack) throw new Error(`function ${id} not deployed`);
  return functionPolicyStatements(dev.template(stack), `sia-dev-${id}`);
};

describe('catalogue functions', () => {
  const deployed = functionStacks.flatMap((stack) =>
    resourcesOfType(dev.template(stack), 'AWS::Lambda::Function')
      .map(([, fn]) => fn.Properties)
      .filter((props) => typeof props.FunctionName === 'string' && props.FunctionName.startsWith('sia-dev-')),
  );

  it('deploys exactly one function per catalogue entry', () => {
    expect(deployed.map((fn) => fn.FunctionName).sort()).toEqual(
      functionCatalogue.map((d) => `sia-dev-${d.id}`).sort(),
    );
  });

  it.each(functionCatalogue.map((d) => [d.id, d] as const))(
    '%s runs Node 24 (the newest Lambda runtime CDK offers) on ARM64 with X-Ray, its memory/timeout and exactly the variables its needs name',
    (id, definition) => {
      const fn = deployed.find((props) => props.FunctionName === `sia-dev-${id}`)!;
      expect(fn.Runtime).toBe('nodejs24.x');
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.MemorySize).toBe(definition.memorySize);
      expect(fn.Timeout).toBe(definition.timeoutSeconds);
      const expected = new Set([
        ...definition.needs.flatMap((need) => needVariables[need]),
        'SERVICE_NAME',
        'LOG_LEVEL',
        'NODE_OPTIONS',
      ]);
      // The Parameters and Secrets extension (the certificate sealing secret) brings its own settings.
      const extension = (name: string) =>
        definition.needs.includes('iot-certificates') && /^(PARAMETERS_SECRETS_|SECRETS_MANAGER_|SSM_)/.test(name);
      expect(new Set(Object.keys(fn.Environment.Variables).filter((name) => !extension(name)))).toEqual(expected);
      expect(fn.Environment.Variables.SERVICE_NAME).toBe(id);
      expect(Object.keys(fn.Environment.Variables).some((name) => name.endsWith('_ENDPOINT'))).toBe(false);
    },
  );

  it("lets api-equipment publish only to the gateways' config and command topics, on the stage's IoT data endpoint", () => {
    const equipment = deployed.find((fn) => fn.FunctionName === 'sia-dev-api-equipment')!;
    expect(equipment.Environment.Variables.IOT_DATA_URL).toBe(dev.config.iotDataEndpoint);
    const statements = JSON.stringify(api.findResources('AWS::IAM::Policy'));
    expect(statements).toContain('iot:Publish');
    expect(statements).toMatch(/:topic\/sia\/equipment\/\*\/config/);
    expect(statements).toMatch(/:topic\/sia\/equipment\/\*\/cmd"/);
    expect(statements).not.toMatch(/"iot:Publish"[^\]]*"Resource":"\*"/);
  });

  it('sets MAIL_FROM to the stage sender and WEBSOCKET_CALLBACK_URL to the https @connections URL of the stage', () => {
    const user = deployed.find((fn) => fn.FunctionName === 'sia-dev-api-user')!;
    expect(user.Environment.Variables.MAIL_FROM).toBe(dev.config.mailFrom);
    const ingest = deployed.find((fn) => fn.FunctionName === 'sia-dev-telemetry-ingest')!;
    const url = JSON.stringify(ingest.Environment.Variables.WEBSOCKET_CALLBACK_URL);
    expect(url).toMatch(/^"?.*https:\/\/.*execute-api\..*\/sia-equipment-websocket/);
  });

  it.each(['api-user', 'api-message', 'message-fanout'])(
    '%s, which sends mail, gets CONSOLE_URL: the stage console URL every e-mailed link is built on',
    (id) => {
      const fn = deployed.find((props) => props.FunctionName === `sia-dev-${id}`)!;
      expect(fn.Environment.Variables.CONSOLE_URL).toBe(dev.config.consoleUrl);
      expect(dev.config.consoleUrl).toMatch(/^https:\/\/[^/]+$/);
    },
  );

  it('keeps each function log group for the stage retention', () => {
    for (const stack of functionStacks) {
      for (const [, group] of resourcesOfType(dev.template(stack), 'AWS::Logs::LogGroup')) {
        expect(group.Properties.RetentionInDays).toBe(dev.config.logRetentionDays);
      }
    }
  });
});

describe('HTTP API routes', () => {
  const integrationFunction = new Map(
    resourcesOfType(api, 'AWS::ApiGatewayV2::Integration').map(([id, integration]) => [
      id,
      (integration.Properties.IntegrationUri as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0],
    ]),
  );
  const routes = resourcesOfType(api, 'AWS::ApiGatewayV2::Route').map(([, route]) => ({
    key: route.Properties.RouteKey as string,
    authorization: route.Properties.AuthorizationType as string,
    functionId: integrationFunction.get(
      (route.Properties.Target as { 'Fn::Join': [string, [string, { Ref: string }]] })['Fn::Join'][1][1].Ref,
    ),
  }));
  const http = functionCatalogue.filter((d) => d.kind === 'http');

  it('has exactly the catalogue route keys, each once', () => {
    const expected = http.flatMap((d) => [...d.routes, ...d.publicRoutes]).sort();
    expect(routes.map((r) => r.key).sort()).toEqual(expected);
  });

  it('sends every route to the function of its catalogue entry', () => {
    for (const definition of http) {
      const fnId = functionLogicalId(api, `sia-dev-${definition.id}`);
      for (const key of [...definition.routes, ...definition.publicRoutes]) {
        expect(routes.find((r) => r.key === key)?.functionId, key).toBe(fnId);
      }
    }
  });

  it('puts the Cognito JWT authorizer on protected routes and none on public routes', () => {
    const publicKeys = new Set(http.flatMap((d) => d.publicRoutes));
    for (const route of routes) {
      expect(route.authorization, route.key).toBe(publicKeys.has(route.key) ? 'NONE' : 'JWT');
    }
    expect(publicKeys).toEqual(
      new Set([
        'GET /cas-url',
        'GET /getFoundationUrl',
        'POST /api-user/usernameUnique/{username}',
        'POST /api-user/emailUnique/{email}',
        'POST /api-user/phoneUnique/{phone}',
        'GET /api-user/verificationCodes',
        'POST /api-user/verificationCodesCheck/{code}',
        'POST /api-user/checkOldUser',
        'POST /api-user/updateRemoveFlag',
        'POST /backendUsers',
        'GET /api-user/passwordResetCodes',
        'POST /api-user/passwordResetCodesCheck/{code}',
        'POST /api-user/passwordResets',
        'GET /api-user/usernameRecoveryCodes',
        'POST /api-user/usernameRecoveries',
        'POST /api-user/privateRegistrations',
        'POST /api-user/emailVerificationResends',
        'POST /api-user/emailVerifications',
        'GET /api-user/invitations/{code}',
        'POST /api-user/invitationRegistrations',
        // The public market (docs/market.md): its reads, the category tree its filters need, its images and documents.
        'GET /api-application/getTopApplication',
        'GET /api-application/getCategoryApplication',
        'GET /api-application/applicationAdvertisements',
        'GET /api-application/getApplicationByNameAndCategoryAndRangeDate',
        'GET /api-application/searchApplicationByParams',
        'GET /api-application/getApplicationByParentCategory',
        'GET /api-application/getApplicationCategoryTree',
        'GET /api-application/getMarketApplication/{id}',
        'GET /api-application/getMarketImage',
        'GET /api-application/getMarketDocument',
        // The public algorithm library (docs/algorithms.md): its newest algorithms and the category tree.
        'GET /api-algorithm/getAlgorithmCategoryTree',
        'GET /api-algorithm/getTopAlgorithms',
        // A sign-in Cognito refused has no token (docs/statistics.md).
        'POST /api-statistics/reportSignInFailure',
        // The help centre's reads and the feedback card (docs/help.md).
        'GET /api-help/categories',
        'GET /api-help/search',
        'GET /api-help/articles/{id}',
        'POST /api-help/feedback',
        // The portal's published content, its flags by domain and the running apps it frames (docs/portal.md).
        'GET /api-content/public/items',
        'GET /api-content/public/items/{kind}/{slug}',
        'GET /api-content/public/portal',
        'GET /api-content/public/embeddable/{deploymentId}',
        'GET /api-content/public/images/{name}',
      ]),
    );
  });

  it('validates tokens issued by the stage user pool for the console client', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [Match.anyValue()],
        Issuer: Match.objectLike({
          'Fn::Join': ['', Match.arrayWith(['https://cognito-idp.ap-southeast-1.amazonaws.com/'])],
        }),
      },
    });
  });

  it('logs access and throttles on the $default stage', () => {
    api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
    });
  });
});

describe('least privilege from needs', () => {
  it('never allows Scan or any wildcard action', () => {
    for (const definition of functionCatalogue) {
      const actions = allowedActions(statementsOf(definition.id));
      expect(actions, definition.id).not.toContain('dynamodb:Scan');
      expect(
        actions.filter((a) => a.includes('*')),
        definition.id,
      ).toEqual([]);
    }
  });

  it('gives api-menu table access only: no S3, Cognito, SNS, SES, Step Functions', () => {
    const actions = allowedActions(statementsOf('api-menu'));
    expect(actions.filter((a) => !a.startsWith('dynamodb:') && !a.startsWith('xray:'))).toEqual([]);
    expect(actions).toContain('dynamodb:PutItem');
  });

  it('lets read-only needs read the table but not write it (api-datasetfiles)', () => {
    const actions = allowedActions(statementsOf('api-datasetfiles'));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
    expect(actions).not.toEqual(expect.arrayContaining(['dynamodb:PutItem']));
    expect(actions).not.toContain('dynamodb:UpdateItem');
  });

  it('grants the table and its named indexes, not index/*', () => {
    const resources = resourcesFor(statementsOf('api-menu'), 'dynamodb:');
    expect(resources.filter((r) => r.includes('/index/'))).toHaveLength(3);
    expect(resources.some((r) => r.includes('index/*'))).toBe(false);
  });

  it('lets api-imagefiles touch only the images bucket', () => {
    const resources = resourcesFor(statementsOf('api-imagefiles'), 's3:');
    expect(resources.length).toBeGreaterThan(0);
    expect(resources.every((r) => r.includes('sia-dev-images-'))).toBe(true);
  });

  it('lets api-content get and put only content-images/ objects of the images bucket', () => {
    const statements = statementsOf('api-content').filter((s) =>
      [s.Action].flat().some((a: string) => a.startsWith('s3:')),
    );
    expect(statements).toHaveLength(1);
    expect([statements[0]!.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    const resources = resourcesFor(statements, 's3:');
    expect(resources).toHaveLength(1);
    expect(resources[0]).toMatch(/sia-dev-images-.*\/content-images\/\*/);
  });

  it('grants each bucket only to functions that need it', () => {
    const buckets = {
      'images-bucket': 'images',
      'files-bucket': 'files',
      'datasets-bucket': 'datasets',
      'models-bucket': 'models',
      'apps-bucket': 'apps',
    };
    for (const definition of functionCatalogue) {
      const resources = resourcesFor(statementsOf(definition.id), 's3:').join(' ');
      for (const [need, name] of Object.entries(buckets)) {
        // The runtime drivers read program files (the files bucket, read-only) to unpack or hand them to a task.
        const readsPrograms = name === 'files' && definition.needs.includes('apps-bucket');
        // The portal's content images: one prefix of the images bucket (the test above).
        const contentImages = name === 'images' && definition.needs.includes('content-images');
        expect(resources.includes(`sia-dev-${name}-`), `${definition.id} ${name}`).toBe(
          definition.needs.includes(need as never) || readsPrograms || contentImages,
        );
      }
    }
  });

  it('grants Cognito admin actions on the one user pool only to user-pool needs', () => {
    for (const definition of functionCatalogue) {
      const resources = resourcesFor(statementsOf(definition.id), 'cognito-idp:');
      expect(resources.length > 0, definition.id).toBe(definition.needs.includes('user-pool'));
      for (const resource of resources) expect(resource).toContain('UserPool');
    }
  });

  it('grants sns:Publish only for SMS, ses:SendEmail only for e-mail (with the from address), StartExecution only for the chain runner, the message fan-out, the certificate rotation and the deployment saga', () => {
    for (const definition of functionCatalogue) {
      const statements = statementsOf(definition.id);
      const actions = allowedActions(statements);
      expect(actions.includes('sns:Publish'), definition.id).toBe(definition.needs.includes('sms'));
      expect(actions.includes('ses:SendEmail'), definition.id).toBe(definition.needs.includes('email'));
      expect(actions.includes('states:StartExecution'), definition.id).toBe(
        definition.needs.includes('chain-runner-start') ||
          definition.needs.includes('message-fanout-start') ||
          definition.needs.includes('certificate-rotation-start') ||
          definition.needs.includes('deployment-saga-start'),
      );
      expect(actions.includes('execute-api:ManageConnections'), definition.id).toBe(
        definition.needs.includes('websocket-push'),
      );
    }
    const ses = statementsOf('api-message').find((s) => s.Action === 'ses:SendEmail')!;
    expect(ses.Condition).toEqual({ StringEquals: { 'ses:FromAddress': dev.config.mailFrom } });
  });

  it('scopes ManageConnections to @connections of the one WebSocket stage', () => {
    const resources = resourcesFor(statementsOf('telemetry-ingest'), 'execute-api:');
    expect(resources).toHaveLength(1);
    expect(resources[0]).toContain('/sia-equipment-websocket/*/@connections/*');
  });
});

describe('alarms', () => {
  it('alarms on Errors and Throttles of every function and on API 5xx, all notifying the stage alarm topic', () => {
    const alarms = functionStacks.flatMap((stack) =>
      resourcesOfType(dev.template(stack), 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties),
    );
    for (const definition of functionCatalogue) {
      for (const metric of ['Errors', 'Throttles']) {
        expect(
          alarms.some(
            (a) => a.MetricName === metric && a.AlarmName === `sia-dev-${definition.id}-${metric.toLowerCase()}`,
          ),
          `${definition.id} ${metric}`,
        ).toBe(true);
      }
    }
    expect(alarms.some((a) => a.MetricName === '5xx' && a.Namespace === 'AWS/ApiGateway')).toBe(true);
    expect(alarms.every((a) => a.AlarmActions?.length === 1)).toBe(true);
  });

  it('alarms on any account whose ledger does not sum to its balance (the reconciliation metric)', () => {
    api.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'sia-dev-account-reconciliation-AccountLedgerMismatches',
      Namespace: 'SIA/Operations',
      MetricName: 'AccountLedgerMismatches',
      Dimensions: [{ Name: 'FunctionName', Value: 'sia-dev-account-reconciliation' }],
      Statistic: 'Sum',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
      AlarmActions: Match.anyValue(),
    });
    const rules = resourcesOfType(api, 'AWS::Events::Rule').map(([, rule]) => rule.Properties);
    expect(rules).toContainEqual(
      expect.objectContaining({ Name: 'sia-dev-account-reconciliation', ScheduleExpression: 'rate(1 hour)' }),
    );
  });

  it('subscribes no e-mail when the stage has no alarmEmail, and enforces TLS on the topic', () => {
    const monitoring = dev.template('monitoring');
    monitoring.resourceCountIs('AWS::SNS::Topic', 1);
    monitoring.resourceCountIs('AWS::SNS::Subscription', 0);
    monitoring.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('scheduled functions', () => {
  it('runs the equipment watchdog every minute through an EventBridge rule, retried briefly', () => {
    const fnId = functionLogicalId(api, 'sia-dev-equipment-watchdog');
    const rules = resourcesOfType(api, 'AWS::Events::Rule').map(([, rule]) => rule.Properties);
    expect(rules).toContainEqual(
      expect.objectContaining({
        Name: 'sia-dev-equipment-watchdog',
        ScheduleExpression: 'rate(1 minute)',
        State: 'ENABLED',
        Targets: [
          expect.objectContaining({
            Arn: { 'Fn::GetAtt': [fnId, 'Arn'] },
            RetryPolicy: { MaximumRetryAttempts: 2, MaximumEventAgeInSeconds: 3600 },
          }),
        ],
      }),
    );
    const permissions = resourcesOfType(api, 'AWS::Lambda::Permission').map(([, p]) => p.Properties);
    expect(permissions).toContainEqual(
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Principal: 'events.amazonaws.com',
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
      }),
    );
  });
});

describe('the HTTP API', () => {
  it('lets the dev console origin send the session, language and Idempotency-Key headers (CORS preflight)', () => {
    const [[, httpApi]] = resourcesOfType(api, 'AWS::ApiGatewayV2::Api');
    expect(httpApi.Properties.CorsConfiguration).toMatchObject({
      AllowOrigins: ['http://localhost:5173'],
      AllowHeaders: expect.arrayContaining(['authorization', 'idempotency-key', 'accept-language']),
    });
  });
});
