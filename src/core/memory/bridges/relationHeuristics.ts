// How two related threads relate, when no language model types the bridge: a fork is a
// child; a contradiction found by the evolve heuristics (opposite directives, opposite
// choices, success vs error on one subject) contradicts; explicit wording of replacement or
// dependency (en/fr/ru) replaces or depends; anything else extends.
import { contradicts } from '../../evolve/contradiction';
import type { RelationType } from '../threads/types';

const REPLACES =
  /\b(instead of|replac(e|es|ed|ing)|supersed\w*|switch(ed)? (from|to)|migrat\w* (from|to)|deprecat\w*|à la place|au lieu d|remplac\w*|plutôt que)\b|вместо|замен\w*/iu;
const DEPENDS =
  /\b(depends? on|dependent on|requires?|required by|blocked by|needs? .{0,30}first|prerequisite|once .{0,40} (is|are) done|dépend\w*|nécessite\w*|bloqué par|avant de)\b|завис\w*|требу\w*|сначала/iu;

export interface RelationGuess {
  type: RelationType;
  reason: string;
}

export function guessRelation(
  newText: string,
  otherTexts: string[],
  otherTitle: string,
  shared: string[],
): RelationGuess {
  for (const other of otherTexts) {
    const c = contradicts({ text: newText }, { text: other });
    if (c) return { type: 'contradicts', reason: `${c.detail} ("${other.slice(0, 80)}")` };
  }
  const about = shared.length ? ` (shared: ${shared.slice(0, 4).join(', ')})` : '';
  if (REPLACES.test(newText))
    return { type: 'replaces', reason: `speaks of replacing what "${otherTitle}" covers${about}` };
  if (DEPENDS.test(newText)) return { type: 'depends', reason: `states a dependency on "${otherTitle}"${about}` };
  return { type: 'extends', reason: `continues the subject of "${otherTitle}"${about}` };
}

/** The type a bridge propagated through two hops keeps: only chains of one kind stay that kind. */
export function composeRelation(first: RelationType, second: RelationType): RelationType {
  if (first === second && first !== 'contradicts') return first;
  return 'extends';
}
