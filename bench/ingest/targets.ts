// The ingestion targets, each printed with its figure and the ratio to its target, beside
// the pipeline's share of the floor. A target is a goal the run is compared with; the budget the
// run is judged by (report.ts: save call p99 under 100 ms, no failed posts) stays as it was.
import type { DatabaseKind } from './databases';
import type { IngestRun } from './report';

export interface Target {
  name: string;
  /** 'at least' figures pass at or above the target; 'under' figures pass below it. */
  kind: 'at least' | 'under';
  target: number;
  unit: string;
  value: (run: IngestRun) => number | null;
}

const TARGETS: Record<DatabaseKind, Target[]> = {
  postgres: [
    { name: 'links/s (burst)', kind: 'at least', target: 60, unit: 'links/s', value: (run) => run.pipeline.linksPerSecond },
    { name: 'share of the floor', kind: 'at least', target: 12, unit: '%', value: (run) => run.ratio * 100 },
    {
      name: 'CPU per post (server + PostgreSQL)',
      kind: 'under',
      target: 25,
      unit: 'ms',
      value: (run) => (run.pipeline.cpu.databaseMsPerPost === null ? null : run.pipeline.cpu.processMsPerPost + run.pipeline.cpu.databaseMsPerPost),
    },
    { name: 'save call p99 (burst)', kind: 'under', target: 50, unit: 'ms', value: (run) => run.pipeline.saveCall.p99Ms },
    { name: 'one save, idle: organised p50', kind: 'under', target: 400, unit: 'ms', value: (run) => run.pipeline.idle.saveToOrganised.p50Ms },
  ],
  pglite: [
    { name: 'links/s (burst)', kind: 'at least', target: 30, unit: 'links/s', value: (run) => run.pipeline.linksPerSecond },
    { name: 'one save, idle: organised p50', kind: 'under', target: 1000, unit: 'ms', value: (run) => run.pipeline.idle.saveToOrganised.p50Ms },
  ],
};

export interface TargetResult {
  name: string;
  kind: Target['kind'];
  target: number;
  unit: string;
  value: number | null;
  /** value / target: at least 1 passes an 'at least' target, under 1 an 'under' one. */
  ratio: number | null;
  pass: boolean;
}

export function targetsOf(run: IngestRun): TargetResult[] {
  return TARGETS[run.db].map((target) => {
    const value = target.value(run);
    const usable = value !== null && Number.isFinite(value);
    const ratio = usable ? value / target.target : null;
    const pass = usable && (target.kind === 'at least' ? value >= target.target : value < target.target);
    return { name: target.name, kind: target.kind, target: target.target, unit: target.unit, value: usable ? value : null, ratio, pass };
  });
}

export function formatTargets(run: IngestRun, label: string): string[] {
  return targetsOf(run).map((result) => {
    const value = result.value === null ? '-' : `${result.value.toFixed(result.value < 100 ? 1 : 0)} ${result.unit}`;
    const ratio = result.ratio === null ? '-' : result.ratio.toFixed(2);
    return `  ${label.padEnd(10)}  ${result.name.padEnd(34)} ${value.padStart(12)}  target ${result.kind} ${result.target} ${result.unit}: ratio ${ratio} ${result.pass ? 'MET' : 'NOT MET'}`;
  });
}
