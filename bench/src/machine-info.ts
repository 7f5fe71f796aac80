import os from 'node:os';

/** What the figures were measured on. */
export interface MachineInfo {
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  nodeVersion: string;
  system: string;
  /** 1, 5 and 15 minute load averages: other work on the machine skews the figures. */
  loadAverage: number[];
}

export function describeMachine(): MachineInfo {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    nodeVersion: process.version,
    system: `${os.type()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg(),
  };
}
