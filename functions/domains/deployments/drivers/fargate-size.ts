/** A Fargate task size: CPU units (1,024 per vCPU) and memory in MiB. */
export interface FargateSize {
  readonly cpu: number;
  readonly memory: number;
}

/** Fargate's CPU values with the memory each allows: from, to and the step (AWS ECS task size table). */
const SIZES: readonly { cpu: number; min: number; max: number; step: number; also?: readonly number[] }[] = [
  { cpu: 256, min: 1024, max: 2048, step: 1024, also: [512] },
  { cpu: 512, min: 1024, max: 4096, step: 1024 },
  { cpu: 1024, min: 2048, max: 8192, step: 1024 },
  { cpu: 2048, min: 4096, max: 16384, step: 1024 },
  { cpu: 4096, min: 8192, max: 30720, step: 1024 },
  { cpu: 8192, min: 16384, max: 61440, step: 4096 },
  { cpu: 16384, min: 32768, max: 122880, step: 8192 },
];

/**
 * The smallest valid Fargate size that gives at least the plan's CPU cores and memory: the CPU rounded up to a
 * Fargate value, the memory up to that value's next allowed step (a larger CPU when the memory needs it). A plan
 * above the largest size gets the largest.
 */
export function fargateSize(cpuCores: number, memoryMb: number): FargateSize {
  const units = Math.max(1, Math.ceil(cpuCores * 1024));
  const memory = Math.max(1, Math.ceil(memoryMb));
  for (const size of SIZES) {
    if (size.cpu < units || size.max < memory) continue;
    const allowed = [...(size.also ?? [])];
    for (let value = size.min; value <= size.max; value += size.step) allowed.push(value);
    return { cpu: size.cpu, memory: allowed.find((value) => value >= memory)! };
  }
  const largest = SIZES[SIZES.length - 1];
  return { cpu: largest.cpu, memory: largest.max };
}
