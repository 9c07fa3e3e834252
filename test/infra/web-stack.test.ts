import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { functionCatalogue } from '../../infra/definitions/function-catalogue.js';
import { apiPathPatterns, webRuntimeConfig } from '../../infra/constructs/console-site.js';
import { WebRuntimeConfigSchema } from '../../shared/schemas/session.js';
import { resourcesOfType, synthStage } from './support/synth.js';

const dev = synthStage('dev');
const web = dev.template('web');
const [[, distributionResource]] = resourcesOfType(web, 'AWS::CloudFront::Distribution');
const distribution = distributionResource.Properties.DistributionConfig;
const originDomain = (originId: string) =>
  JSON.stringify(distribution.Origins.find((o: { Id: string }) => o.Id === originId).DomainName);

describe('console distribution', () => {
  it('serves the private site bucket through Origin Access Control with index.html as root object', () => {
    // The console's and deployed apps' (docs/deployments.md "Drivers").
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    const s3Origin = distribution.Origins.find((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    expect(s3Origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    expect(distribution.DefaultRootObject).toBe('index.html');
    const [[, bucketPolicy]] = resourcesOfType(web, 'AWS::S3::BucketPolicy').filter(([, p]) =>
      JSON.stringify(p.Properties.PolicyDocument).includes('cloudfront.amazonaws.com'),
    );
    expect(JSON.stringify(bucketPolicy.Properties.PolicyDocument)).toContain('AWS:SourceArn');
  });

  it('redirects to HTTPS, applies the security headers policy and rewrites / to landing.html and client routes to index.html', () => {
    const behavior = distribution.DefaultCacheBehavior;
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.ResponseHeadersPolicyId).toBeDefined();
    expect(behavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: 'viewer-request' })]);
    const [[, fn]] = resourcesOfType(web, 'AWS::CloudFront::Function');
    expect(fn.Properties.FunctionCode).toContain("request.uri = '/index.html'");
    expect(fn.Properties.FunctionCode).toContain("if (request.uri === '/') {\n    request.uri = '/landing.html';");
  });

  it('does not turn API 403/404 answers into index.html (no distribution-wide error responses)', () => {
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('logs viewer requests to the access log bucket', () => {
    expect(distribution.Logging).toMatchObject({ Prefix: 'cloudfront/' });
  });

  it('routes the API paths of the spec to the HTTP API origin with caching off and all methods', () => {
    const expected = [
      '/api-*',
      '/backendUsers*',
      '/login-validate/*',
      '/validateCode/*',
      '/cas-url',
      '/delete-session',
      '/getFoundationUrl',
    ];
    expect(apiPathPatterns(functionCatalogue.filter((d) => d.kind === 'http')).sort()).toEqual([...expected].sort());
    for (const pattern of expected) {
      const behavior = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === pattern);
      expect(behavior, pattern).toBeDefined();
      expect(originDomain(behavior.TargetOriginId)).toContain('sia-dev-api');
      expect(behavior.AllowedMethods).toHaveLength(7);
      expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad'); // CachingDisabled
      expect(behavior.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac'); // AllViewerExceptHostHeader
      expect(behavior.ViewerProtocolPolicy).toBe('https-only');
    }
  });

  it('caches the public content images ahead of /api-*, as long as the function says, keyed on the path alone', () => {
    const patterns = distribution.CacheBehaviors.map((b: { PathPattern: string }) => b.PathPattern);
    expect(patterns.indexOf('/api-content/public/images/*')).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf('/api-content/public/images/*')).toBeLessThan(patterns.indexOf('/api-*'));
    const behavior = distribution.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/api-content/public/images/*',
    );
    expect(originDomain(behavior.TargetOriginId)).toContain('sia-dev-api');
    expect(behavior).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'https-only' });
    expect(behavior.OriginRequestPolicyId).toBeUndefined();
    const [[id, policy]] = resourcesOfType(web, 'AWS::CloudFront::CachePolicy');
    expect(behavior.CachePolicyId).toEqual({ Ref: id });
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: 0,
      DefaultTTL: 0,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
  });

  it('routes /sia-equipment-websocket to the WebSocket API origin over TLS 1.2', () => {
    const behavior = distribution.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === '/sia-equipment-websocket',
    );
    expect(originDomain(behavior.TargetOriginId)).toContain('sia-dev-realtime');
    expect(behavior.CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
    for (const origin of distribution.Origins.filter((o: { CustomOriginConfig?: unknown }) => o.CustomOriginConfig)) {
      expect(origin.CustomOriginConfig).toEqual({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
    }
  });
});

describe('site deployment', () => {
  const deployments = resourcesOfType(web, 'Custom::CDKBucketDeployment').map(([, d]) => d.Properties);

  it('writes /config.json next to the site with no-cache and invalidates it', () => {
    const config = deployments.find((d) => JSON.stringify(d.DistributionPaths) === '["/config.json"]');
    expect(config).toBeDefined();
    expect(config!.SystemMetadata).toEqual({ 'cache-control': 'no-cache', 'content-type': 'application/json' });
    expect(config!.Prune).toBe(false);
    const markers = JSON.stringify(config!.SourceMarkers);
    expect(markers).toContain('UserPool');
    expect(markers).toContain('DomainName');
  });

  it('keeps config.json when the site is redeployed and pruned', () => {
    const pages = deployments.find((d) => d.Prune === true)!;
    expect(pages.Exclude).toContain('config.json');
  });

  it('fills config.json with the WebRuntimeConfigSchema fields: same-origin API and wss on the distribution', () => {
    const body = webRuntimeConfig({
      config: dev.config,
      userPoolId: 'ap-southeast-1_abc',
      userPoolClientId: 'client',
      distributionDomainName: 'd123.cloudfront.net',
    });
    expect(z.strictObject(WebRuntimeConfigSchema.shape).parse(body)).toEqual({
      stage: 'dev',
      region: 'ap-southeast-1',
      userPoolId: 'ap-southeast-1_abc',
      userPoolClientId: 'client',
      apiBaseUrl: '',
      websocketUrl: 'wss://d123.cloudfront.net/sia-equipment-websocket',
    });
  });

  it('keeps the site bucket private and TLS-only', () => {
    for (const [, bucket] of resourcesOfType(web, 'AWS::S3::Bucket')) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toMatchObject({
        BlockPublicAcls: true,
        RestrictPublicBuckets: true,
      });
    }
  });
});

describe('web application firewall', () => {
  const prod = synthStage('prod');
  const edge = prod.stacks.edge!;
  const firewall = prod.template('edge');

  it('is a CLOUDFRONT web ACL in us-east-1 with the common and known-bad-inputs rule groups and a per-address rate rule', () => {
    expect(edge.region).toBe('us-east-1');
    const [[, acl]] = resourcesOfType(firewall, 'AWS::WAFv2::WebACL');
    expect(acl.Properties).toMatchObject({ Name: 'sia-prod-edge', Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const rules = acl.Properties.Rules as { Name: string; Action?: unknown; Statement: Record<string, any> }[];
    expect(rules.find((rule) => rule.Name === 'requests-per-address')).toMatchObject({
      Action: { Block: {} },
      Statement: { RateBasedStatement: { Limit: 2000, AggregateKeyType: 'IP' } },
    });
    const groups = rules.flatMap((rule) => rule.Statement.ManagedRuleGroupStatement ?? []);
    expect(groups.map((group: { Name: string }) => group.Name)).toEqual([
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    // Bodies over 8 KB are counted, not blocked: imports and long texts are normal requests here.
    expect(groups[0].RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);
  });

  it('logs what it blocks to an aws-waf-logs- group, without the Authorization header', () => {
    const [[, logging]] = resourcesOfType(firewall, 'AWS::WAFv2::LoggingConfiguration');
    expect(logging.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    expect(logging.Properties.LoggingFilter.DefaultBehavior).toBe('DROP');
    firewall.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-sia-prod' });
  });

  it('fronts the whole distribution — console, API and WebSocket behaviours — on prod; dev has none', () => {
    const [[, prodDistribution]] = resourcesOfType(prod.template('web'), 'AWS::CloudFront::Distribution');
    expect(JSON.stringify(prodDistribution.Properties.DistributionConfig.WebACLId)).toContain('sia-prod-edge');
    expect(distribution.WebACLId).toBeUndefined();
    expect(dev.stacks.edge).toBeUndefined();
  });
});
