import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import {
  functionPolicyStatements,
  resourcesFor,
  resourcesOfType,
  synthStage,
  unacknowledgedNagFindings,
} from './support/synth.js';

const dev = synthStage('dev');
const prod = synthStage('prod');

describe('the database service cluster', () => {
  it('is Aurora PostgreSQL Serverless v2 with the Data API, encrypted, capacity from the stage config', () => {
    prod.template('data').hasResourceProperties('AWS::RDS::DBCluster', {
      DBClusterIdentifier: 'sia-prod-databases',
      Engine: 'aurora-postgresql',
      EngineVersion: Match.stringLikeRegexp('^17\\.'),
      EnableHttpEndpoint: true,
      StorageEncrypted: true,
      DeletionProtection: true,
      ServerlessV2ScalingConfiguration: {
        MinCapacity: prod.config.databaseService.minCapacity,
        MaxCapacity: prod.config.databaseService.maxCapacity,
      },
    });
    prod.template('data').hasResourceProperties('AWS::RDS::DBInstance', {
      DBInstanceClass: 'db.serverless',
      PubliclyAccessible: false,
    });
    dev.template('data').hasResourceProperties('AWS::RDS::DBCluster', {
      DeletionProtection: false,
      ServerlessV2ScalingConfiguration: { MinCapacity: 0, MaxCapacity: dev.config.databaseService.maxCapacity },
    });
  });

  it('lives in isolated subnets only: no internet or NAT gateway', () => {
    const data = prod.template('data');
    expect(resourcesOfType(data, 'AWS::EC2::NatGateway')).toEqual([]);
    expect(resourcesOfType(data, 'AWS::EC2::InternetGateway')).toEqual([]);
    for (const [, subnet] of resourcesOfType(data, 'AWS::EC2::Subnet'))
      expect(subnet.Properties.MapPublicIpOnLaunch).toBe(false);
  });

  it('grants api-tenant ExecuteStatement on the cluster and a read of its master secret, nothing wider', () => {
    const statements = functionPolicyStatements(dev.template('api'), 'sia-dev-api-tenant');
    const rdsData = statements.filter((s) => [s.Action].flat().some((action) => action.startsWith('rds-data:')));
    expect(rdsData).toHaveLength(1);
    expect(rdsData[0].Action).toBe('rds-data:ExecuteStatement');
    expect(JSON.stringify(rdsData[0].Resource)).toContain(':cluster:');
    const master = statements.filter(
      (s) =>
        [s.Action].flat().some((action) => action.startsWith('secretsmanager:')) &&
        JSON.stringify(s.Resource).includes('DatabaseService'),
    );
    expect(master.map((s) => s.Action)).toEqual(['secretsmanager:GetSecretValue']);
    expect(resourcesFor(statements, 'secretsmanager:CreateSecret')).toEqual([
      expect.stringContaining(':secret:sia/dev/*'),
    ]);
    for (const fn of ['api-user', 'api-equipment'])
      expect(
        functionPolicyStatements(dev.template('api'), `sia-dev-${fn}`).some((s) =>
          [s.Action].flat().some((action) => action.startsWith('rds-data:')),
        ),
      ).toBe(false);
  });

  it('leaves no cdk-nag finding of its own unacknowledged', () => {
    const findings = unacknowledgedNagFindings(prod)
      .filter((v) => v.violatingResources.some((r) => r.constructPath?.includes('DatabaseService')))
      .map((v) => v.ruleName);
    expect(findings).toEqual([]);
  });
});
