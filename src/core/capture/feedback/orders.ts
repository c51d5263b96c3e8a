// A complaint that orders the right way says what is right instead: a correction
// (test/eval/README.md). "take that out", "use the window group I already have", "put 23.5 V",
// "change juste l'horaire de celle-là", "поставь 15". An order only to fix or redo says nothing of
// what is right ("fix it", "try again"), so those verbs are not here.
import { ownWords } from './tokens';

// An order opens a sentence or a clause, or follows "and", "just", "please".
const OPENS = String.raw`(?:^(?:(?:please|pls|just|stp|svp|juste|пожалуйста|просто)\s+)?|[.!;:,—–]\s*|\s(?:and|then|so|just|please|pls|et|puis|donc|juste|stp|и|а|просто|пожалуйста|лучше)\s+)`;
// "in the mail show the times in local time": a short place before the order.
const EN_ORDER = new RegExp(
  `${OPENS}(?:(?:in|on|for|at) (?:the |this |that |each |every |all )?[\\w./-]+ )?(?:make|use|return|put|move|rename|add|remove|drop|skip|keep|write|change|set|switch|replace|revert|restore|delete|take|show|leave|hide|limit|count|sort|split|merge|stick|go back|bring|give|rip|get rid of|roll back)(?![\\p{L}])`,
  'iu',
);
const FR_ORDER = new RegExp(
  `${OPENS}(?:(?:utilise|renomme|ajoute|retire|garde|change|supprime|passe|laisse|affiche|cache|montre|remplace|annule|d[ée]place|donne|enl[eè]ve|enlevez)z?|fais|faites|mets|mettez|remets|remettez|reprends|reprenez|reviens|revenez|prends|prenez|vire|virez|` +
    // Spoken French orders with "tu" and the present: "tu le remets comme avant et tu vires ce plugin".
    String.raw`tu (?:le |la |les |l'|me |m')?(?:remets|vires|enl[eè]ves|retires|supprimes|remplaces|utilises|gardes|laisses|annules|renommes))(?![\p{L}])`,
  'iu',
);
// A Russian order opening a clause, of a verb that says what to put, keep or take away:
// "убери", "поставь", "оставь", "верните", "замени на …". Listed by stem: an ending alone
// ("-и", "-ь") is also a noun's or an adverb's ("теперь", "опять", "панель").
const RU_ORDER = new RegExp(
  // "уровень верни на info": the object may come first.
  `${OPENS}(?:[\\p{L}\\d_.-]+\\s+)?(?:убер|верн|постав|остав|добав|удал|замен|поменя|использу|сдела|перенес|вынес|переименуй|спряч|сократ|увелич|уменьш|став|клад|полож|откат|встав|выстав|измен|исправь|дай|дайте|напиш|ответь)(?:и|ь|й|йте|ите|ьте|те)?(?![\\p{L}])`,
  'u',
);
// "it should be 15", "doit rester en UTC", "должно быть 15": what it ought to be.
const OUGHT =
  /(?<![\p{L}])(?:should|must|needs? to|has to|have to|supposed to|doit|doivent|devrait|faut|должн\p{L}*|надо|нужно)(?![\p{L}])/iu;
// "could you switch it to the dev file?", "tu peux retirer la page ?", "можешь убрать лог?": a
// polite question that orders one of those verbs is an order all the same.
const POLITE_ORDER = new RegExp(
  String.raw`(?:^|[.!;:,]\s*|\s(?:so|and|then|but|alors|et|mais|donc|и|а|но|так что)\s+)(?:(?:can|could|would|will) you(?: please| pls| just)*\s+(?:make|use|return|put|move|rename|add|remove|drop|keep|write|change|set|switch|replace|revert|restore|delete|leave|hide|limit|sort|split|merge|get rid of)|(?:tu peux|peux[- ]tu|vous pouvez|pouvez[- ]vous|pourriez[- ]vous|pourrais[- ]tu)\s+(?:(?:juste|stp|svp|s'il vous pla[iî]t)\s+)?(?:l[ae']\s*|les\s+|me\s+|m'|nous\s+)?(?:utiliser|renommer|ajouter|retirer|garder|changer|supprimer|passer|laisser|afficher|cacher|montrer|remplacer|annuler|d[ée]placer|enlever|mettre|remettre|revenir|basculer)|(?:можешь|можете|могли бы)\s+(?:убрать|вернуть|поставить|оставить|добавить|удалить|заменить|поменять|использовать|перенести|вынести|переименовать|спрятать|откатить|вставить|изменить))(?![\p{L}])`,
  'iu',
);
// "merci de réécrire cette requête avec le QueryBuilder": a formal French order.
const FORMAL_ORDER = /(?:^|[.!;:]\s*)merci de (?:bien vouloir )?(?:l[ae']\s*|les\s+)?\p{L}+(?:er|ir|re)(?![\p{L}])/iu;
// "redo it month by month", "refais l'export sans les logs", "переделай на статический массив":
// a redo that says how is an order of the right way; a bare "redo it" is not.
const REDO_HOW = new RegExp(
  String.raw`(?<![\p{L}])(?:redo|rewrite|re-do|do (?:it|this|that|them) again|refai[st]|refaites|r[ée][ée]cri(?:s|vez|re)|reprend(?:s|re)|reprenez|передела(?:й|йте)|перепиши(?:те)?)(?:[- ](?:it|this|that|them|la|le|les|l'\S+|это|её|его|их))?(?:\s+\S+){0,3}?\s+(?:with|using|without|in|as|by|avec|sans|en|par|на|через|без|по)\s+\S`,
  'iu',
);
// "do this one the same way", "fais pareil que pour les factures", "делай так же, как там": the
// right way is one already taken elsewhere.
const SAME_WAY =
  /(?<![\p{L}])(?:do (?:it |this |that |them |this one |that one )?(?:the same(?: way| thing)?|like (?:that|there|before|last time|the)|as (?:before|we did|last time))|fais(?:[- ]le|[- ]la|[- ]les)? (?:pareil|de la m[êe]me (?:fa[çc]on|mani[èe]re)|comme (?:pour|avant|la derni[èe]re fois|hier))|делай(?:те)? (?:так же|также|как (?:там|раньше|в прошлый раз|вчера)|[^.!?]{0,30}как там))/iu;
// "call them dest_name and cam_slug", "appelle-les …", "назови его …": the right name, ordered.
const NAME_IT =
  /(?:^|[.!;:,]\s*|\s(?:just|so|and|juste|et|и|просто)\s+)(?:call (?:it|them|this|that|these|those|the \p{L}+)|appelle[- ](?:le|la|les)|nomme[- ](?:le|la|les)|назови(?:те)? (?:его|её|ее|их|это))\s+\S/iu;
// "instead of", "au lieu de", "вместо", "not 14 but 16".
const INSTEAD = /(?<![\p{L}])(?:instead|rather than|au lieu|plut[ôo]t|вместо)(?![\p{L}])/iu;

// "it goes in the workflow's env block", "ça va dans le .env", "они должны лежать в config/": where the thing belongs.
const BELONGS =
  /(?:^|[.:;,]\s*)(?:it|they|this|that|these|those|ça|ca|il|elle|ils|elles|это|он|она|оно|они)\s+(?:goes|go|belongs?|va|vont|(?:должн\p{L}*\s+)?(?:лежать|лежит|лежат|быть))\s+(?:in|under|dans|sous|в|во)\s+\S/iu;

export type OrderCue = 'order' | 'ought' | 'instead';

/** How the user's own words say what is right, if they do. */
export function saysTheRightWay(text: string): OrderCue | null {
  // A question orders nothing: "did you manage to find the cause?".
  const statements = ownWords(text)
    .split(/(?<=[.!?])\s+/)
    .filter((s) => !/\?\s*$/.test(s));
  const any = (re: RegExp) => statements.some((s) => re.test(s.trim()));
  if (any(EN_ORDER) || any(FR_ORDER) || any(RU_ORDER)) return 'order';
  const own = ownWords(text);
  if (
    POLITE_ORDER.test(own) ||
    FORMAL_ORDER.test(own) ||
    REDO_HOW.test(own) ||
    SAME_WAY.test(own) ||
    NAME_IT.test(own) ||
    BELONGS.test(own)
  )
    return 'order';
  if (any(INSTEAD)) return 'instead';
  return any(OUGHT) ? 'ought' : null;
}

// An order that takes a part of the work back: "take the speed claim out", "supprime le tien",
// "убери", "не надо" (not wanted). Read on folded words.
const TAKE_BACK =
  /(?:^| )(?:remove|take (?:\S+ ){0,4}(?:out|away|off)|drop|delete|revert|undo|put (?:\S+ ){0,3}back|get rid of|supprime\S*|retire\S*|enleve\S*|annule\S*|remets|remettez|убери\S*|удали\S*|верни\S*|не надо|не нужно)(?= |$)/u;

/** The order that takes a part of the work back, in these words, if there is one. */
export function takesBackAPart(words: string): string | null {
  return TAKE_BACK.exec(words)?.[0].trim() ?? null;
}
