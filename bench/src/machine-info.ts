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

/** The machine as a report names it: CPUs, memory, system, Node and the load before the run. */
export function machineSummary(machine: MachineInfo): string {
  return (
    `${machine.cpuCount} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.system}, Node ${machine.nodeVersion}; ` +
    `load average ${machine.loadAverage.map((load) => load.toFixed(2)).join(' / ')} before the run`
  );
}

/** When and how a report's run was made, so that it can be repeated. */
export function lastRunLine(finishedAt: Date, command: string): string {
  return `Last run: ${finishedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${command}\`.`;
}
