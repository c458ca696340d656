import { createInterface } from 'node:readline';

/**
 * Asks one question on the terminal and reads one line; with `hidden` (passwords) nothing typed is echoed. Piped
 * input is read as one line, for scripted use.
 */
export function ask(question: string, { hidden = true }: { hidden?: boolean } = {}): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY && hidden) {
    // Keep the typed password off the screen: echo nothing after the question.
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      if (process.stdin.isTTY && hidden) process.stdout.write('\n');
      resolve(answer);
    });
  });
}
