import { Construct } from 'constructs';
import { Aws, Duration, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { StageConfig } from '../config/stage-config.js';
import { AccessLogBucket } from './access-log-bucket.js';
import { dataBucketName, privateBucketProps } from './data-bucket.js';

export interface DeployedAppsSiteProps {
  readonly config: StageConfig;
}

/** The CloudFront path pattern of deployed apps (`/apps/{namespace}/{appCode}/…`). */
export const appsPathPattern = '/apps/*';

/**
 * The origin-request function of `/apps/*` (Lambda@Edge, no environment: the bucket is written into the code). It
 * reads the app's pointer (`apps/{namespace}/{appCode}/current.json`, cached five seconds per instance) as the local
 * gateway does (infra/local/gateway/deployed-apps.ts): none is 404 and a stopped app 503, each a plain page; a
 * static app's request goes to its revision's folder (`index.html` for a folder or an extension-less route); a
 * container app's to the load balancer the pointer names, its prefix stripped and `X-Sia-App` set for its rule.
 */
const edgeCode = (bucket: string, region: string) => `'use strict';
const { S3Client, GetObjectCommand } = require('@aws-sdk/client-s3');
const s3 = new S3Client({ region: '${region}' });
const BUCKET = '${bucket}';
const APP = /^\\/apps\\/([a-z0-9][a-z0-9_-]*)\\/([a-z0-9][a-z0-9_-]*)(\\/.*)?$/;
const cache = new Map();
const page = (status, title, text) => ({
  status: String(status),
  headers: {
    'content-type': [{ key: 'Content-Type', value: 'text/html; charset=utf-8' }],
    'cache-control': [{ key: 'Cache-Control', value: 'no-store' }],
  },
  body: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' + title + '</title></head>' +
    '<body style="font-family:sans-serif;margin:3rem"><h1>' + title + '</h1><p>' + text + '</p></body></html>',
});
async function pointerOf(prefix) {
  const hit = cache.get(prefix);
  if (hit && Date.now() - hit.at < 5000) return hit.pointer;
  let pointer;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: prefix + 'current.json' }));
    pointer = JSON.parse(await object.Body.transformToString());
  } catch (error) {
    if (error.name !== 'NoSuchKey' && error.name !== 'AccessDenied') throw error;
  }
  cache.set(prefix, { at: Date.now(), pointer });
  return pointer;
}
exports.handler = async (event) => {
  const request = event.Records[0].cf.request;
  const match = APP.exec(request.uri);
  if (!match) return page(404, 'Not found', 'No app here.');
  const [, namespace, code, rest] = match;
  const base = '/apps/' + namespace + '/' + code;
  if (!rest) {
    const query = request.querystring ? '?' + request.querystring : '';
    return { status: '301', headers: { location: [{ key: 'Location', value: base + '/' + query }] } };
  }
  const pointer = await pointerOf(base.slice(1) + '/');
  if (!pointer) return page(404, 'No app here', 'No app is deployed at ' + base + '/.');
  if (pointer.stopped) return page(503, 'App stopped', 'This app is stopped. Its enterprise can start it again in the console.');
  if (pointer.mode === 'static') {
    if (request.method !== 'GET' && request.method !== 'HEAD') return page(405, 'Method not allowed', 'A static app answers GET and HEAD only.');
    const file = rest.endsWith('/') ? rest + 'index.html' : /\\.[A-Za-z0-9]+$/.test(rest) ? rest : '/index.html';
    request.uri = base + '/r' + pointer.revision + file;
    return request;
  }
  if (!pointer.origin) return page(503, 'App not running', 'This app has no running container.');
  request.origin = { custom: { domainName: pointer.origin, port: 80, protocol: 'http', path: '', sslProtocols: ['TLSv1.2'], readTimeout: 30, keepaliveTimeout: 5, customHeaders: {} } };
  request.headers['host'] = [{ key: 'Host', value: pointer.origin }];
  request.headers['x-sia-app'] = [{ key: 'X-Sia-App', value: namespace + '/' + code }];
  request.headers['x-forwarded-prefix'] = [{ key: 'X-Forwarded-Prefix', value: base }];
  request.uri = rest;
  return request;
};
`;

/**
 * Deployed apps on the console's domain (docs/deployments.md "Drivers"): the apps bucket (private, read by
 * CloudFront through Origin Access Control) and the `/apps/*` behaviour, whose Lambda@Edge origin-request function
 * follows each app's pointer to its static revision or its container's load balancer. Nothing is cached: a stop
 * takes effect at once, and container apps answer per visitor.
 */
export class DeployedAppsSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly edgeFunction: cloudfront.experimental.EdgeFunction;
  /** The behaviour to add to the distribution under `appsPathPattern`. */
  readonly behavior: cloudfront.BehaviorOptions;

  constructor(scope: Construct, id: string, props: DeployedAppsSiteProps) {
    super(scope, id);
    const { config } = props;
    const accessLogs = new AccessLogBucket(this, 'AccessLogs', { config }).bucket;
    this.bucket = new s3.Bucket(this, 'Bucket', privateBucketProps(config, config.names.appsBucket, accessLogs));

    // Lambda@Edge lives in us-east-1: the bucket's name is spelled with the stage's region, not that stack's.
    const bucketName = `${config.names.appsBucket}-${Aws.ACCOUNT_ID}-${config.region}`;
    this.edgeFunction = new cloudfront.experimental.EdgeFunction(this, 'Router', {
      functionName: `sia-${config.stage}-apps-router`,
      // CDK's us-east-1 stack for it, named like the stage's others.
      stackId: `sia-${config.stage}-apps-edge`,
      description: "Routes deployed apps' visits by their pointer (docs/deployments.md)",
      runtime: lambda.Runtime.NODEJS_22_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline(edgeCode(bucketName, config.region)),
      memorySize: 256,
      timeout: Duration.seconds(10),
    });
    this.edgeFunction.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [`arn:${Aws.PARTITION}:s3:::${bucketName}/apps/*/current.json`],
      }),
    );

    this.behavior = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      edgeLambdas: [
        {
          functionVersion: this.edgeFunction.currentVersion,
          eventType: cloudfront.LambdaEdgeEventType.ORIGIN_REQUEST,
        },
      ],
      compress: true,
    };

    // The function and its role live in CDK's us-east-1 stack: acknowledged there.
    Validations.of(this.edgeFunction.lambda).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'Lambda@Edge writes its logs in every edge region; the managed policy covers exactly that.',
      },
      { id: 'AwsSolutions-L1', reason: "Lambda@Edge's newest supported Node.js runtime for origin-request functions." },
      {
        id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::${config.names.appsBucket}-<AWS::AccountId>-${config.region}/apps/*/current.json]`,
        reason: "Apps' pointers are named per tenant space and app at runtime; the grant reads only pointers.",
      },
    );
  }
}

/** The apps bucket's name, as the drivers' functions import it (`APPS_BUCKET`). */
export const appsBucketName = (config: StageConfig) => dataBucketName(config.names.appsBucket);
