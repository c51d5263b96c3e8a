// Reads a task description (the prompt, a ticket) for what the runner can use: commands named
// in its acceptance criteria ("`npm test` passes", "run make check", fenced shell blocks) and a
// short title. English and French headings, since the developers write both.
import { isVerificationCommand } from './commands';

const CRITERIA_HEADING =
  /^\s*(?:#+\s*|\*\*)?(?:acceptance criteria|definition of done|test plan|how to test|verification|verify|crit[eè]res? d['’]acceptation|comment tester|v[ée]rification|plan de test)\b.*$/im;
const RUN_PHRASE =
  /\b(?:run|running|execute|exécuter|lancer|lance|passer)\s+((?:npm|pnpm|yarn|npx|make|pytest|python3? -m \w+|go test|cargo \w+|mvn|\.\/gradlew|node --test)[^\n.;,)"]*)/gi;

// Prose after the command: "run make check before merging", "lancer npm test et vérifier".
const STOP_WORDS = /\s+(?:before|after|and|then|to|until|once|avant|après|et|puis|pour|jusqu)\b.*$/i;

/** Commands the task names explicitly, in order of appearance; acceptance criteria first. */
export function commandsFromTask(task: string): string[] {
  if (!task) return [];
  const found: string[] = [];
  const add = (c: string) => {
    const cmd = c.trim().replace(/^\$\s*/, '');
    if (cmd && isVerificationCommand(cmd) && !found.includes(cmd)) found.push(cmd);
  };
  const m = CRITERIA_HEADING.exec(task);
  const sections = m ? [task.slice(m.index), task] : [task];
  for (const text of sections) {
    for (const block of text.matchAll(/```(?:sh|bash|shell|console|zsh)?\n([\s\S]*?)```/g))
      for (const line of block[1].split('\n')) add(line);
    for (const inline of text.matchAll(/`([^`\n]{2,200})`/g)) add(inline[1]);
    for (const phrase of text.matchAll(RUN_PHRASE)) add(phrase[1].replace(STOP_WORDS, ''));
  }
  return found;
}

/** A one-line title from the task's first meaningful line, or undefined. */
export function titleFromTask(task: string): string | undefined {
  for (const raw of task.split('\n')) {
    const line = raw
      .replace(/^[#>*\-\s]+/, '')
      .replace(/[`*_]/g, '')
      .trim();
    if (line.length < 4 || /^(?:acceptance criteria|context|description)\b/i.test(line)) continue;
    const sentence = line.split(/(?<=[.!?])\s/)[0].replace(/[.:;]+$/, '');
    return sentence.length > 90 ? `${sentence.slice(0, 87).trimEnd()}…` : sentence;
  }
  return undefined;
}
