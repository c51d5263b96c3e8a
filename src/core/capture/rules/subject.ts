// Whose obligation a "must" is: a thing of the work (commit messages, tests, code: how to work) or
// a thing of the product (the API, the page, the user: what to build).
import { hasStem, stemSet } from '../../text/stem';

// Things of the work, whose "must" is how to work: commit messages, branches, tests, code, files …
const WORK_NOUNS = stemSet(
  `commit message branch pr test code function method variable class file module component migration changelog readme doc
   docs comment import dependency package build ci pipeline deploy release tag lint style format name log script type
   branche fonction fichier composant commentaire dépendance déploiement version nom
   коммит сообщение ветка тест код функция переменная файл компонент миграция документация комментарий зависимость сборка
   деплой релиз имя название лог`,
);

/** A word of the phrase names a thing of the work ("the commit message", "les tests"), not of the product. */
export const namesWork = (phrase: string) => phrase.split(/\s+/).some((w) => hasStem(WORK_NOUNS, w));

/** The one who works: the user, the team, this assistant ("you", "we", "the agent", "Claude"). */
const WORKER =
  /^(?:you|tu|vous|ты|вы|we|on|nous|мы|i|je|я|(?:the |an? |this |l'|le |ce )?(?:assistant|agent|ai|claude|llm|ия|ассистент|агент))$/iu;

/**
 * "The API MUST return 404", "Each invoice NEVER changes once sent": a subject of one to four
 * words that is neither the one who works nor a thing of the work, before the constraint word.
 */
export function productSubject(before: string): boolean {
  const subject = before
    .replace(/^[\s>*_#-]*(?:[^:.!?]{1,40}:\s*)?/u, '')
    .replace(/[*_`]/g, '')
    .trim();
  const words = subject.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4 || WORKER.test(subject)) return false;
  // "Tests MUST pass", "All commits MUST …", "Code SHALL …": how to work.
  return !namesWork(subject);
}
