// Which skill a new rule belongs to: an existing skill that talks about the same things, else a
// topic skill named from the rule's vocabulary (git-workflow, testing, code-style…).
import type { Language } from '../text/language';
import { subjectTerm } from '../text/analyze';

export interface Topic {
  name: string;
  title: { en: string; fr: string };
  description: { en: string; fr: string };
  /** Words that point to this topic (matched as subject terms: stemmed, concept-mapped). */
  terms: string[];
}

export const TOPICS: readonly Topic[] = [
  {
    name: 'code-style',
    title: { en: 'Code style', fr: 'Style de code' },
    description: {
      en: 'Code style conventions (naming, formatting, structure) learned by ACT from your own work. Use when writing or reviewing code in this project.',
      fr: 'Conventions de style (nommage, formatage, structure) apprises par ACT de votre travail. À utiliser pour écrire ou relire du code dans ce projet.',
    },
    terms: [
      'naming',
      'camelcase',
      'pascalcase',
      'snake_case',
      'kebab-case',
      'screaming_snake_case',
      'format',
      'indent',
      'lint',
      'style',
      'formatting',
      'variable',
      'function',
      'type',
      'comment',
      'simplify',
      'prettier',
      'eslint',
      'import',
      'return',
    ],
  },
  {
    name: 'git-workflow',
    title: { en: 'Git workflow', fr: 'Workflow Git' },
    description: {
      en: 'Git workflow rules (commits, branches, CI) learned by ACT from your own work. Use when committing, pushing or preparing a change.',
      fr: 'Règles de workflow Git (commits, branches, CI) apprises par ACT de votre travail. À utiliser pour committer, pousser ou préparer un changement.',
    },
    terms: [
      'commit',
      'branch',
      'push',
      'merge',
      'rebase',
      'git',
      'ci',
      'pr',
      'pull',
      'squash',
      'atomique',
      'atomic',
      'message',
    ],
  },
  {
    name: 'testing',
    title: { en: 'Testing', fr: 'Tests' },
    description: {
      en: 'Testing practices learned by ACT from your own work. Use when writing, running or fixing tests.',
      fr: 'Pratiques de test apprises par ACT de votre travail. À utiliser pour écrire, lancer ou corriger des tests.',
    },
    terms: ['test', 'coverage', 'spec', 'mock', 'edge', 'assert', 'fixture', 'unit'],
  },
  {
    name: 'documentation',
    title: { en: 'Documentation', fr: 'Documentation' },
    description: {
      en: 'Documentation preferences learned by ACT from your own work. Use when writing docs, comments or READMEs.',
      fr: 'Préférences de documentation apprises par ACT de votre travail. À utiliser pour écrire de la doc, des commentaires ou des README.',
    },
    terms: ['doc', 'readme', 'inline', 'jsdoc', 'changelog', 'comment'],
  },
  {
    name: 'code-review',
    title: { en: 'Code review', fr: 'Revue de code' },
    description: {
      en: 'Code review habits learned by ACT from your own work. Use when preparing or reviewing a pull request.',
      fr: 'Habitudes de revue apprises par ACT de votre travail. À utiliser pour préparer ou relire une pull request.',
    },
    terms: ['review', 'checklist', 'approve'],
  },
  {
    name: 'error-handling',
    title: { en: 'Error handling', fr: 'Gestion des erreurs' },
    description: {
      en: 'Error-handling practices learned by ACT from your own work. Use when handling failures, exceptions and edge cases.',
      fr: "Pratiques de gestion d'erreurs apprises par ACT de votre travail. À utiliser pour gérer échecs, exceptions et cas limites.",
    },
    terms: ['error', 'exception', 'throw', 'catch', 'log', 'retry', 'timeout'],
  },
  {
    name: 'release',
    title: { en: 'Release', fr: 'Publication' },
    description: {
      en: 'Release and deployment steps learned by ACT from your own work. Use when versioning, releasing or deploying.',
      fr: 'Étapes de publication et de déploiement apprises par ACT de votre travail. À utiliser pour versionner, publier ou déployer.',
    },
    terms: ['release', 'version', 'deploy', 'tag', 'publish', 'package'],
  },
  {
    name: 'dependencies',
    title: { en: 'Dependencies', fr: 'Dépendances' },
    description: {
      en: 'Dependency management habits learned by ACT from your own work. Use when adding or upgrading packages.',
      fr: 'Habitudes de gestion des dépendances apprises par ACT de votre travail. À utiliser pour ajouter ou mettre à jour des paquets.',
    },
    terms: ['dependency', 'npm', 'install', 'upgrade', 'lockfile', 'yarn', 'pnpm'],
  },
];

export const GENERAL_TOPIC: Topic = {
  name: 'project-practices',
  title: { en: 'Project practices', fr: 'Pratiques du projet' },
  description: {
    en: 'Practices learned by ACT from your own work in this project. Use when working in this project.',
    fr: 'Pratiques apprises par ACT de votre travail sur ce projet. À utiliser pour travailler sur ce projet.',
  },
  terms: [],
};

const termCache = new Map<string, Set<string>>();
/** A topic's words as subject terms of an English or a French text, like the keywords they meet. */
function topicTerms(t: Topic): Set<string> {
  let set = termCache.get(t.name);
  if (!set)
    termCache.set(
      t.name,
      (set = new Set(t.terms.flatMap((w) => [w, subjectTerm(w, 'en') ?? w, subjectTerm(w, 'fr') ?? w]))),
    );
  return set;
}

/** The topic whose vocabulary best covers the weighted keywords (first listed wins ties). */
export function topicOf(keywords: ReadonlyArray<{ term: string; weight: number }>): Topic {
  let best: Topic = GENERAL_TOPIC;
  let bestScore = 0;
  for (const t of TOPICS) {
    const terms = topicTerms(t);
    let score = 0;
    for (const k of keywords) if (terms.has(k.term)) score += k.weight;
    if (score > bestScore + 1e-9) {
      best = t;
      bestScore = score;
    }
  }
  return best;
}

export function topicText(t: Topic, lang: Language) {
  return { title: t.title[lang], description: t.description[lang] };
}
