// GuardCode (docs/seeds/003.md §10): three standing reminders, each a setting, included in what
// is given to assistants (instruction files and the chat participant's prompt).
export interface GuardcodeSettings {
  enforcePlanMode: boolean;
  warnQuickSolutions: boolean;
  requireAllChoices: boolean;
}

export const DEFAULT_GUARDCODE: GuardcodeSettings = {
  enforcePlanMode: true,
  warnQuickSolutions: true,
  requireAllChoices: true,
};

const REMINDERS: Record<keyof GuardcodeSettings, string> = {
  enforcePlanMode:
    'For a complex task (several files, steps or unknowns), write a short plan and get it confirmed before implementing.',
  warnQuickSolutions:
    'Simple is not automatically better: before proposing a quick fix, check that it addresses the root cause and does not hide the problem.',
  requireAllChoices:
    'When several approaches are viable, present them with their trade-offs instead of silently picking one.',
};

export function guardcodeReminders(s: GuardcodeSettings): string[] {
  return (Object.keys(REMINDERS) as Array<keyof GuardcodeSettings>).filter((k) => s[k]).map((k) => REMINDERS[k]);
}
