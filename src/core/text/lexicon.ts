// Small bilingual (en/fr) vocabulary that turns stems into concepts and recognises the words
// that carry stance rather than subject: negations, directives, outcomes, praise and the
// boilerplate of observation texts ("user asks", "utilisateur demande").
import { NAMING_STYLES } from './normalize';
import { stem, stemVariants } from './stem';

/** The stems of listed words in whichever language a text using them is stemmed. */
const stemsOf = (words: string): string[] => words.split(/\s+/).filter(Boolean).flatMap(stemVariants);
const stems = (words: string): ReadonlySet<string> => new Set(stemsOf(words));

/** Stem -> concept, so English and French phrasings (and synonyms) meet. */
export const CONCEPTS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    naming: 'name names named naming nom noms nommage nommer nomme',
    function: 'function functions func method methods fonction fonctions méthode méthodes',
    variable: 'variable variables var vars',
    error: 'error errors err erreur erreurs',
    run: 'run runs running ran launch launched launching execute executed executing execution lancer lance lancé lancés exécuter exécute exécutés exécution',
    file: 'file files fichier fichiers',
    doc: 'doc docs document documents documentation docstring docstrings',
    review: 'review reviews reviewed revue relecture relire',
    deploy: 'deploy deployed deploying deployment déploiement déployer déployé',
    add: 'add added adding ajout ajouter ajoute ajouté',
    delete: 'delete deleted deleting remove removed removing supprimer supprime supprimé',
    simplify: 'simplify simplified simplification simplifier simplifie simplifié',
    comment: 'comment comments commentaire commentaires',
    verify: 'verify verified verification check checks checked checking vérifier vérifie vérifié vérification',
    write: 'write writes writing written wrote écrire écrit écris écrits',
    small: 'petit petite petits petites',
    short: 'court courte courts courtes',
    pass: 'green vert verts réussi réussie réussite succès success',
    fail: 'red rouge rouges échoue échoué échouer échec cassé casse casser broken crash crashed crashes',
    branch: 'branch branches branche',
  })
    .flatMap(([concept, words]) => stemsOf(words).map((s) => [s, concept] as [string, string]))
    .concat(loanwords()),
);

/**
 * English words of development that French messages use as they are, and that the French
 * stemmer cuts as if they were French ("commit" -> "comm", "docker" -> "dock"): their French
 * stem is read as their English one, so "avant commit" meets "before committing".
 */
function loanwords(): Array<[string, string]> {
  const words =
    'commit commits server servers docker component components container containers setting settings query queries install linter';
  return words
    .split(' ')
    .map((w) => [stem(w, 'fr'), stem(w, 'en')] as [string, string])
    .filter(([fr, en]) => fr !== en);
}

/** Concepts that describe an outcome: grouped as subject, weighed lightly. */
export const OUTCOME_CONCEPTS: ReadonlySet<string> = new Set(['pass', 'fail']);

/** Folded negation words. "ne" alone counts only when no pas/jamais/rien follows (see polarity). */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'nobody',
  'without',
  'avoid',
  'avoids',
  'avoided',
  'avoiding',
  'stop',
  'forgot',
  'forget',
  'forgotten',
  'skip',
  'skipped',
  'skipping',
  'missing',
  'dont',
  'cannot',
  'ne',
  'pas',
  'jamais',
  'sans',
  'aucun',
  'aucune',
  'rien',
  'non',
  'eviter',
  'evite',
  'evites',
  'evitez',
  'arrete',
  'arreter',
  'oublie',
  'oublies',
  'oubliee',
  'oublier',
  'manque',
  'manquant',
]);
export const NEGATION_OF_NE: ReadonlySet<string> = new Set([
  'pas',
  'jamais',
  'rien',
  'plus',
  'aucun',
  'aucune',
  'personne',
  'guere',
]);

/** Folded words that make a stance explicit without negating it. */
export const DIRECTIVES: ReadonlySet<string> = new Set([
  'always',
  'must',
  'need',
  'needs',
  'required',
  'require',
  'requires',
  'prefer',
  'prefers',
  'preferred',
  'remember',
  'systematically',
  'mandatory',
  'toujours',
  'faut',
  'doit',
  'doivent',
  'prefere',
  'preferer',
  'preferez',
  'systematiquement',
  'obligatoire',
  'rappelle',
  'exige',
]);

/** Words of praise: they say the thing was good, not what it was. */
export const PRAISE: ReadonlySet<string> = new Set([
  'apprecie',
  'appreciee',
  'apprecies',
  'appreciees',
  'appreciated',
  'liked',
  'loved',
  'valide',
  'validee',
  'valides',
  'validated',
  'approved',
  'approuve',
  'parfait',
  'perfect',
  'great',
  'bien',
]);

/** Stems of the boilerplate that observation texts are written with; they say little. */
export const META_STEMS =
  stems(`user users utilisateur dev developer developpeur ask asks asked asking demande demander want wants veut voulait
  wish prefer prefers like likes aime correction corrected corrige observed observe pattern utilise utiliser use uses used using request
  requested say says said dit tell told again encore okay ok yes oui go continue continuer done next merci thanks thank cool nice
  super lets vas image http https www`);

/** Stems of generic words that appear in most observations about code. */
export const WEAK_STEMS: ReadonlySet<string> = new Set([
  ...stemsOf('code project projet work travail change changes modifie make fait new nouveau nouvelle time fois'),
  // Light verbs: "run the tests" and "run the linter" are about tests and linter, not running.
  ...['run', 'write', ...stemsOf('do does done get put set keep have take mettre garder prendre avoir')],
]);

export const NAMING_STYLE_SET: ReadonlySet<string> = new Set(NAMING_STYLES);

/** Folded words naming what a naming convention applies to -> canonical scope. */
export const NAMING_SCOPES: ReadonlyMap<string, string> = new Map(
  (
    [
      ['variables', ['variable', 'variables', 'var', 'vars']],
      ['functions', ['function', 'functions', 'fonction', 'fonctions', 'method', 'methods', 'methode', 'methodes']],
      ['classes', ['class', 'classes', 'classe']],
      ['files', ['file', 'files', 'fichier', 'fichiers', 'filename', 'filenames']],
      ['constants', ['constant', 'constants', 'constante', 'constantes']],
      ['components', ['component', 'components', 'composant', 'composants']],
      ['types', ['type', 'types', 'interface', 'interfaces']],
      ['branches', ['branch', 'branches', 'branche']],
      ['fields', ['field', 'fields', 'champ', 'champs', 'column', 'columns', 'colonne', 'colonnes', 'table', 'tables']],
      [
        'folders',
        ['folder', 'folders', 'dossier', 'dossiers', 'directory', 'directories', 'repertoire', 'repertoires'],
      ],
      ['properties', ['property', 'properties', 'propriete', 'proprietes', 'prop', 'props']],
      [
        'parameters',
        ['parameter', 'parameters', 'parametre', 'parametres', 'param', 'params', 'argument', 'arguments'],
      ],
    ] as Array<[string, string[]]>
  ).flatMap(([scope, words]) => words.map((w) => [w, scope] as [string, string])),
);

export const SCOPE_LABEL: Record<string, { en: string; fr: string }> = {
  variables: { en: 'variables', fr: 'les variables' },
  functions: { en: 'functions', fr: 'les fonctions' },
  classes: { en: 'classes', fr: 'les classes' },
  files: { en: 'file names', fr: 'les noms de fichiers' },
  constants: { en: 'constants', fr: 'les constantes' },
  components: { en: 'components', fr: 'les composants' },
  types: { en: 'types', fr: 'les types' },
  branches: { en: 'branch names', fr: 'les noms de branches' },
  fields: { en: 'fields', fr: 'les champs' },
  folders: { en: 'folder names', fr: 'les noms de dossiers' },
  properties: { en: 'properties', fr: 'les propriétés' },
  parameters: { en: 'parameters', fr: 'les paramètres' },
};
