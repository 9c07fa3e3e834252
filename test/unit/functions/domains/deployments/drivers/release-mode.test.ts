import { describe, expect, it } from 'vitest';
import { releaseModeOf } from '../../../../../../functions/domains/deployments/drivers/release-mode.js';
import { fargateSize } from '../../../../../../functions/domains/deployments/drivers/fargate-size.js';
import { appSlug } from '../../../../../../functions/domains/deployments/drivers/visit-path.js';

describe('releaseModeOf', () => {
  it('follows the application model, then the program file', () => {
    expect(releaseModeOf({ modelCode: 'EXTERNAL_URL', url: 'https://app.example.com' })).toBe('external');
    expect(releaseModeOf({ modelCode: 'IMAGE', url: 'public.ecr.aws/nginx/nginx:1' })).toBe('image');
    expect(releaseModeOf({ modelCode: 'CLOUD_JAR', programFileKey: 'a1b2.zip', sourceTypeCode: 'JAVA8' })).toBe(
      'static',
    );
    expect(releaseModeOf({ modelCode: 'CLOUD_JAR', programFileKey: 'a1b2.JAR', sourceTypeCode: 'JAVA11' })).toBe('jar');
    expect(releaseModeOf({ modelCode: 'CLOUD_JAR', programFileKey: 'a1b2.jar', sourceTypeCode: 'NGINX' })).toBe(
      'static',
    );
  });

  it('refuses a version it cannot run, saying why', () => {
    for (const [input, reason] of [
      [{ modelCode: 'CLOUD_JAR' }, 'a cloud app needs its program file'],
      [
        { modelCode: 'CLOUD_JAR', programFileKey: 'a1b2.war' },
        'its program file must be a .jar or a .zip web bundle, not .war',
      ],
      [{ modelCode: 'CLOUD_JAR', programFileKey: 'a1b2.tar', sourceTypeCode: 'NGINX' }, 'must be a .zip file'],
      [{ modelCode: 'EXTERNAL_URL', url: ' ' }, 'an external URL app needs its URL'],
      [{ modelCode: 'IMAGE' }, 'an image app needs its image reference'],
      [{ modelCode: 'WASM' }, 'the application model WASM is not one of'],
    ] as const) {
      expect(() => releaseModeOf(input)).toThrow(
        expect.objectContaining({ statusCode: 400, message: expect.stringContaining(reason) }),
      );
    }
  });
});

describe('fargateSize', () => {
  it("rounds the plan's CPU and memory up to a valid Fargate size", () => {
    expect(fargateSize(0.25, 256)).toEqual({ cpu: 256, memory: 512 });
    expect(fargateSize(0.5, 1000)).toEqual({ cpu: 512, memory: 1024 });
    expect(fargateSize(1, 1024)).toEqual({ cpu: 1024, memory: 2048 });
    expect(fargateSize(1, 2500)).toEqual({ cpu: 1024, memory: 3072 });
    // More memory than 1 vCPU allows: the next CPU value that does.
    expect(fargateSize(1, 9000)).toEqual({ cpu: 2048, memory: 9216 });
    expect(fargateSize(8, 20_000)).toEqual({ cpu: 8192, memory: 20480 });
    expect(fargateSize(64, 500_000)).toEqual({ cpu: 16384, memory: 122880 });
  });
});

describe('appSlug', () => {
  it('takes path segments only, so a visit path and a key prefix cannot be steered', () => {
    expect(appSlug('acme01', 'demo-app')).toBe('acme01/demo-app');
    for (const [namespace, code] of [
      ['acme', '../x'],
      ['ACME', 'demo'],
      ['acme', 'demo/x'],
      ['', 'demo'],
    ])
      expect(() => appSlug(namespace, code)).toThrow('is not a path segment');
  });
});
