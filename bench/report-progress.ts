/** Progress goes to stderr so that stdout carries the table only. */
export function reportProgress(line: string): void {
  process.stderr.write(`bench: ${line}\n`);
}
