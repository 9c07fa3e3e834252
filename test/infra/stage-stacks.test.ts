import { describe, expect, it } from 'vitest';
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';
import { Match } from 'aws-cdk-lib/assertions';
import { synthStage, unacknowledgedNagFindings } from './support/synth.js';

const dev = synthStage('dev');
const prod = synthStage('prod');
const stackKeys = ['monitoring', 'data', 'auth', 'pipeline', 'realtime', 'apps', 'api', 'web'] as const;
/** The synthesized stack artifact (tags and dependencies are settled only at synth). */
const artifact = (synthesized: typeof dev, stackName: string) => synthesized.app.synth().getStackByName(stackName);

describe('per-stage stacks', () => {
  it.each([dev, prod].map((s) => [s.config.stage, s] as const))(
    '%s: names every stack sia-<stage>-<part>, tags Project and Stage, deploys to the stage region',
    (stage, synthesized) => {
      for (const key of stackKeys) {
        const stack = synthesized.stacks[key];
        expect(stack.stackName).toBe(`sia-${stage}-${key}`);
        expect(stack.region).toBe(synthesized.config.region);
        expect(artifact(synthesized, stack.stackName).tags).toMatchObject({ Project: 'sia', Stage: stage });
      }
    },
  );

  it('orders stacks data → auth → realtime → pipeline/apps → api → web without cycles (realtime needs no user pool)', () => {
    const deps = (key: (typeof stackKeys)[number]) =>
      artifact(dev, `sia-dev-${key}`)
        .dependencies.map((d) => d.id)
        .filter((id) => !id.endsWith('.assets'))
        .sort();
    expect(deps('data')).toEqual([]);
    expect(deps('auth')).toEqual([]);
    // The pipeline pushes a project run's module states to the WebSocket (realtime's stage).
    expect(deps('pipeline')).toEqual(['sia-dev-data', 'sia-dev-monitoring', 'sia-dev-realtime']);
    // The WebSocket redeems tickets api-me issued: nothing of the user pool.
    expect(deps('realtime')).toEqual(['sia-dev-data', 'sia-dev-monitoring']);
    // Deployed apps reach their databases through a peering with the database service's VPC.
    expect(deps('apps')).toEqual(['sia-dev-data']);
    // api starts the message fan-out state machine of realtime (no HTTP function posts to WebSocket connections);
    // its runtime drivers run apps on the apps stack's cluster.
    expect(deps('api')).toEqual([
      'sia-dev-apps',
      'sia-dev-auth',
      'sia-dev-data',
      'sia-dev-monitoring',
      'sia-dev-pipeline',
      'sia-dev-realtime',
    ]);
    // Deployed apps' router is a Lambda@Edge function, in CDK's us-east-1 stack for it.
    expect(deps('web')).toEqual(['sia-dev-api', 'sia-dev-apps-edge', 'sia-dev-auth', 'sia-dev-realtime']);
  });

  it('protects stateful stacks from termination on prod only', () => {
    expect(prod.stacks.data.terminationProtection).toBe(true);
    expect(prod.stacks.auth.terminationProtection).toBe(true);
    expect(dev.stacks.data.terminationProtection).toBe(false);
  });

  it('uses stage-prefixed names so dev and prod never collide', () => {
    const names = (s: typeof dev) =>
      [
        s.template('data').findResources('AWS::DynamoDB::Table'),
        s.template('auth').findResources('AWS::Cognito::UserPool'),
      ].flatMap((r) =>
        Object.values(r).map((x) => JSON.stringify(x.Properties.TableName ?? x.Properties.UserPoolName)),
      );
    expect(names(dev)).toEqual(['"sia-dev-main"', '"sia-dev-users"']);
    expect(names(prod)).toEqual(['"sia-prod-main"', '"sia-prod-users"']);
  });
});

describe('auth stack', () => {
  it('signs users in by username, with no self sign-up, an 8-character minimum password (the API checks the character kinds) and optional TOTP', () => {
    dev.template('auth').hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolName: 'sia-dev-users',
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8, RequireNumbers: false }) },
      MfaConfiguration: 'OPTIONAL',
      Schema: Match.arrayWith([
        Match.objectLike({ Name: 'email', Mutable: true }),
        Match.objectLike({ Name: 'phone_number', Mutable: true }),
      ]),
    });
  });

  it('turns on threat protection (Plus plan) and deletion protection on prod only', () => {
    prod.template('auth').hasResourceProperties('AWS::Cognito::UserPool', {
      UserPoolTier: 'PLUS',
      UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
      DeletionProtection: 'ACTIVE',
    });
    dev.template('auth').hasResourceProperties('AWS::Cognito::UserPool', { UserPoolTier: 'ESSENTIALS' });
  });

  it('has a public console client (no secret) with password, SRP and refresh flows and token revocation', () => {
    dev.template('auth').hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: 'sia-dev-console',
      GenerateSecret: false,
      EnableTokenRevocation: true,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
    });
  });

  it('creates the platform-admin and auditor groups', () => {
    const groups = Object.values(dev.template('auth').findResources('AWS::Cognito::UserPoolGroup')).map(
      (g) => g.Properties.GroupName,
    );
    expect(groups.sort()).toEqual(['auditor', 'platform-admin']);
  });
});

describe('cdk-nag AwsSolutions', () => {
  it.each([dev, prod].map((s) => [s.config.stage, s] as const))(
    '%s: reports no finding that is not acknowledged with a reason',
    (_stage, synthesized) => {
      const findings = unacknowledgedNagFindings(synthesized).map(
        (v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
      );
      expect(findings).toEqual([]);
    },
  );

  it('gives every acknowledgement a written reason', () => {
    const reasons = dev.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY))
      .flatMap((m) => Object.entries(m.data as Record<string, string>));
    expect(reasons.length).toBeGreaterThan(0);
    for (const [id, reason] of reasons) expect(reason.length, id).toBeGreaterThan(20);
  });

  it('acknowledges nothing at app or stack level, only on the resources concerned', () => {
    // aws-cdk-lib itself silences CloudFormation's literal-AZ warning on a stack whose AZs a VPC read (the database
    // service's): not a finding of ours.
    const cdkOwn = (data: object) => Object.keys(data).every((id) => id === 'CloudFormation-Validate::W3010');
    const broad = [dev.app, ...Object.values(dev.stacks)]
      .filter((c: IConstruct) =>
        c.node.metadata.some((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY && !cdkOwn(m.data)),
      )
      .map((c: IConstruct) => c.node.path);
    expect(broad).toEqual([]);
  });
});
