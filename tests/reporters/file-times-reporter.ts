// A Vitest reporter that keeps how long each test file took, set-up hooks included (a browser file's server
// start, an API file's database), in test-results/file-times/<projects>[-postgres].json. The CI's closing
// report (scripts/ci-report.mjs) lists the slowest files of every run from these.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export interface FileTime {
  project: string;
  file: string;
  seconds: number;
}

export const fileTimesFolder = 'test-results/file-times';

export default class FileTimesReporter implements Reporter {
  private root = process.cwd();
  private readonly times: FileTime[] = [];
  private projects: string[] = [];

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
    this.projects = vitest.projects.map((project) => project.name);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const { prepareDuration, setupDuration, collectDuration, duration } = testModule.diagnostic();
    this.times.push({
      project: testModule.project.name,
      file: relative(this.root, testModule.moduleId),
      seconds: (prepareDuration + setupDuration + collectDuration + duration) / 1000,
    });
  }

  onTestRunEnd(): void {
    const engine = process.env.DATABASE_URL ? '-postgres' : '';
    const folder = join(this.root, fileTimesFolder);
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, `${this.projects.join('+')}${engine}.json`),
      `${JSON.stringify(this.times, null, 2)}\n`,
    );
  }
}
