import { Construct } from 'constructs';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { StageConfig } from '../config/stage-config.js';
import { websocketPath, type FunctionDefinition } from '../definitions/function-catalogue.js';
import type { WebRuntimeConfig } from '../../shared/schemas/session.js';
import { CONTENT_IMAGE_PATH } from '../../shared/constants/content-rules.js';
import { AccessLogBucket } from './access-log-bucket.js';
import { parseRouteKey } from './catalogue-http-api.js';
import { repositoryRoot } from './repository-root.js';

export interface ConsoleSiteProps {
  readonly config: StageConfig;
  readonly httpApi: apigwv2.IHttpApi;
  readonly websocketApi: apigwv2.IWebSocketApi;
  /** Stage name of the WebSocket API; equal to the console's WebSocket path without the slash. */
  readonly websocketStageName: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The HTTP catalogue entries; their route prefixes become CloudFront behaviours. */
  readonly httpFunctions: readonly FunctionDefinition[];
  /** Directory of the built console; a placeholder page is deployed when it has no index.html. */
  readonly siteDirectory?: string;
  /** The web ACL in front of the distribution (the edge stack's), when the stage has one. */
  readonly webAclArn?: string;
  /** More behaviours by path pattern (deployed apps' `/apps/*`, docs/deployments.md "Drivers"). */
  readonly extraBehaviors?: Readonly<Record<string, cloudfront.BehaviorOptions>>;
}

/**
 * CloudFront path patterns that go to the HTTP API, derived from the catalogue
 * so a new prefix is routed the moment it is catalogued: every `/api-…` prefix
 * collapses into `/api-*`; a prefix with both `/x` and deeper routes becomes
 * `/x*`; one with only deeper routes `/x/*`; a single-segment route stays exact.
 */
export function apiPathPatterns(definitions: readonly FunctionDefinition[]): string[] {
  const paths = definitions.flatMap((d) => [...d.routes, ...d.publicRoutes]).map((key) => parseRouteKey(key).path);
  const byPrefix = new Map<string, string[]>();
  for (const routePath of paths) {
    const first = routePath.split('/').filter(Boolean)[0] ?? '';
    byPrefix.set(first, [...(byPrefix.get(first) ?? []), routePath]);
  }
  const patterns = new Set<string>();
  for (const [prefix, prefixPaths] of byPrefix) {
    const exact = prefixPaths.includes(`/${prefix}`);
    const deeper = prefixPaths.some((p) => p.startsWith(`/${prefix}/`));
    if (prefix.startsWith('api-')) patterns.add('/api-*');
    else if (exact && deeper) patterns.add(`/${prefix}*`);
    else if (deeper) patterns.add(`/${prefix}/*`);
    else patterns.add(`/${prefix}`);
  }
  return [...patterns];
}

/**
 * The one API path CloudFront caches: the portal's uploaded content images (docs/portal.md "Images"), public and
 * under names never reused, which the landing page shows to every visitor. Listed before `/api-*`, which would
 * otherwise take it (CloudFront takes the first pattern that matches).
 */
export const contentImagesPathPattern = `${CONTENT_IMAGE_PATH}*`;

/** The body of `/config.json`: one web build serves every stage and reads its endpoints from here. */
export function webRuntimeConfig(props: {
  readonly config: StageConfig;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly distributionDomainName: string;
}): WebRuntimeConfig {
  return {
    stage: props.config.stage,
    region: props.config.region,
    userPoolId: props.userPoolId,
    userPoolClientId: props.userPoolClientId,
    apiBaseUrl: '',
    websocketUrl: `wss://${props.distributionDomainName}${websocketPath}`,
  };
}

/**
 * Rewrites `/` to the pre-rendered landing page (/landing.html, written by web/scripts/write-landing.ts) and other
 * client-side routes (no file extension) to /index.html on the site
 * behaviour only. A distribution-wide 403/404 → index.html error response would
 * also swallow the API's own 403/404 JSON answers, so the SPA fallback lives here.
 */
const spaRoutingCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (request.uri === '/') {
    request.uri = '/landing.html';
  } else if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

const placeholderPage =
  '<!doctype html><html><head><meta charset="utf-8"><title>SIA console</title></head>' +
  '<body><p>The console has not been built yet. Run <code>npm run build:web</code> and deploy again.</p></body></html>';

/**
 * The console: a private S3 bucket behind CloudFront (Origin Access Control),
 * the API and WebSocket paths routed to API Gateway on the same domain, and
 * `/config.json` written next to the site with this stage's endpoints.
 */
export class ConsoleSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: ConsoleSiteProps) {
    super(scope, id);
    const { config } = props;
    if (`/${props.websocketStageName}` !== websocketPath) {
      throw new Error(`WebSocket stage "${props.websocketStageName}" must equal the console path ${websocketPath}`);
    }
    const stack = Stack.of(this);
    const logs = new AccessLogBucket(this, 'AccessLogs', { config, forCloudFront: true }).bucket;

    this.bucket = new s3.Bucket(this, 'SiteBucket', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site-bucket/',
      // The site is rebuilt from source on every deploy; nothing here needs keeping.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      functionName: `sia-${config.stage}-spa-routing`,
      comment: 'Serves landing.html for / and index.html for client-side routes',
      code: cloudfront.FunctionCode.fromInline(spaRoutingCode),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });

    const executeApiDomain = (apiId: string) => `${apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    const apiOriginOptions = {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    };
    const passThrough: cloudfront.BehaviorOptions = {
      origin: new origins.HttpOrigin(executeApiDomain(props.httpApi.apiId), apiOriginOptions),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // API Gateway routes on its own Host name, so every viewer header but Host is forwarded.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
    };
    // The function's cache-control decides how long (none on an error): nothing of the viewer's request is in the
    // key or forwarded, so API Gateway still gets its own Host and one cached copy serves every visitor.
    const contentImagesCache = new cloudfront.CachePolicy(this, 'ContentImagesCache', {
      cachePolicyName: `sia-${config.stage}-content-images`,
      comment: 'Public content images: as long as the origin says',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
    });
    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {
      [contentImagesPathPattern]: {
        origin: passThrough.origin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: contentImagesCache,
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
      },
      ...Object.fromEntries(apiPathPatterns(props.httpFunctions).map((pattern) => [pattern, passThrough])),
    };
    Object.assign(additionalBehaviors, props.extraBehaviors);
    additionalBehaviors[websocketPath] = {
      ...passThrough,
      origin: new origins.HttpOrigin(executeApiDomain(props.websocketApi.apiId), apiOriginOptions),
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
      responseHeadersPolicy: undefined,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `SIA console (${config.stage})`,
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: cloudfront.ResponseHeadersPolicy.SECURITY_HEADERS,
        functionAssociations: [{ function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        compress: true,
      },
      additionalBehaviors,
      webAclId: props.webAclArn,
    });

    const siteDirectory = props.siteDirectory ?? path.join(repositoryRoot, 'web', 'dist');
    const siteSource = fs.existsSync(path.join(siteDirectory, 'index.html'))
      ? s3deploy.Source.asset(siteDirectory)
      : s3deploy.Source.data('index.html', placeholderPage);

    // Hashed build assets never change under their name: cache for a year, never prune (open tabs may still load them).
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [siteSource],
      destinationBucket: this.bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      memoryLimit: 512,
    });
    // Everything else (index.html, public files) revalidates on every load; stale files are pruned.
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [siteSource],
      destinationBucket: this.bucket,
      exclude: ['assets/*', 'config.json'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);

    new s3deploy.BucketDeployment(this, 'DeployRuntimeConfig', {
      sources: [
        s3deploy.Source.jsonData(
          'config.json',
          webRuntimeConfig({
            config,
            userPoolId: props.userPoolId,
            userPoolClientId: props.userPoolClientId,
            distributionDomainName: this.distribution.distributionDomainName,
          }),
        ),
      ],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [s3deploy.CacheControl.noCache()],
      contentType: 'application/json',
      distribution: this.distribution,
      distributionPaths: ['/config.json'],
      // Same memory as the other deployments so all three share one handler function.
      memoryLimit: 512,
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The console serves a global user base; no country is restricted by the spec.',
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                "The stage's config turns the web ACL off (dev: no us-east-1 resources, no WAF charges); throttling on both API stages bounds abuse. Test and prod have it (docs/operations.md).",
            },
          ]),
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'Stages have no custom domain, so the distribution uses the default *.cloudfront.net certificate whose viewer TLS policy CloudFront fixes; origins are HTTPS-only with TLS 1.2. Add a certificate and TLS_V1_2_2021 with a domain.',
      },
    );
  }
}
