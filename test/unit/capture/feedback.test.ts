// Feedback families on sentences written for these tests (never taken from a data set), in
// English, French and Russian, read alone and after an assistant turn.
import { analyzeMessage } from '../../../src/core/capture/analyzeMessage';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_FEEDBACK_PATTERNS,
  detectFeedback,
  validateFeedbackPatterns,
} from '../../../src/core/capture/feedback';
import type { ConversationContext } from '../../../src/core/capture/conversation';

const P = DEFAULT_FEEDBACK_PATTERNS;
const judge = (t: string, ctx: ConversationContext = {}) => detectFeedback(t, P, ctx);
const kind = (t: string, ctx?: ConversationContext) => judge(t, ctx).feedback;
const expectAll = (sentences: string[], expected: 'win' | 'loss' | 'neutral', ctx?: ConversationContext) => {
  for (const s of sentences) assert.equal(kind(s, ctx), expected, s);
};
/** The assistant's turn before the message: what it said, after editing `target` with `tool`. */
const editedTurn = (text: string, target: string, tool = 'Edit'): ConversationContext => ({
  before: { text, actions: [{ kind: 'edit' as const, tool, target }] },
});

test('negated function verbs are losses in three languages', () => {
  expectAll(
    [
      'the chart is not rendering',
      "the modal doesn't open anymore",
      'it still won’t compile',
      'the tooltip is not showing up',
      'the page isnt loading',
    ],
    'loss',
  );
  expectAll(
    ["le bouton ne s'affiche pas", 'ça marche toujours pas', "l'export ne fonctionne plus", 'la page ne charge pas'],
    'loss',
  );
  expectAll(['кнопка не работает', 'страница не грузится', 'опять ничего не отображается'], 'loss');
});

test('orders and conditions with a negated verb are not complaints', () => {
  expectAll(
    [
      "don't run the migrations yet",
      'if the script does not start, tell me',
      'make sure it does not break the build',
      "ne lance pas les tests pour l'instant",
      'si ça ne marche pas, dis-le moi',
    ],
    'neutral',
  );
});

test('persistence, breakage, looping and no effect are losses', () => {
  expectAll(
    [
      'same exception as before',
      'the warning is still there',
      'it crashed again',
      'you broke the login form',
      'now the build regressed',
      'you are going in circles',
      'nothing changed after the reload',
    ],
    'loss',
  );
  expectAll(
    ['toujours la même erreur', "l'appli plante au démarrage", 'tu tournes en rond', "rien n'a changé"],
    'loss',
  );
  expectAll(
    ['снова та же ошибка', 'ты ходишь по кругу', 'приложение падает при запуске', 'ничего не изменилось'],
    'loss',
  );
});

test('undo requests and "I meant" are corrections', () => {
  for (const t of [
    'revert that last change',
    'please undo it',
    'go back to the previous layout',
    'annule ça',
    'reviens à la version précédente',
    'откати это',
    'no, I meant the settings page',
    'not the header but the footer',
    'je voulais dire le fichier de config',
    'я имел в виду другой файл',
    'use yarn instead',
  ]) {
    const r = judge(t);
    assert.equal(r.feedback, 'loss', t);
    assert.equal(r.correction, true, t);
  }
  assert.equal(judge('the build fails').correction, false);
});

test('pointed questions about what the assistant did are losses; neutral questions are not', () => {
  expectAll(
    [
      'why did you delete the fixtures?',
      "why didn't you keep the old name?",
      'did you even read the error?',
      'are you sure this compiles?',
      'pourquoi tu as changé le port ?',
      'tu as bien relancé le serveur ?',
      'зачем ты переименовал файл?',
    ],
    'loss',
  );
  expectAll(
    [
      'why is the sky blue?',
      'how does the cache invalidation work?',
      'pourquoi ce script est lent ?',
      'why not use a map here?',
      'как работает этот модуль?',
    ],
    'neutral',
  );
});

test('omissions are losses, and name what is missing', () => {
  for (const t of [
    'you forgot the migration file',
    "you didn't update the changelog",
    "tu n'as pas mis à jour le README",
    'ты забыл про тесты',
  ]) {
    assert.equal(kind(t), 'loss', t);
  }
  assert.equal(kind("don't forget the changelog"), 'neutral');
});

test('praise, thanks and "it works" are wins; mild praise only in short messages', () => {
  expectAll(
    [
      'excellent work',
      'perfect, thanks',
      'it works now!',
      'that did the trick',
      'merci !',
      'nickel, ça fonctionne',
      'отлично, спасибо',
      'теперь работает',
      'not bad at all',
      'pas mal',
    ],
    'win',
  );
  expectAll(['nice', 'good', 'cool thanks'], 'win');
  expectAll(
    [
      'can you make the banner look nice on mobile and add a good contrast everywhere',
      'would be great if the list were sorted',
      'thanks in advance, could you check the logs',
      'how does it work?',
      'good idea, lets try it',
    ],
    'neutral',
  );
  assert.equal(kind('great. now add a unit test for the parser'), 'win');
  assert.equal(kind('looks great, but the colours of the footer are wrong now'), 'loss');
});

test('the turn before decides: an answer is not praise, "nope" after "done" is a loss', () => {
  const asked = { before: { text: 'I can also add a retry. Do you want me to do it?' } };
  const done = editedTurn('Done: the header is fixed and the tests pass.', 'src/header.ts');
  expectAll(['yes', 'ok go', 'oui', 'да', 'no'], 'neutral', asked);
  expectAll(['nope', 'non', 'not yet'], 'loss', done);
  assert.equal(kind('the header is broken', { followsAnswer: false }), 'neutral', 'an opening message is a request');
});

test('pasted logs and documents are not feedback', () => {
  const log = 'Traceback (most recent call last):\n  File "app.py", line 3\nerror: it failed\nerror: it failed again';
  assert.equal(kind(log), 'neutral');
});

test('the words around a paste are judged, the paste is not', () => {
  const done = editedTurn('I changed the import path, the build should pass now.', 'src/main.ts');
  const log = 'error: cannot find module ./util\nerror: build failed with 1 error\n$ npm run build\nerror: exit code 2';
  assert.equal(kind(`still the same thing after your change:\n${log}`, done), 'loss');
  assert.equal(kind(`ça plante toujours :\n${log}`, done), 'loss');
  assert.equal(
    kind(`here is the output of the build:\n${log}`, done),
    'neutral',
    'a paste introduced without a judgement',
  );
  const spec = `Here is the spec for the next screen.\n\n# Settings page\n- the toggle must never reset\n- errors are shown inline\n- it does not work offline yet\n- save is disabled until valid\n${'x '.repeat(300)}`;
  assert.equal(kind(spec, done), 'neutral', 'the words of a pasted spec are not the user judging the work');
});

test('a problem described after the assistant asked for the task is a request', () => {
  const askedForTask = {
    before: { text: 'I have read the project. Please describe the task you want me to work on.' },
  };
  expectAll(
    ['the export button does not work, the file is always empty', 'le total est faux sur la page panier'],
    'neutral',
    askedForTask,
  );
  assert.equal(kind('your total is wrong', askedForTask), 'loss', 'a judgement addressed to the assistant stays one');
});

test('output the assistant asked for is an answer, not a verdict', () => {
  const failing = 'Error: connect ECONNREFUSED 127.0.0.1:5432 at TCPConnectWrap.afterConnect';
  for (const ask of [
    'Can you start the worker again and paste the output here?',
    'Run the migration once more and show me what it prints.',
    'Lance la commande et colle-moi la sortie.',
    'Запусти ещё раз и скинь лог.',
  ])
    assert.equal(kind(failing, { before: { text: ask } }), 'neutral', ask);
  assert.equal(
    kind(`still failing: ${failing}`, { before: { text: 'Fixed the connection string, it should work now.' } }),
    'loss',
  );
});

test('the patterns file is validated: bad entries reported, defaults kept, a version 1 file set aside', () => {
  const { patterns, problems } = validateFeedbackPatterns({
    version: 2,
    classes: { praise: ['wunderbar', 3], bogus: [] },
    shortMessage: { maxWords: 0 },
    extra: { criticism: ['meh meh'] },
  });
  assert.deepEqual(patterns.classes.praise, ['wunderbar']);
  assert.equal(patterns.shortMessage.maxWords, 5);
  assert.equal(problems.length, 3);
  assert.equal(detectFeedback('wunderbar', patterns).feedback, 'win');
  assert.equal(detectFeedback('perfect', patterns).feedback, 'neutral');
  assert.equal(detectFeedback('meh meh', patterns).feedback, 'loss');
  assert.equal(validateFeedbackPatterns('nope').problems.length, 1);
  assert.equal(validateFeedbackPatterns({ version: 1, praise: ['x'] }).version1, true);
});

const changed = {
  before: {
    text: 'I moved the fetch into the loader; the list should refresh now.',
    actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'src/routes/list.tsx' }],
  },
};

test('after a change, "still" and "same" say the change did not take; requests and comparisons do not', () => {
  expectAll(
    [
      'the badge still says 3',
      'la liste affiche toujours les anciens éléments',
      'всё ещё старые данные',
      'same thing on staging',
    ],
    'loss',
    changed,
  );
  expectAll(['the badge still says 3'], 'neutral', { before: { text: 'Which badge do you mean?' } });
  assert.notEqual(kind('still works on my side, thanks', changed), 'loss');
  expectAll(['now do the detail page in the same way as the list', "let's run it again"], 'neutral', changed);
});

test('after a change, a described symptom is a loss; a request to avoid it is not', () => {
  expectAll(
    [
      'the footer overlaps the last row now',
      'le tableau déborde sur mobile',
      'таблица теперь мигает при прокрутке',
      'the confirmation mail is sent twice',
    ],
    'loss',
    changed,
  );
  expectAll(['return null when the list is empty'], 'neutral', changed);
  expectAll(['make sure the footer never overlaps the rows'], 'neutral', changed);
  expectAll(['the footer no longer overlaps'], 'win', changed);
  expectAll(['unrelated, but the footer overlaps the rows on the old page too'], 'neutral', changed);
});

test('too much is a loss; an eye-roll takes praise back', () => {
  expectAll(
    [
      'this is way too complicated for a settings form',
      "c'est une usine à gaz pour trois champs",
      'слишком сложно для такой задачи',
    ],
    'loss',
    changed,
  );
  expectAll(['wonderful, now nobody can log in 🙄', 'bravo 🤦', 'lovely 🙃'], 'loss', changed);
});

test('praise, then "now" and a state no one wants, is sarcasm; praise then a request or a fix is not', () => {
  expectAll(
    [
      'awesome, now the menu shows up twice',
      'bravo, maintenant rien ne se charge',
      'класс, теперь никто не может войти',
      'nice, now any guest can delete posts',
    ],
    'loss',
    changed,
  );
  expectAll(
    ['great, now it loads in one second', 'parfait, maintenant ça marche', 'great, now add two more columns'],
    'win',
    changed,
  );
  // The number of a pull request or an issue after "now" is no error status.
  expectAll(['good. now PR #404, what is in it?', 'good. now ticket 404, the one about the menu'], 'win', changed);
});

test('in a long message, a sentence that is praise alone judges the work, whatever comes after it', () => {
  const done = editedTurn('Added the webhook handler with signature checks in webhook.ts; 9 tests pass.', 'webhook.ts');
  expectAll(
    [
      'I read the handler, the signature check reads like the spec and the comments explain each header. Good. One question only: what happens when the same event arrives twice?',
      "J'ai relu le gestionnaire, la vérification de signature suit la doc et chaque en-tête est commenté. Bien. Une question : que se passe-t-il si le même événement arrive deux fois ?",
    ],
    'win',
    done,
  );
  // Praise inside a sentence of a long report is not on its own.
  expectAll(
    [
      'I read the handler and the signature check follows the spec. A nice touch would be a log line for each header, can you add one?',
    ],
    'neutral',
    done,
  );
});

test('thanks is praise alone or for an explanation that landed, not when it opens a request', () => {
  expectAll(['thanks!', 'merci beaucoup', 'oh I see, that makes sense now, thanks'], 'win', changed);
  expectAll(
    [
      'thanks, now can you add pagination to the list?',
      'merci. tu peux aussi regarder la page détail ?',
      'спасибо, теперь добавь сортировку по дате',
    ],
    'neutral',
    changed,
  );
});

test('a hedged question is a question', () => {
  expectAll(['just curious, why a map instead of an object here? not saying it is wrong'], 'neutral', changed);
  expectAll(['why did you switch the list to a map?'], 'loss', changed);
});

test('looping, challenges and "who asked you" are losses', () => {
  expectAll(
    [
      'you already suggested clearing the cache, it did nothing',
      'tu me l’as déjà proposé deux fois',
      'ты уже предлагал это',
      'you keep switching between the same two fixes',
    ],
    'loss',
    changed,
  );
  expectAll(
    [
      'does it cache per user? because every tenant shares one key',
      'really?',
      "qui t'a demandé de renommer les fichiers ?",
      'а тесты ты запускал?',
    ],
    'loss',
    changed,
  );
  expectAll(['how would you split this module?'], 'neutral', changed);
});

test('"X, not Y" corrects when Y is what the assistant just said or did', () => {
  const said = { before: { text: 'I set the timeout to 30 seconds in the client.' } };
  assert.equal(judge('60 seconds, not 30', said).correction, true);
  assert.equal(
    judge('la limite est à 60 secondes, pas 30', { before: { text: "J'ai mis la limite à 30 secondes." } }).correction,
    true,
  );
  assert.equal(kind('we use tabs, not spaces', said), 'neutral', 'a convention, not a correction of this turn');
  assert.equal(judge('not quite, the label should sit above the field', changed).correction, true);
});

test('approval and a smile after the work are praise; an answer to "A or B?" is a choice', () => {
  expectAll(['lgtm, merging', 'je valide', '🎉🎉'], 'win', changed);
  expectAll(['the table is fine'], 'neutral', { before: { text: 'Should I use a table, or would cards be better?' } });
  expectAll(['it works on Firefox, not on Chrome'], 'neutral', {
    before: { text: 'On which browsers does the bug happen?' },
  });
});

test('praise then "but" and what is wrong is a complaint; praise then "but can you" is not', () => {
  assert.equal(kind('looks nice, but the totals are counted twice in the summary row', changed), 'loss');
  assert.notEqual(kind('looks nice, but can you also add a total row?', changed), 'loss');
});

test('spoken negation with a noun subject is a failure; the user’s own "I never" is not', () => {
  expectAll(['hors ligne la page charge plus du tout'], 'loss', changed);
  expectAll(['I never installed that package myself'], 'neutral', changed);
});

test('a standing rule is not a judgement, unless it names what the assistant just did', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const afterEdit = editedTurn(
    'I edited the generated client in src/api/generated to add the field.',
    'src/api/generated/client.ts',
  );
  const a = analyzeMessage(
    'next time, change the openapi spec and regenerate the client instead of editing generated files',
    P,
    afterEdit,
  );
  assert.equal(a.feedback, 'loss');
  assert.equal(a.correction, true);
  assert.equal(a.rules.length, 1);
  const b = analyzeMessage('from now on, never load all rows on the client, paginate on the server', P, changed);
  assert.equal(b.feedback, 'neutral', 'a rule about something else is not a complaint');
  assert.equal(b.rules.length > 0, true);
  assert.equal(analyzeMessage('stop apologising and just fix it', P, changed).feedback, 'loss');
  assert.equal(
    analyzeMessage("I explicitly said don't touch the config. why is config.ts in the diff?", P, changed).feedback,
    'loss',
  );
});

test('a ban or a "next time" rule that names one thing the assistant acted on corrects it, unless that thing is only offered', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const edited = (text: string, target: string) => ({
    before: { text, actions: [{ kind: 'edit' as const, tool: 'Edit', target }] },
  });
  const addedDep = edited('Added the yaml parser to the manifest.', 'Cargo.toml');
  const a = analyzeMessage('next time, write the exact version in Cargo.toml, no ranges', P, addedDep);
  assert.equal(a.feedback, 'loss');
  assert.equal(a.correction, true);
  const fr = analyzeMessage(
    'ne mets jamais de mot de passe dans le fichier settings.yml',
    P,
    edited('Ajouté la connexion à la base.', 'config/settings.yml'),
  );
  assert.equal(fr.feedback, 'loss');
  const offered = analyzeMessage(
    'never run the deploy script yourself, I do it after review',
    P,
    edited('Wrote the rollout notes. Should I run the deploy script now?', 'docs/rollout.md'),
  );
  assert.equal(offered.feedback, 'neutral', 'a rule answering the closing offer corrects nothing');
  const praised = analyzeMessage(
    'perfect! next time put the snapshot in Cargo.toml too',
    P,
    edited('Bumped the crate version.', 'Cargo.toml'),
  );
  assert.equal(praised.feedback, 'win', 'praise with a rule for next time stays praise');
});

test('after the work, how things are now is a complaint unless it is good news; an order after "now" is a request', () => {
  expectAll(
    [
      'the menu is on the right now',
      'maintenant le logo est flou',
      'теперь кнопка серая',
      'all the dates show 1900 now',
    ],
    'loss',
    changed,
  );
  expectAll(['now add a search box', 'maintenant ajoute un filtre', 'теперь добавь фильтр'], 'neutral', changed);
  expectAll(['the menu is much faster now'], 'win', changed);
  assert.notEqual(kind('now that the list works, lets do the detail page', changed), 'loss');
  // A need after "now" is the next order, whatever comes first.
  for (const m of [
    'cool. now it should also skip hidden files',
    'ok merci. maintenant il faudrait que le tri garde les doublons',
    'теперь он должен ещё и логировать пропуски',
  ])
    assert.notEqual(kind(m, changed), 'loss', m);
  // Thanks or praise closing the message, up to eight words, says the state before it is good news.
  assert.notEqual(
    kind('Now the table fits on my small laptop too. Thanks a lot, it is really much nicer.', changed),
    'loss',
  );
  assert.equal(kind('the menu is on the right now. thanks but that is not what I asked', changed), 'loss');
});

test('checks and challenges of the claimed work are losses', () => {
  expectAll(
    [
      'did you restart it?',
      "t'as vidé le cache ou pas ?",
      'what happened to the settings page?',
      'is that supposed to be blank?',
      'you said the build was green',
      'куда ты сохранил отчёт',
    ],
    'loss',
    changed,
  );
  expectAll(
    [
      'meh',
      'bof',
      'мимо',
      'same',
      '???',
      'it was quicker before',
      'forget it, I will write it myself',
      'put the toolbar back at the top',
    ],
    'loss',
    changed,
  );
});

test('requests, own slips and older problems are not complaints', () => {
  expectAll(
    [
      'also fix the broken image on the about page',
      'can you also look at why the backup job fails since friday?',
      'my bad, I pasted the log from the wrong branch',
      'this never worked on Safari even before you touched it, ignore it',
      'revert my commit from this morning, then continue',
      'write a script that reverts the staging db to the last dump',
    ],
    'neutral',
    changed,
  );
});

test('a better way proposed after the work, and "why didn\'t you", are corrections', () => {
  assert.equal(judge("wouldn't it be simpler to use a view instead?", changed).correction, true);
  assert.equal(judge("why didn't you reuse the date helper?", changed).correction, true);
  assert.equal(judge('why did you rename the route?', changed).correction, false);
});

test('"no errors now", "aucune erreur", "дублей нет" after the work say the fault is gone; "no, errors everywhere" refuses', () => {
  const done = editedTurn(
    'Fixed the importer: duplicated rows are skipped and the parser no longer warns on empty cells.',
    'import.py',
  );
  expectAll(
    ['no errors now', 'no duplicates', 'aucune erreur', 'plus de doublons', 'ошибок нет', 'дублей нет'],
    'win',
    done,
  );
  expectAll(['no, errors everywhere', 'still duplicates in the list'], 'loss', done);
  expectAll(['no problem, next the export', 'the job just stops, no error. any idea?'], 'neutral', done);
  // "пусть будет" (let it be) is not "пустой" (empty).
  expectAll(['это он сам поменял, пусть будет'], 'neutral', done);
  expectAll(['файл пустой'], 'loss', done);
});

test('a value the user set and sees kept ("put 7, reloaded, still 7"), or a measure inside the range the turn gave, is no fault', () => {
  const done = editedTurn('The form now saves the mite count with the inspection.', 'forms.py');
  for (const m of ['put 7 on hive 3, saved, reloaded, still 7', 'mis 12, rechargé, toujours 12'])
    assert.notEqual(judge(m, done).feedback, 'loss', m);
  expectAll(['set it to 30, restarted, still 60'], 'loss', done);
  const range = { before: { text: 'Overnight the controller held the pH between 5.7–5.9 with three corrections.' } };
  assert.notEqual(judge('yes, 5.8 all night, plants look fine', range).feedback, 'loss');
  // "plants" is not the French "plante" (crashes).
  expectAll(['ça plante au démarrage', "l'appli plantait hier"], 'loss', done);
  const version = editedTurn('Installed node 20.11 with nvm and rebuilt the app.', '.nvmrc');
  assert.equal(judge("I'm on 18.19", version).feedback, 'loss');
});

test("an opening message about the assistant's work of an earlier session is judged; any other opening problem is a request", () => {
  const opening = { followsAnswer: false };
  expectAll(
    ['the fix you made yesterday broke the login page', 'le fix d’hier ne marche pas', 'вчерашний фикс не помог'],
    'loss',
    opening,
  );
  expectAll(['the deploy you did last night works, thanks'], 'win', opening);
  expectAll(
    ['hi, the login page crashes on safari, can you look?', 'yesterday we talked about auth, now add it'],
    'neutral',
    opening,
  );
});

test('after the work: a picture the wrong way up, a text judged dry with any intensifier, and "we said …" are losses', () => {
  const done = editedTurn(
    'Done: the thumbnails are rotated from the EXIF data and the welcome e-mail text is updated.',
    'render.py',
  );
  expectAll(
    [
      'the thumbnails are upside down now',
      "les vignettes sont à l'envers",
      'превьюшки вверх ногами',
      'the welcome mail sounds very dry',
      'le mail fait hyper sec',
      'письмо звучит сухо',
    ],
    'loss',
    done,
  );
  for (const m of [
    'we said every release gets a changelog line',
    "on a dit qu'on garde l'ancien format",
    'мы же договаривались: без новых зависимостей',
  ])
    assert.deepEqual([judge(m, done).feedback, judge(m, done).correction], ['loss', true], m);
  expectAll(
    ['can you flip it upside down for the print version', "mets-le à l'envers pour l'impression"],
    'neutral',
    done,
  );
});

test('"no, run it on dev" to "shall I run it on prod?" redirects the assistant\'s own choice: a loss with its correction', () => {
  const proposal = {
    before: { text: 'The migration is ready. Next I would apply it to the shared staging database. Shall I run it?' },
  };
  for (const m of [
    'no, run it on my local copy first',
    'non, lance-la sur la base de dev',
    'нет, запусти на локальной базе',
  ])
    assert.deepEqual([judge(m, proposal).feedback, judge(m, proposal).correction], ['loss', true], m);
  expectAll(
    ["no, I'll run it myself", 'no, not yet', 'no, run it tomorrow morning', 'non, attends'],
    'neutral',
    proposal,
  );
});

test('"stop!" / "arrête," / "стоп." with a reason, while the assistant works, is a loss; "stop the server" is an order and "stop here for today" a closing', () => {
  const running = {
    before: {
      text: 'Added the export command. Running it now to write exports/2024.csv.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'flask export --year 2024' }],
    },
  };
  expectAll(
    [
      'wait, stop. that folder is synced to the public drive',
      'arrête ! ce dossier part sur le drive public',
      'стоп. эта папка синкается в общий диск',
    ],
    'loss',
    running,
  );
  expectAll(
    ['stop the dev server, I need the port', 'stop here for today, thanks', 'stop, where does it write?'],
    'neutral',
    running,
  );
});

test('"а капча?", "and the captcha? bots will flood it": what the work left out, asked, with or without why; "а если …?" is a what-if', () => {
  const done = editedTurn('Done: the contact form saves name, phone and date, and posts to the team chat.', 'forms.py');
  for (const m of [
    'а капча?',
    'а капча? через день боты насыпят',
    'and the captcha? bots will flood it',
    'et le captcha ? les bots vont spammer',
  ])
    assert.deepEqual([judge(m, done).feedback, judge(m, done).correction], ['loss', true], m);
  expectAll(['а если сервер упадёт?', 'and if the chat is down?', 'а дальше?'], 'neutral', done);
});

test('what the work shows set against what there really was ("it says 0 €, but we had 58 orders") is a loss', () => {
  const done = editedTurn('Done: the nightly report now lists the sales per channel.', 'report.py');
  expectAll(
    [
      'tonight it says 0 € for the shop, but we had 41 shop orders',
      "il affiche 12 commandes alors qu'il y en avait 15",
      'показывает 12, а было 15',
    ],
    'loss',
    done,
  );
  expectAll(['it shows 12, but we had 12 indeed', 'it shows 12 orders, but can you add the totals'], 'neutral', done);
});

test('after the work: "who said to …?" reproaches; "can stay empty" allows; "correct, I checked with …" is a checked result', () => {
  const done = editedTurn(
    'Added the daily report and a cron line on the server; re-ran it for yesterday: 37 rows.',
    'report.py',
  );
  expectAll(['who said to put a cron on the server?', 'кто сказал ставить крон на сервер?'], 'loss', done);
  expectAll(
    ['37 rows and the names are correct, I checked with the paper list. test rows can stay empty'],
    'win',
    done,
  );
  for (const m of ['the comment column can stay empty', 'la colonne commentaire peut rester vide'])
    assert.notEqual(judge(m, done).feedback, 'loss', m);
  expectAll(['the comment column is empty'], 'loss', done);
});

test('a review comment on the assistant\'s code ("ties.ts L27: …", "mensuel.py l.34 …", "Splitter.kt:41 — …", "nit: …") is a loss; with an order, a correction', () => {
  const pr = { before: { text: 'Opened PR #62: tie-breaking per A8.1, CI is green.' } };
  expectAll(
    [
      'ties.ts L27: sort() sorts in place, so the races get shuffled in the table',
      "mensuel.py l.34 tu filtres sur le mois sans l'année, janvier 2024 et 2025 s'additionnent",
      'Splitter.kt:41 — now() без зоны, сервер в UTC',
      'main.py line 33: the switches bounce, one pull gives three events',
    ],
    'loss',
    pr,
  );
  assert.equal(judge('nit: the helper returns a mutable list, return a read-only one', pr).correction, true);
  expectAll(["settings.py: I'll read it tonight", "I won't do the review today"], 'neutral', pr);
  expectAll(
    ["the link works. the suggested fix won't do though, names aren't unique", "ça ne fera pas l'affaire"],
    'loss',
    pr,
  );
});

test('nothing missing, nothing red after the work ("everything is there", "всё на месте", "the console is clean") is a win', () => {
  const done = editedTurn('Put the original fetch back with the volunteer header.', 'BoardPage.tsx');
  expectAll(
    ['40 dogs, everything is there', 'tout est là', '312, всё на месте', '41 on my side too, and the console is clean'],
    'win',
    done,
  );
  expectAll(['is everything there?'], 'neutral', done);
  assert.notEqual(judge('not all there', done).feedback, 'win');
});

test('an ellipsis ends a sentence: "des if imbriqués… je t\'ai dit X" reads "je t\'ai dit" as a sentence of its own', () => {
  const done = editedTurn('Corrigé : la validation accepte maintenant les anciens formats.', 'validate.ts');
  assert.deepEqual(
    [
      judge("des boucles imbriquées… je t'ai dit des fonctions courtes", done).feedback,
      judge("des boucles imbriquées… je t'ai dit des fonctions courtes", done).correction,
    ],
    ['loss', true],
  );
});

test('after the work: "the link is a 404" reports a status; "X is not A, is B" takes back the turn\'s word without its subject', () => {
  const done = editedTurn(
    'Documented the cabin codes: C2 two-berth outside, C4O four-berth outside. The issue links the fixture.',
    'cabins.md',
  );
  expectAll(['the fixture link in the issue is a 404', "le lien de la fixture, c'est une 404"], 'loss', done);
  expectAll(['it is a 404 page we serve on purpose'], 'neutral', done);
  assert.deepEqual(
    [
      judge('C4O is not outside, is "C4 Old", the cabins before the refit', done).feedback,
      judge('C4O is not outside, is "C4 Old", the cabins before the refit', done).correction,
    ],
    ['loss', true],
  );
});

test('after the work, a count that stays at 0 or does not go up is a loss; a ban on increasing is an order', () => {
  const done = editedTurn('Registered the timer and added the insert metric.', 'Metrics.kt');
  expectAll(
    [
      "it's 0 all the time",
      'ça reste à 0 tout le temps',
      'на стенде всё время 0',
      "the counter doesn't go up",
      "le compteur n'augmente pas",
    ],
    'loss',
    done,
  );
  expectAll(['prices must not increase', "don't increase the timeout"], 'neutral', done);
});

test('"remove the progress bar" right after "I also added a progress bar" takes back an unasked extra: a loss with its correction', () => {
  const extra = editedTurn(
    'Done: the export writes the CSV. I also added a progress bar and a retry on network errors.',
    'export.py',
  );
  for (const m of [
    'remove the progress bar',
    'take the retry out, it hides real failures',
    'enlève la barre de progression',
  ])
    assert.deepEqual([judge(m, extra).feedback, judge(m, extra).correction], ['loss', true], m);
  const ru = editedTurn('Готово: экспорт пишет CSV. Заодно добавил прогресс-бар.', 'export.py');
  assert.equal(judge('убери прогресс-бар', ru).feedback, 'loss');
  expectAll(['remove the old column', 'keep the progress bar'], 'neutral', extra);
  const asked = editedTurn('Done: the export writes the CSV with a progress bar, as you asked.', 'export.py');
  expectAll(['remove the progress bar'], 'neutral', asked);
  // Asked politely, or with a polite lead before the verb.
  for (const m of [
    'please take the retry out, it hides real failures',
    'could you remove the progress bar?',
    'tu peux enlever la barre de progression ?',
    'merci de retirer la barre de progression',
  ])
    assert.deepEqual([judge(m, extra).feedback, judge(m, extra).correction], ['loss', true], m);
  assert.equal(judge('можешь убрать прогресс-бар?', ru).feedback, 'loss');
  // A polite question about something else is no take-back.
  expectAll(['could you add a cancel button?', 'can you tell me why the retry is there?'], 'neutral', extra);
});

test('"теперь мне пришло": what the user now receives, said with "мне", is no bad state', () => {
  const done = editedTurn('Поменял chat id в .env и повторил тестовую отправку.', '.env');
  for (const m of ['теперь мне пришло', 'теперь нам всё приходит']) assert.notEqual(judge(m, done).feedback, 'loss', m);
  expectAll(['теперь мне приходит пустое сообщение'], 'loss', done);
});

test('"why X and not Y?" on the turn\'s own choice names what was expected: a loss with its correction', () => {
  const done = editedTurn(
    'The release job now builds with the small profile and uploads a zip per target.',
    'release.yml',
  );
  for (const m of [
    'why the small profile and not the fast one?',
    'pourquoi un zip et pas un tar.gz ?',
    'почему zip, а не tar.gz?',
  ]) {
    assert.equal(judge(m, done).feedback, 'loss', m);
    assert.equal(judge(m, done).correction, true, m);
  }
  expectAll(['why not a tar.gz?', 'why is the sky blue and not green?'], 'neutral', done);
});

test('checking the claimed work, with its object named first, is a pointed question', () => {
  expectAll(
    ['and the migration, did you apply it?', 'et la doc, tu l’as mise à jour ?', 'et le build, tu l’as relancé ?'],
    'loss',
    changed,
  );
  expectAll(['and the migration, do you think we need one?'], 'neutral', changed);
});

test('right after the work, a plain statement that its result is empty or wrong is a loss', () => {
  expectAll(['the report comes out blank', 'la colonne date est vide', 'итоговая сумма неправильная'], 'loss', changed);
  expectAll(['empty the trash folder too', 'the list should be empty when nothing matches'], 'neutral', changed);
});

test('good news first, then how things are now, is praise; an older problem is not a loss', () => {
  expectAll(['ok that works, the sync runs on every save now'], 'win', changed);
  expectAll(['that did not change anything', 'ça n’a rien changé'], 'loss', changed);
  expectAll(
    [
      'this was already broken long before, the export skips hidden rows',
      'ce bug existait déjà avant : le tri ignore les accents',
      'это было и раньше: фильтр сбрасывается после обновления',
    ],
    'neutral',
    changed,
  );
});

test('saying that what the assistant named does not exist is a loss', () => {
  const named = { before: { text: 'Call `cache.purgeAll()` and pass `--no-lock` to the installer.' } };
  expectAll(
    [
      'there is no `cache.purgeAll()` in that library',
      "l'option `--no-lock` n'existe pas",
      'нет такого флага `--no-lock`',
      'you made that up',
    ],
    'loss',
    named,
  );
  expectAll(['there is no `settings.json` in the repo yet, create one'], 'neutral', named);
});

test('after the work, good news about how things are now, or a problem that stopped, is a win', () => {
  expectAll(
    ['the upload goes through fine now', 'the sidebar no longer flickers', 'le tableau ne déborde plus'],
    'win',
    changed,
  );
  expectAll(['ok now the export page'], 'neutral', changed);
});

test('failing output pasted right after "all tests pass" contradicts the claim', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const kind = (t: string, ctx: ConversationContext) => analyzeMessage(t, P, ctx).feedback;
  const claimed = { before: { text: 'Fixed the date parser; all tests pass now.' } };
  const log = '```\nFAILED tests/test_dates.py::test_leap_year - AssertionError\n1 failed, 40 passed\n```';
  assert.equal(kind(`hm\n${log}`, claimed), 'loss');
  assert.equal(kind('```\n41 passed in 2.1s\n```', claimed), 'neutral', 'output that agrees with the claim');
  const asked = { before: { text: 'I changed the parser. Run the tests and paste the output here.' } };
  assert.equal(kind(log, asked), 'neutral', 'output the assistant asked for');
  assert.equal(kind(log, claimed), 'neutral', 'a paste with no word of the user is not judged');
  const unfenced = '$ cargo run --release\nthread main panicked at src/db.rs:40\nfatal: index out of range\n\nerm';
  assert.equal(kind(unfenced, claimed), 'loss', 'a paste without a fence, from its prompt line');
  assert.equal(kind('```\npanic: nil map write\n```\nencore', claimed), 'loss');
  // After a change, without a word of success: the failure the change led to.
  const pushed = {
    before: {
      text: 'Pushed the new worker to the server.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'git push origin main' }],
    },
  };
  const trace = '```\nTraceback (most recent call last):\n  File "worker.py", line 12\nKeyError: \'queue\'\n```';
  assert.equal(kind(`on the server this morning:\n${trace}`, pushed), 'loss');
  assert.equal(kind(`ce matin sur le serveur :\n${trace}`, pushed), 'loss');
  const looked = { before: { text: 'The worker reads its queue name from the environment.' } };
  assert.equal(kind(`on the server this morning:\n${trace}`, looked), 'neutral', 'no change, no claim: a report');
});

test('a new problem announced as such, or the user’s own commit that broke something, is not a loss', () => {
  expectAll(
    [
      'next issue: the settings page does not load on firefox',
      'something else: the cron job fails on sundays',
      'revert my commit from this morning, it broke the nightly build',
      'how would i rerun only the failing job',
    ],
    'neutral',
    changed,
  );
  expectAll(['thx! the page loads fine now'], 'win', changed);
});

test('a claim that says what will show is not a request for output; terse replies after it are judged', () => {
  const claimed = { before: { text: 'Done! I restarted the bar, the clock should show the date now.' } };
  expectAll(
    ['not working', 'nothing shows up', 'it did not restart', '?', 'no luck', 'mauvais fichier'],
    'loss',
    claimed,
  );
  expectAll(['where is the bar config stored?', 'ok next'], 'neutral', claimed);
  expectAll(['it shows the date now'], 'win', claimed);
});

test('misunderstanding, a broken feature after the edit, and lost user files are losses', () => {
  expectAll(
    [
      'you misunderstood, the problem is the export, not the import',
      'since your edit the media keys stopped working',
      'your script wiped my downloads folder',
      'ты не так понял, нужна только первая колонка',
    ],
    'loss',
    changed,
  );
});

test('"no" to "does it work now?" says the fix failed; "no" to "should I merge?" is an answer', () => {
  const askedIfWorks = { before: { text: 'I changed the keybind and reloaded. Does it work now?' } };
  expectAll(['no', 'nope', 'non', 'нет'], 'loss', askedIfWorks);
  expectAll(['yes'], 'neutral', askedIfWorks);
  expectAll(['no'], 'neutral', { before: { text: 'The branch is ready. Should I merge it?' } });
});

test('the next thing named after "now", a tracker issue and relief are not complaints', () => {
  expectAll(['ok, now the settings page', 'copie ça dans une issue GitHub'], 'neutral', changed);
  expectAll(
    ['finally, the worker starts and the queue is green', 'класс. теперь то же самое для админки'],
    'win',
    changed,
  );
});

test('"skip the lint step" is an order; "can we do X instead" for an old problem is a request', () => {
  expectAll(
    [
      'skip the lint step this time, I just need the build',
      'the tooltip never worked on phones, not your fault, can we use a popover instead?',
    ],
    'neutral',
    changed,
  );
});

test('"I don\'t want those changes" rejects the work and asks to undo it', () => {
  expectAll(['restore the old file, I do not want these changes', 'не нужны эти изменения, откати'], 'loss', changed);
});

test('showing what one gets right after the claim is a loss, unless it says it is good', () => {
  const claimed = { before: { text: 'Done, the chart should show the weekly totals now.' } };
  expectAll(
    ['[Image #1] this is what I get', 'voilà ce que je vois [Image #1]', 'вот что получается'],
    'loss',
    claimed,
  );
  expectAll(["here's what I see, perfect"], 'win', claimed);
});

test('asking again for what was asked before, after "done", is a loss', () => {
  const previousRequest = 'make the export write dates in ISO format with the timezone';
  const ctx = { before: { text: 'Done, the export is updated.' }, previousRequest };
  expectAll(['make the export write dates in ISO format with the timezone please'], 'loss', ctx);
  expectAll(['now make the import read the same format'], 'neutral', ctx);
  expectAll(['make the export write dates in ISO format with the timezone please'], 'neutral', {
    before: { text: 'Which timezone should the export use?' },
    previousRequest,
  });
});

test('a noun that looks like "it builds" or "it loads" is not good news', () => {
  const committed = {
    before: {
      text: 'Committed. I left dist/ and the load/ scripts out of the commit: they are generated.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'git commit -m "wip"' }],
    },
  };
  for (const s of ['track build/', 'add the load folder to the commit too', 'open the build log'])
    assert.notEqual(kind(s, committed), 'win', s);
  expectAll(['it builds now', 'the page loads in a second now', 'ça marche enfin'], 'win', changed);
});

test('"already done" after the assistant told the user to act corrects its picture of the setup', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const told = { before: { text: 'Next, install the gcloud CLI and log in with gcloud auth login.' } };
  const toldFr = { before: { text: 'Ensuite, lance docker compose up puis ouvre localhost:8080.' } };
  for (const [s, ctx] of [
    ['gcloud is already there', told],
    ['I was already logged in', told],
    ['les conteneurs tournent déjà', toldFr],
  ] as const) {
    const a = analyzeMessage(s, P, ctx);
    assert.equal(a.feedback, 'loss', s);
    assert.equal(a.correction, true, s);
  }
  // Asked, denied, or after a turn that told the user nothing: no verdict from "already".
  assert.equal(analyzeMessage('is gcloud already installed?', P, told).feedback, 'neutral');
  assert.equal(analyzeMessage("I haven't installed anything already", P, told).correction, false);
  const offered = { before: { text: 'The exporter is done. Should I also add the CSV option?' } };
  assert.equal(analyzeMessage('the csv option is already there', P, offered).feedback, 'neutral');
});

test('an order that takes back a choice the assistant made on its own is a correction', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const chose = {
    before: { text: 'Merged. I intentionally kept vendor/ and the .env.sample file out of the repository.' },
  };
  for (const s of ['track vendor/', 'add .env.sample please']) {
    const a = analyzeMessage(s, P, chose);
    assert.equal(a.feedback, 'loss', s);
    assert.equal(a.correction, true, s);
  }
  // Agreeing, asking, or naming something the choice did not leave out: no reversal.
  for (const s of ['ok, keep vendor/ out', 'should we track vendor/?', 'add a changelog entry'])
    assert.equal(analyzeMessage(s, P, chose).feedback, 'neutral', s);
  const plain = { before: { text: 'Merged. The vendor/ folder holds the pinned copies.' } };
  assert.equal(analyzeMessage('track vendor/', P, plain).feedback, 'neutral', 'no choice was made in that turn');
});

test('"same …" opening a clause after the work, and spoken French without "ne", report no change', () => {
  expectAll(
    [
      'cleared the cache, reloaded, same 2 broken images',
      'same 404 on the detail page',
      'même erreur au démarrage',
      "il s'est rien passé au redémarrage",
      'y a plus de notifications du tout',
      'та же ошибка после перезапуска',
      'так и не обновилось',
    ],
    'loss',
    changed,
  );
  expectAll(
    [
      'same for the settings page please',
      'même style que la page d’accueil, tu t’en charges ?',
      'do the same for the cart',
    ],
    'neutral',
    changed,
  );
});

test('"no" to a yes/no question about how things are now, after a change, says the fix failed', () => {
  const asked = (text: string) => ({
    before: { text, actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'dock.conf' }] },
  });
  expectAll(['нет'], 'loss', asked('Поменял задержку. Теперь док прячется?'));
  expectAll(['non'], 'loss', asked("J'ai changé le thème. L'icône est visible maintenant ?"));
  expectAll(['no'], 'loss', asked('Adjusted the margin. Is the dock hidden now?'));
  // An offer or a question for information is answered, not judged.
  expectAll(['no'], 'neutral', asked('Adjusted the margin. Want me to restart the dock now?'));
  expectAll(['non'], 'neutral', asked('Thème changé. Quelle icône veux-tu maintenant ?'));
  expectAll(['не, через cron'], 'loss', asked('Сделал запуск через systemd-таймер.'));
});

test('denying a tool the assistant assumed corrects its picture of the setup', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const turn = (text: string) => ({ before: { text } });
  for (const [s, t] of [
    ["i'm on wayland, not xorg", 'I added the keyboard layout to your xorg.conf.'],
    ["j'utilise pas yarn ici", "J'ai ajouté le script dans le package.json, lance yarn build."],
    ['я не использую pyenv', 'Поставил нужную версию через pyenv, перезапусти shell.'],
  ] as const) {
    const a = analyzeMessage(s, P, turn(t));
    assert.equal(a.feedback, 'loss', s);
    assert.equal(a.correction, true, s);
  }
  // A tool the turn never named, or a question, says nothing of the work.
  assert.equal(analyzeMessage("I don't use docker", P, turn('I added the keyboard layout.')).feedback, 'neutral');
  assert.equal(analyzeMessage('do I use xorg or wayland?', P, turn('Edited xorg.conf.')).correction, false);
});

test('"I only asked for X" and "I had it that way on purpose" say what was wanted instead', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const changedAll = editedTurn('I upgraded every package and moved the dock to the left.', 'package.json');
  for (const s of [
    'why bump everything when I only asked for the auth package?',
    "pourquoi t'as tout changé alors que je demandais juste le paquet auth",
    'the dock was at the bottom on purpose, i set it there',
    "je l'avais mis en bas volontairement",
    'я специально держал его снизу',
  ]) {
    const a = analyzeMessage(s, P, changedAll);
    assert.equal(a.feedback, 'loss', s);
    assert.equal(a.correction, true, s);
  }
  // "je demande juste" (present) only asks; a deliberate choice told before any work is a plan.
  assert.equal(analyzeMessage('je demande juste pourquoi', P, changedAll).feedback, 'neutral');
  assert.equal(analyzeMessage('I keep the dock at the bottom on purpose', P, {}).feedback, 'neutral');
});

test('a complaint that states the rule says what is right instead: a correction', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const a = analyzeMessage('this is wrong again. we always name migrations with a timestamp prefix', P, changed);
  assert.equal(a.feedback, 'loss');
  assert.equal(a.correction, true);
  const b = analyzeMessage('still broken', P, changed);
  assert.equal(b.correction, false, 'a complaint alone names nothing right');
});

test('praise then the next order stays praise; "do the same" is an order, not a problem that stayed', () => {
  expectAll(
    [
      'excellent, merci ! pour les autres formulaires fais pareil',
      'отлично. теперь перенеси эти настройки в конфиг',
      'sick, thanks. can you also add a volume slider',
      'thanks, that answers it',
    ],
    'win',
    changed,
  );
  expectAll(['```\n$ make test\n30 passed\n```\nвот теперь красота'], 'win', changed);
});

test('a short acronym the turn used can be taken back; "not yet, …" answers a question', () => {
  const said = { before: { text: 'I set the VAT display to 20 € HT on the product page.' } };
  assert.equal(judge('20 € TTC, pas HT', said).correction, true);
  const asked = { before: { text: 'The branch is ready. Should I open the PR?' } };
  expectAll(['not yet, I want to write the changelog first', 'pas maintenant, je relis avant'], 'neutral', asked);
});

test('"X now does Y" in the turn claims a change, so praise with a complaint after it is a loss', () => {
  const claim = { before: { text: 'The invoice list now loads page by page and shows the totals.' } };
  assert.equal(kind('looks great, but the totals are wrong for refunds, they count twice', claim), 'loss');
  const fr = { before: { text: 'La liste affiche maintenant les totaux par mois.' } };
  assert.equal(kind('pas mal, mais les totaux sont faux pour les avoirs', fr), 'loss');
});

test('"why is X gone?" after a change names what it took away; "same …" inside a request is not a complaint', () => {
  expectAll(['why is the search box gone?', 'où est passé le bouton export ?', 'куда делся поиск?'], 'loss', changed);
  expectAll(
    ['do the orders page too, same layout', 'again for the billing service pls, same timeout', 'non rien reçu'],
    'neutral',
    { before: { text: 'Where should the logs go?' } },
  );
  expectAll(['non rien reçu'], 'loss', changed);
});

test('a plain fact right after a turn that guessed about the setup corrects the guess', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const guessed = { before: { text: 'Your router most likely runs OpenWrt, so I wrote the rule for nftables.' } };
  for (const s of ["it's a mikrotik, routeros 7", 'the router runs dd-wrt']) {
    const a = analyzeMessage(s, P, guessed);
    assert.equal(a.feedback, 'loss', s);
    assert.equal(a.correction, true, s);
  }
  const fr = { before: { text: "Vu que ta base est en Postgres 12, j'ai évité les colonnes générées." } };
  assert.equal(analyzeMessage("c'est du postgres 16", P, fr).correction, true);
  // An order or a question after a guess, or a fact after a turn that guessed nothing, is not a correction.
  assert.equal(analyzeMessage('add the rule for ipv6 too', P, guessed).feedback, 'neutral');
  assert.equal(analyzeMessage('is it openwrt 23?', P, guessed).feedback, 'neutral');
  const plain = { before: { text: 'I wrote the firewall rule for nftables.' } };
  assert.equal(analyzeMessage("it's a mikrotik, routeros 7", P, plain).feedback, 'neutral');
});

test('a screenshot right after the work, then what it shows, is a loss; a mockup, a question or an order with it is not', () => {
  const done = editedTurn('Added the totals row to the report table.', 'Report.tsx');
  expectAll(
    [
      '[Image #1] the totals row shows NaN for the last month',
      '[Image #2] le tableau déborde à droite sur mobile',
      '[Screenshot] итог считается только по первой странице',
      'the totals row is empty on the second page [Image #1]',
    ],
    'loss',
    done,
  );
  expectAll(
    [
      '[Image #1] here is the figma design for the next table, same style',
      '[Image #1] where does the totals row get its data?',
      '[Image #1] ok. now add a filter above the table',
      '[Image #1] can you make the header sticky like on the orders page',
    ],
    'neutral',
    done,
  );
  // Before any work, a screenshot with a description is a report to start from.
  const asked = { before: { text: 'Which page shows the problem? Please describe what you see.' } };
  assert.equal(kind('[Image #1] the orders table is cut off on the right', asked), 'neutral');
});

test('a version, address or pin other than the one the turn worked with corrects the work', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const cases: Array<[string, string]> = [
    ['Pointed the exporter at 192.168.1.40:9100 and reloaded Prometheus.', 'the nas is 192.168.1.44'],
    ['Wrote the config for Hyprland 0.39 syntax (windowrulev2).', "je suis en 0.45, c'est plus la même syntaxe"],
    ['Подключил кнопку к GPIO5 и включил подтяжку.', 'кнопка на GPIO4'],
  ];
  for (const [turn, said] of cases) {
    const a = analyzeMessage(said, P, {
      before: { text: turn, actions: [{ kind: 'edit', tool: 'Edit', target: 'x' }] },
    });
    assert.equal(a.feedback, 'loss', said);
    assert.equal(a.correction, true, said);
  }
  const work = editedTurn('Pinned the SDK to 2.3 and rebuilt.', 'go.mod');
  // The same value, an order, a question, or figures of a run are not corrections.
  for (const said of [
    '2.3 works, thanks',
    'now bump it to 2.4',
    'is 2.4 out yet?',
    'run: 3 epochs, loss 2.41 -> 1.97, 40 min',
  ])
    assert.notEqual(analyzeMessage(said, P, work).correction, true, said);
  // After a turn that asked for input, a value is the answer.
  const asked = { before: { text: 'Which Node version does the server run? Please tell me which one.' } };
  assert.equal(analyzeMessage('18.19', P, asked).feedback, 'neutral');
});

test('after steps the user was told to take, "still …" reports they did not help; the user’s own slip does not', () => {
  const told = { before: { text: 'Clear the cache in the browser console, then reload the page and log in again.' } };
  expectAll(['did that, still logged out after reload', 'fait, toujours la même erreur'], 'loss', told);
  expectAll(['oh wait i was still on the old tab, one sec', "ah that's on me, wrong account"], 'neutral', told);
});

test('a ban on code the turn just wrote corrects it', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const wrote = editedTurn('Added the helper:\n```js\nvar total = 0;\n```\nin `src/sum.js`.', 'src/sum.js');
  const a = analyzeMessage('no `var` in new code, ever. fix the file', P, wrote);
  assert.equal(a.feedback, 'loss');
  assert.equal(a.correction, true);
});

test('"I didn’t ask for that", "impec", "shows up properly now" and runtime errors pasted after "that fixes it"', () => {
  expectAll(
    ["pourquoi t'as touché au cron ? je t'avais rien demandé", 'why the new deps? i did not ask for them'],
    'loss',
    changed,
  );
  assert.equal(judge("pourquoi t'as touché au cron ? je t'avais rien demandé", changed).correction, true);
  expectAll(['impec merci', 'thanks, the labels show up properly now'], 'win', changed);
  const fixed = { before: { text: 'That fixes the crash: the handler now checks the map first.' } };
  expectAll(['```\nError while loading plugin: attempt to call a nil value\n```\nstill on reload'], 'loss', fixed);
});

test('"yes, X is fine" answering a question before any work is an answer, not praise', () => {
  const asked = { before: { text: 'I can cache for 5 or for 60 minutes. Which do you want?' } };
  expectAll(['yes 5 is fine', 'нет, 60 норм'], 'neutral', asked);
  expectAll(['yes, works great now'], 'win', changed);
});

test('"fixed it myself" after the work says the work did not get there', () => {
  expectAll(['fixed it myself, it was a missing import', 'сам исправил, там был лишний пробел'], 'loss', changed);
});

test('"where is the X?" right after "done" says it is not there; a named symptom that is gone is a fix, a win', () => {
  const done = { before: { text: 'Added the export endpoint with paging, done!' } };
  expectAll(["hmm where's the changelog entry?", 'où est le test ?'], 'loss', done);
  expectAll(['where is the config stored?'], 'neutral', done);
  expectAll(['the flicker is gone', 'мерцание пропало'], 'win', changed);
  expectAll(['the header still flickers'], 'loss', changed);
});

test('"I told you, we use X" and "here it is X, not Y" after the turn used Y are corrections; "fine this time" lets it pass', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const ran = {
    before: {
      text: 'I added the dependency with yarn add zod.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'yarn add zod' }],
    },
  };
  for (const s of ['I told you, we use bun in this repo', 'ici on est sur bun, pas yarn']) {
    const a = analyzeMessage(s, P, ran);
    assert.equal(a.feedback, 'loss', s);
    assert.equal(a.correction, true, s);
  }
  assert.equal(
    analyzeMessage('fine this time, but add to CLAUDE.md: new packages go in with bun, not yarn', P, ran).feedback,
    'neutral',
  );
});

test('"leave it" answers "remove it?"; it stops an announced change; "looks right now" is good news', () => {
  expectAll(['no leave it there'], 'neutral', { before: { text: 'The old config is unused now. Remove it?' } });
  expectAll(['hold on, leave it'], 'loss', { before: { text: "Next I'll drop the archive table." } });
  expectAll(['ty, the graph looks right now'], 'win', changed);
});

test('"not urgent, …" is not "not X, Y"; "hide the link" is an order, not a symptom', () => {
  expectAll(['is there a faster way? not urgent, just curious'], 'neutral', changed);
  expectAll(['admins only: hide the link for everyone else'], 'neutral', changed);
});

test('the state the assistant asked for, stated as a given, corrects its picture of the setup', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const told = {
    before: { text: 'First enable the SSH agent with systemctl --user enable ssh-agent, then retry the push.' },
  };
  const a = analyzeMessage('it is enabled', P, told);
  assert.equal(a.feedback, 'loss');
  assert.equal(a.correction, true);
  assert.equal(analyzeMessage("it's enabled now", P, told).feedback, 'neutral', 'the user just did it');
  assert.equal(analyzeMessage('it is enabled', P, { before: { text: 'I enabled the agent.' } }).feedback, 'neutral');
});

test('"did it, nothing" after a change or after steps the user was told to take', () => {
  const told = { before: { text: 'Clear the cache and restart the dev server.' } };
  expectAll(
    ['did both and still nothing on screen', "j'ai fait les deux mais rien", 'перезапустил, но ничего'],
    'loss',
    told,
  );
  expectAll(['did both and it loads now'], 'win', told);
});

test('"that is a hack" and "là où il fallait X" judge the work; "remember the crash last week?" recalls', () => {
  expectAll(
    ['this retry loop is a dirty hack', 'ce sleep c’est du bricolage', 'sleep на 2 секунды это костыль'],
    'loss',
    changed,
  );
  assert.equal(judge('tu as mis des let là où il fallait des const', changed).correction, true);
  expectAll(['remember the crash on login last month? could it be related'], 'neutral', changed);
});

test('spoken French "on a plus de …" (no "ne") says something is gone', () => {
  expectAll(['on a plus de réseau depuis ta modif'], 'loss', changed);
});

test('"it used to work before" after a change says it no longer does; "it worked!" is still good news', () => {
  const done = { before: { text: 'Done: the upload form now compresses images first.', actions: [] } };
  expectAll(
    [
      'the preview was working before you touched it',
      'it used to work before this edit',
      'le formulaire marchait très bien hier',
      'до твоей правки всё работало',
    ],
    'loss',
    done,
  );
  expectAll(['it worked, thanks!', 'ça a marché, merci'], 'win', done);
  // Before any change, how it worked last week describes the problem to work on.
  expectAll(['the upload used to work before the framework upgrade'], 'neutral', { followsAnswer: false });
});

test('"go back to the version from before" reaches past a few words to the former state', () => {
  const done = { before: { text: 'Rewrote the menu with the new grid layout.', actions: [] } };
  expectAll(["reviens à la version d'avant du menu", 'go back to the menu as it was before please'], 'loss', done);
});

test('after the work: "since your change …" dates a problem from it; "same … as before" is no effect; "loop over …" is an order', () => {
  const done = { before: { text: 'Reworked the mail queue to use a worker pool.', actions: [] } };
  expectAll(
    [
      'since your change the receipts go out twice',
      'depuis ta modif les reçus partent en double',
      'после твоих правок чеки уходят дважды',
      'exactly the same totals as before, 3 rows off',
    ],
    'loss',
    done,
  );
  assert.notEqual(kind('since your change it starts much faster, thanks', done), 'loss');
  expectAll(
    ['now loop over the same steps for the archive mails', 'I need the same thing for the invoices'],
    'neutral',
    done,
  );
});

test('undo needs work to undo; "hmm put the old X back" is one', () => {
  const listed = { before: { text: 'There are three branches: main, develop and feature/search.', actions: [] } };
  expectAll(['reset develop to last monday, an intern pushed to it by mistake'], 'neutral', listed);
  const done = { before: { text: 'Replaced the landing hero with the new carousel.', actions: [] } };
  expectAll(['hmm put the old hero back, it converted better'], 'loss', done);
});

test('picking an offered option before any work is an answer, even as "I meant X" or "not A, B"', () => {
  const asked = { before: { text: 'Before I start: should I base it on `main` or on `release`?' } };
  expectAll(['I meant release', 'pas main, release', 'я имел в виду release'], 'neutral', asked);
});

test('a judgement with its own subject after a turn that only looked is about that thing', () => {
  const looked = { before: { text: 'I read the old export script: it builds SQL by string concatenation.' } };
  expectAll(['yeah that script is garbage, someone wrote it in a hurry years ago. rewrite it?'], 'neutral', looked);
  expectAll(['garbage, that is not how the export works at all'], 'loss', looked);
});

test('"no, none at all" to "does it work now?", checks "at least once" and "а куда делся X?" after a change', () => {
  expectAll(['нет, ни одного'], 'loss', {
    before: { text: 'Переделал подписку на push. Уведомления теперь приходят?', actions: [] },
  });
  expectAll(['no, none'], 'loss', {
    before: { text: 'Rebuilt the push subscription. Are notifications arriving now?', actions: [] },
  });
  const done = { before: { text: 'Fixed: the report renders as PDF again.', actions: [] } };
  expectAll(["tu l'as lancé au moins une fois ?", 'а куда делся заголовок из отчёта?'], 'loss', done);
});

test('right after "done", "and X?" or a bare file name with "?" names what the work left out', () => {
  const done = { before: { text: 'Release done: bumped package.json to 2.3.0, tagged and deployed.', actions: [] } };
  for (const s of ['server/package.json?', 'et le changelog ?', 'what about the docs site?', 'а как же миграции?'])
    assert.deepEqual([judge(s, done).feedback, judge(s, done).correction], ['loss', true], s);
  expectAll(['and then?', 'et maintenant ?', 'ok?'], 'neutral', done);
});

test('a result the user doubts is a loss; one that looks right is good news', () => {
  const ran = {
    before: { text: 'Ran the query on staging: 912 accounts would get the reminder.', actions: [] },
    followsAnswer: true,
  };
  const changed = {
    ...ran,
    before: { ...ran.before, actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'q.sql' }] },
  };
  expectAll(
    ['912 seems way too high, check the join', 'ça me paraît énorme, revérifie', 'что-то многовато'],
    'loss',
    changed,
  );
  expectAll(['ça me paraît bon, commit', 'looks right'], 'win', changed);
});

test('praise alone, then "now X", is praise then the next order; a closing "thanks" after a checked result is a win', () => {
  const done = { before: { text: 'Fixed: the export now pages through every invoice.', actions: [] } };
  expectAll(['parfait. maintenant le tri sur la colonne date', 'nice. now the filters on /reports'], 'win', done);
  expectAll(['ran it on the big account, 12k rows in the file. thanks', 'v3 trained, eval 0.91. nice!'], 'win', done);
  expectAll(['add the same export for credit notes. thanks'], 'neutral', done);
});

test('a screenshot placeholder is not the user\'s words; "X is empty whereas …" is a bad result', () => {
  const done = editedTurn('Added the bookings list screen.', 'lib/bookings.dart');
  expectAll(
    ["[Image #1] l'écran est vide alors que j'ai trois réservations", "[Image #2] where's the pager?"],
    'loss',
    done,
  );
});

test('a pasted ticket is judged on the words around it, even when its rule lines are taken out', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const ticket = [
    'next ticket',
    '',
    '**SHOP-90 Faster checkout**',
    '',
    'Context: conversion is stuck at 2% and the payment step crashes on old Safari.',
    '',
    'Acceptance criteria',
    '- one page instead of three',
    '- the total MUST update live',
    '',
    'Constraints',
    '- NEVER touch the payment provider SDK version',
    '- keep the existing analytics events',
    '- no new dependencies',
  ].join('\n');
  const done = { before: { text: 'Merged the cart fix and deployed it.', actions: [] } };
  assert.equal(analyzeMessage(ticket, P, done).feedback, 'neutral');
});

test('an order that undoes the verb of the turn, "I wanted X" and "всё равно" after the work are losses', () => {
  const pinned = {
    before: { text: 'Updated the call; to be safe I also pinned `pydantic==1.10` in requirements.txt.', actions: [] },
  };
  assert.deepEqual(
    [
      judge('we are on 2.x and staying there, unpin it', pinned).feedback,
      judge('we are on 2.x and staying there, unpin it', pinned).correction,
    ],
    ['loss', true],
  );
  const done = { before: { text: 'Opened PR #41 with the profile page and the avatar upload.', actions: [] } };
  expectAll(['it has the upload too? i wanted two separate PRs', 'je voulais juste la page profil'], 'loss', done);
  expectAll(["parfait, c'est exactement ce que je voulais"], 'win', done);
  expectAll(['je voulais savoir si la CI passe'], 'neutral', done);
  expectAll(['после правки всё равно дублируется', 'la CI est rouge sur la PR'], 'loss', {
    before: { text: 'Исправил дедупликацию. Готово.', actions: [] },
  });
});

test('weak praise that says how to carry out an order is no praise; "that\'s just wrong" stands alone', () => {
  const done = { before: { text: 'Typed the params as `any` so the compiler stops complaining.', actions: [] } };
  for (const m of ['никаких any. типизируй нормально', 'fais-le bien cette fois'])
    assert.notEqual(kind(m, done), 'win', m);
  const guessed = { before: { text: 'The latency is most likely caused by DNS resolution on every request.' } };
  expectAll(["that's just wrong"], 'loss', guessed);
});

test('after "ok." or praise, "now X" is the next order unless it says something is wrong; "X, but not Y" is a partial success', () => {
  const done = { before: { text: 'Rewrote the login screen with the new form library.', actions: [] } };
  expectAll(['ok. now the signup screen should use it too', 'k dark mode now, toggle in the header'], 'neutral', done);
  expectAll(['nice. same on signup'], 'win', done);
  expectAll(
    [
      'ok. the login now only accepts gmail addresses',
      'it loads, but the button does not submit',
      'ça compile mais rien ne s’affiche',
    ],
    'loss',
    done,
  );
  expectAll(['ok, but do not touch the validation rules', 'порт 5432, а не 5433, это я опечатался'], 'neutral', done);
  expectAll(['top ça marche', 'top merci'], 'win', done);
  expectAll(['the top 3 items are fine, next the footer'], 'neutral', done);
  expectAll(['the spinner stays forever on slow networks'], 'loss', done);
  expectAll(['it should retry forever with backoff'], 'neutral', done);
});

test('after the work: "you committed X" stated flatly, "ffs", "X, а не Y" and "ça marche, plus de X"', () => {
  const done = { before: { text: 'Committed the scraper and its cache in data/cache.db. Done.', actions: [] } };
  expectAll(
    ['u committed data/cache.db. 400mb. in git', "t'as supprimé le cache du build", 'ffs. it is all eu-west-3'],
    'loss',
    done,
  );
  expectAll(['you added the tests, thanks'], 'win', done);
  const boot = {
    before: { text: 'Added the kernel options to /etc/kernel/cmdline for systemd-boot. Done.', actions: [] },
  };
  assert.deepEqual(
    [
      judge('pve2 на grub, а не на systemd-boot', boot).feedback,
      judge('pve2 на grub, а не на systemd-boot', boot).correction,
    ],
    ['loss', true],
  );
  expectAll(['ok ça marche, plus de bandeau. merci'], 'win', done);
  expectAll(['ça marche plus'], 'loss', done);
});

test('👍 and 👌 acknowledge like "ok"; 🎉 is praise', () => {
  const done = { before: { text: 'Deployed the new pipeline. Done.', actions: [] } };
  expectAll(['👍', '👍 next the docs', '👌'], 'neutral', done);
  expectAll(['🎉'], 'win', done);
});

test('after the work: a zero count, "empty when I …", "c\'est X pas Y", "ça a viré X"; "0 errors now", a closing thanks and a final 🎉', () => {
  const done = {
    before: { text: 'Added the report command reading `reports/`, with the totals table. Done.', actions: [] },
  };
  expectAll(
    [
      'total is always 0, there are 300 orders',
      'the table is empty when i filter by admin',
      "le dossier c'est exports/ pas reports/",
      'ça a viré les en-têtes de tous les fichiers',
      "t'as rajouté une lib pour ça ? on peut faire sans",
    ],
    'loss',
    done,
  );
  expectAll(['merci, à demain', 'спасибо, на сегодня всё'], 'neutral', done);
  // A zero count of a problem is the fix confirmed, not a zero count of a result.
  expectAll(['ran it, the totals are there 🎉', 'ok that went through', '0 errors now'], 'win', done);
  assert.equal(judge("le dossier c'est exports/ pas reports/", done).correction, true);
});

test('"now X needs Y", "oui, même X", "also skip anything under Z" are orders; "second time today" is a loop', () => {
  const done = { before: { text: 'Split the prompts into two files and committed. Done.', actions: [] } };
  expectAll(
    [
      'now the planner needs a repo map. can you build one?',
      'oui, même convention de message',
      'also skip anything under vendor/',
    ],
    'neutral',
    done,
  );
  expectAll(['second time today. run the linter before pushing'], 'loss', done);
});

test('negations and verbs typed fast are still read: "dosent", "dosen\'t", "not wroking"', () => {
  const done = { before: { text: 'Fixed: the save button posts the form now.', actions: [] } };
  expectAll(['it dosent work', "the button dosen't do anything", 'still not wroking'], 'loss', done);
});

test('after the work: enthusiasm and 🙏, "green now." before the next order, the user\'s own slip, missing things in spoken French and Russian', () => {
  const done = { before: { text: 'Switched the sink on login with a wireplumber rule. Done.', actions: [] } };
  expectAll(['SOUND after a reboot. you legend 🙏', 'smooth as butter now, thank you so much'], 'win', done);
  expectAll(["green now. ok next: bump the version, it's 2.3.1 now and this one is 2.4.0"], 'win', done);
  expectAll(['perfect. now the Book button should say Waitlist instead when it is full'], 'win', done);
  expectAll(['а, это я её замьютил, забыл'], 'neutral', done);
  expectAll(
    ["le graphique a pas de titre ni de noms d'axes", 'звука нет вообще', 'ты и папку .cache закоммитил?'],
    'loss',
    done,
  );
  const asked = { before: { text: 'Want me to disable the HDMI output so it never gets picked?', actions: [] } };
  expectAll(["yes please. I never use it anyway, the monitor doesn't even have speakers"], 'neutral', asked);
  expectAll(['écris à la première personne, « je règle », pas « on »'], 'neutral', { followsAnswer: false });
});

test('from devset12.a: a closing "that\'s all for today", "Ah ok." then the next order, "Right. … leave it", "you force-pushed X?", 😬 and a smile anywhere', () => {
  const done = { before: { text: 'Rebased the branch onto main and force-pushed it. Done.', actions: [] } };
  expectAll(
    [
      "Thanks, that's all for today.",
      'Ah ok. Bon, les tableaux maintenant',
      "Right. I'll tag it myself, leave it staged.",
    ],
    'neutral',
    done,
  );
  expectAll(
    ['You force-pushed the review branch? Joel had it checked out', 'euh cette lib est pas autorisée 😬'],
    'loss',
    done,
  );
  expectAll(['AAAH 58/58 !!! 😍 bon je vais manger', 'the labels are visible now, comme il faut'], 'win', done);
  expectAll(['the new messages are not translatable'], 'loss', done);
});

test('from devset9.a: "vert", "20 ok" after a run; "t\'as rien repris"; "нет никакой копии"', () => {
  const done = { before: { text: 'Ran the playbook on the test host and committed. Done.', actions: [] } };
  expectAll(['vert', 'ran it. 20 ok'], 'win', done);
  expectAll(
    ["t'as regardé le script ? t'as rien repris", 'на сервере нет никакой копии конфига', '12 passed, 3 failed'],
    'loss',
    done,
  );
});

test('from devset10.a: "why is X even in there", "it should only be there when …", a smile after steps the user was told to take', () => {
  const done = { before: { text: 'Added the date formatting with date-fns and the banner. Done.', actions: [] } };
  expectAll(
    ['why is date-fns even in there', 'the banner shows on the login page, it should only be there when logged in'],
    'loss',
    done,
  );
  const told = { before: { text: 'Install the build on the simulator, add a few habits, then run this branch.' } };
  expectAll(['did that, the habits are there and the widget shows them 🎉'], 'win', told);
});

test('from devset14/15.a: short Russian failures, "X без Y?", "ça va pas marcher", "fine." as "ok", "solid now", "finally", a closing "ça marche"', () => {
  const done = { before: { text: 'Added the booking cancel endpoint and the email. Done.', actions: [] } };
  expectAll(['отмена не долетает', 'админка без авторизации?', "can't be, the run takes 6 min"], 'loss', done);
  assert.notEqual(kind('les ids en dur ça va pas marcher en live', done), 'win');
  expectAll(
    ['кнопка больше не дребезжит, спасибо', 'rotated it 20 times, solid now', 'finally. thanks', 'что-то теперь ок'],
    'win',
    done,
  );
  expectAll(
    [
      'fine',
      'fair. fine.',
      'Ça marche, à demain !',
      'смержил. теперь письмо при брони',
      'проверь ещё 3 записи, не только эту',
    ],
    'neutral',
    done,
  );
});

test("words with an elided apostrophe match as the tokenizer writes them ('aujourd'hui', 'jusqu'à')", () => {
  const done = editedTurn('Fixed the login redirect.', 'auth.ts');
  assert.equal(kind("merci, c'est tout pour aujourd'hui", done), 'neutral');
  assert.equal(kind("deuxième fois aujourd'hui que la page blanche revient", done), 'loss');
  assert.equal(kind("la recherche marchait jusqu'à ta modif", done), 'loss');
});

test('after praise alone, a state that lasts ("still …") is still a complaint; "now do the same again" is the next order', () => {
  const done = editedTurn('Updated the tooltip copy.', 'Tooltip.tsx');
  expectAll(['great. the tooltip is still empty', 'super. le tooltip affiche toujours l’ancien texte'], 'loss', done);
  expectAll(['perfect. now do the same again for the settings page'], 'win', done);
});

test('after the work, a verb limited to a part ("only exports the first page") or a thing shown twice is a symptom', () => {
  const done = editedTurn('Done: the export includes archived invoices.', 'export.ts');
  expectAll(
    [
      'it only exports the first page',
      "n'affiche que la moitié des lignes",
      'грузит только первую страницу',
      'each row shows up twice',
      'le mail apparaît deux fois dans la liste',
    ],
    'loss',
    done,
  );
  expectAll(
    [
      'only the first page needs the banner',
      'just do the first one',
      'i only tested the first page',
      'does it only export the first page?',
    ],
    'neutral',
    done,
  );
});

test('after the work, what it does set against what was expected ("shows X instead of Y") is a loss with its correction', () => {
  const done = editedTurn(
    'Done: the invoice total is now computed from the cart lines, deployed to staging.',
    'src/invoice.ts',
  );
  for (const m of [
    'the invoice total shows 1299 instead of 12.99',
    'now the export returned an empty array instead of the rows',
    'le total sort à 1299 au lieu de 12,99',
    'la facture affiche le prix HT à la place du TTC',
    'итог показывает 1299 вместо 12,99',
  ]) {
    const r = judge(m, done);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
  expectAll(
    [
      'show the net price instead of the gross one',
      'affiche le prix HT au lieu du TTC',
      'покажи цену без НДС вместо полной',
      'I used the sandbox key instead of the live one',
      'also fix the footer, its link points to /abuot instead of /about',
      'does it show the net price instead of the gross one?',
    ],
    'neutral',
    done,
  );
});

test('French past failures ("ça n\'a pas marché", "le mail n\'est pas arrivé") are losses; the user\'s own doing is not', () => {
  const done = editedTurn('Done: the reminder e-mail is sent by the cron job at 8:00, deployed.', 'jobs/reminder.ts');
  expectAll(
    [
      "ça n'a pas marché",
      "le mail de rappel n'est pas arrivé",
      "la bannière ne s'est pas affichée ce matin",
      'le job a pas démarré',
    ],
    'loss',
    done,
  );
  expectAll(["je n'ai pas encore lancé le job", 'ne lance pas le job avant demain'], 'neutral', done);
});

test('Russian perfective failures of the thing itself ("страница не загрузилась", "письмо не пришло") are losses; orders and the user\'s own account are not', () => {
  const done = editedTurn('Готово: напоминание уходит из крона в 8:00, задеплоил.', 'jobs/reminder.ts');
  expectAll(
    ['письмо так и не пришло, ждал до девяти', 'страница отчёта не загрузилась', 'после деплоя ничего не заработало'],
    'loss',
    done,
  );
  expectAll(['не запускай крон до завтра', 'не запускал ещё, вечером посмотрю'], 'neutral', done);
});

test('after the work, an HTTP error status, a timeout or a throw is a failure; a status gone or a request to look into one is not', () => {
  const done = editedTurn(
    'Done: the /orders endpoint now paginates with a cursor; deployed to staging.',
    'api/orders.ts',
  );
  expectAll(
    [
      'on staging I get a 502 on every page after the first',
      'la page 2 renvoie une 500',
      '/orders теперь отдаёт 504',
      'the export times out on big accounts',
      'it throws as soon as the cursor is empty',
    ],
    'loss',
    done,
  );
  expectAll(["I don't get the 502 anymore", 'the 500 is gone'], 'win', done);
  expectAll(
    [
      'right now the legacy page is a 500 too, can you have a look at it next',
      'check why /health returns 503 on the old cluster',
      'throw an error when the cursor is missing',
    ],
    'neutral',
    done,
  );
});

test('a thing that refuses or won\'t ("refuses to start", "ne se lance plus", "ça veut pas démarrer", "отказывается запускаться") fails; the user refusing does not', () => {
  const done = editedTurn(
    'Done: the worker now reads its queue name from the environment; restarted it.',
    'worker/main.py',
  );
  expectAll(
    [
      'the worker refuses to start',
      'le worker ne se lance plus',
      'le worker veut pas démarrer',
      'воркер отказывается запускаться',
    ],
    'loss',
    done,
  );
  expectAll(
    ['I refuse to restart it by hand every time, make it a service', 'ne te lance pas dans un refacto'],
    'neutral',
    done,
  );
});

test('the same answer or code given again ("you gave me the same answer again", "le même code que tout à l\'heure") is looping', () => {
  const done = {
    before: {
      text: 'Here is the updated query: it joins orders on customers and filters by status.',
      actions: [],
    },
  };
  expectAll(
    [
      "that's the same query you gave me before",
      "c'est la même réponse que tout à l'heure",
      'опять тот же ответ',
      'ты повторяешься',
    ],
    'loss',
    done,
  );
  expectAll(['use the same code for the invoices page', 'is it the same code as before?'], 'neutral', done);
});

test('spoken French "t\'as pas testé" is an omission like "tu n\'as pas testé"; "who asked for it" needs no pronoun', () => {
  const done = editedTurn('Done: the settings page uses the new color tokens everywhere.', 'src/settings.css');
  for (const m of ["t'as pas relancé le build", 'tu as rien changé sur mobile', 'vous avez pas lu ma remarque']) {
    const r = judge(m, done);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
  expectAll(['кто просил менять шрифты?', 'qui a demandé de changer les marges ?'], 'loss', done);
  expectAll(["t'as pas besoin de relancer le build", "tu as pas à t'occuper du mobile"], 'neutral', done);
});

test('after the work, speed as the state now ("it\'s fast now", "ça va plus vite maintenant") is good news; "too fast now" is not', () => {
  const done = editedTurn('Done: the search now uses the trigram index; deployed to staging.', 'db/search.sql');
  expectAll(
    ['search is fast now', 'la recherche va vite maintenant', 'теперь поиск быстро работает', 'теперь всё ок'],
    'win',
    done,
  );
  expectAll(['the dropdown closes too fast now', 'maintenant le menu se ferme trop vite'], 'loss', done);
});

test('a problem named as none left ("no more crashes", "plus aucun débordement", "больше никаких вылетов") is a fix; praise closing a "now" report makes it good news', () => {
  const done = editedTurn(
    'Done: the importer now batches the rows and releases the memory after each file.',
    'import/run.py',
  );
  expectAll(
    [
      'no more crashes on the big files',
      'plus aucun débordement de mémoire',
      'больше никаких вылетов на больших файлах',
      'ошибок больше нет',
      'the import runs in one go now, memory stays flat. Really nice work.',
      'Plus aucun plantage sur les gros fichiers. Je vous remercie.',
    ],
    'win',
    done,
  );
  expectAll(
    ['the importer crashes and no more rows get written', 'now every file is imported twice. great.'],
    'loss',
    done,
  );
});

test('"a" in an English sentence is the article, not the French verb: "yes, a launch only for the test" states no fact against a guess', () => {
  const guessed = editedTurn(
    'The board most likely has no PSRAM, so I kept the buffer small. Do you want a separate launch file for the test?',
    'main.c',
  );
  expectAll(['yes, a launch file only for the test, with the motors off'], 'neutral', guessed);
  expectAll(['le module a 8 mo de psram'], 'loss', guessed);
});

test('"you always do this" reproaches a habit: a loss; a question about the habit is not', () => {
  const done = editedTurn('Done: I rewrote the whole settings module to use the new store.', 'src/settings.ts');
  expectAll(['you always do that', 'tu fais toujours ça', 'вы всегда так делаете'], 'loss', done);
  expectAll(['do you always do that?', 'you always know the answer'], 'neutral', done);
});

test('"utilise plutôt X" corrects the way it was done, like "plutôt utilise X"', () => {
  const done = editedTurn('Done: I wrote a new date formatter in utils/date.ts.', 'utils/date.ts', 'Write');
  for (const m of ['utilise plutôt le formatter de date-fns', 'prends plutôt Intl.DateTimeFormat']) {
    const r = judge(m, done);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
});

test('after the work, "ça a l\'air bon", "выглядит правильно", "всё сходится", "the totals add up now", "наконец-то!", "ура" are good news', () => {
  const done = editedTurn('Done: the monthly totals are now computed in cents and rounded once.', 'report/totals.py');
  expectAll(
    [
      "le rapport a l'air bon",
      'отчёт выглядит правильно',
      'всё сходится с банком',
      'the totals add up now',
      'наконец-то!',
      'ура, сошлось',
    ],
    'win',
    done,
  );
  // Negated, they are no praise (whether they are a complaint is for other families to say).
  for (const m of ["it doesn't add up", "ça n'a pas l'air bon"]) assert.notEqual(kind(m, done), 'win', m);
});

test('"nope" after "fixed it, can you check?" is a loss; "still loading / still open" after a fix persist', () => {
  for (const [turn, nos] of [
    ['Fixed it: the drawer now closes when you click outside. Can you check?', ['nope', 'no']],
    ["C'est corrigé : le tiroir se ferme au clic dehors. Tu peux vérifier ?", ['non', 'toujours pas']],
    ['Исправил: панель закрывается по клику снаружи. Проверишь?', ['нет', 'не-а']],
  ] as const) {
    const ctx = { before: { text: turn, actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'Drawer.tsx' }] } };
    expectAll([...nos], 'loss', ctx);
  }
  const fixed = editedTurn('Fixed the drawer: it closes on outside click.', 'Drawer.tsx');
  expectAll(['still open', 'the page is still loading', 'still starting after 2 minutes'], 'loss', fixed);
  expectAll(['it opened fine', 'loaded fine now'], 'win', fixed);
});

test('a problem marked off-topic ("не по теме", "hors sujet", "off-topic") is not about the work', () => {
  const done = editedTurn('Done: the invoice PDF now has the logo.', 'pdf/invoice.ts');
  expectAll(
    [
      'не по теме, но поиск тормозит на планшете',
      'hors sujet : la recherche rame sur la tablette',
      'off-topic, but search is slow on the tablet',
    ],
    'neutral',
    done,
  );
  expectAll(['the logo is there but the pdf crashes now'], 'loss', done);
});

test('Russian "регрессия" and short passive participles ("README не обновлён", "баг не исправлен") report failures', () => {
  const done = editedTurn('Готово: экспорт переписан на стримы, README дополнил.', 'export.ts');
  expectAll(['регрессия в импорте', 'CHANGELOG не обновлён', 'тест на пустой файл не добавлен'], 'loss', done);
});

test('French fixes told in the past ("ça a réglé le problème") are wins; "ça n\'a pas réglé le problème" is no effect', () => {
  const done = editedTurn("C'est fait : le cache est vidé à chaque déploiement.", 'deploy.sh');
  expectAll(['merci, ça a réglé le souci de cache', 'ça a tout corrigé'], 'win', done);
  expectAll(
    ["ça n'a pas réglé le souci de cache", 'ça a pas résolu le problème', 'не решило проблему с кэшем'],
    'loss',
    done,
  );
});

test('blunt judgements in French and Russian ("c\'est de la merde", "это бессмыслица", "дичь какая-то") are losses', () => {
  const done = editedTurn('Done: I generated the release notes from the commit log.', 'RELEASE_NOTES.md', 'Write');
  expectAll(
    ["ces notes c'est de la merde", 'эти заметки бессмыслица', 'дичь какая-то', 'это херня, перепиши'],
    'loss',
    done,
  );
});

test('an undo feature ("add an undo button", "un bouton annuler") is no request to undo', () => {
  const done = editedTurn('Done: the editor toolbar has bold and italic.', 'Toolbar.tsx');
  expectAll(['can you add an undo button next to bold?', 'ajoute aussi un bouton annuler'], 'neutral', done);
  expectAll(['undo the italic, just bold'], 'loss', done);
});

test('a polite decline of an offer ("non merci", "нет, спасибо", "no, that\'s fine") is an answer, not praise', () => {
  const offered = editedTurn('Done: the export is paginated. Want me to also add a progress bar?', 'export.ts');
  expectAll(['non merci', 'нет, спасибо', "no, that's fine", 'non ça ira', 'нет, не надо'], 'neutral', offered);
  expectAll(['no, the export is broken now'], 'loss', offered);
});

test('passive failures ("the env var isn\'t picked up", "the email wasn\'t sent") are losses; the user\'s own "I haven\'t …" and unused code are not', () => {
  const done = editedTurn('Done: the worker reads SMTP_HOST and sends the digest at 8:00.', 'worker/digest.ts');
  expectAll(
    ["SMTP_HOST isn't picked up", "the digest wasn't sent this morning", "the template isn't generated"],
    'loss',
    done,
  );
  expectAll(["I haven't called the endpoint yet", "the old helper isn't called anywhere, drop it"], 'neutral', done);
});

test('French and Russian passive failures ("le fichier n\'est pas généré", "письмо не отправлено") are losses', () => {
  const done = editedTurn('Готово: отчёт генерируется кроном и уходит письмом в 8:00.', 'cron/report.py');
  expectAll(
    ["le rapport n'est pas généré", "le webhook n'est pas appelé", 'письмо не отправлено', 'отчёт не сгенерирован'],
    'loss',
    done,
  );
  expectAll(['не вызывай его пока'], 'neutral', done);
});

test('"ça recommence", "ça le fait encore", "повторяется", "it does it again" after a fix: no effect', () => {
  const fixed = editedTurn('Fixed: the sync no longer duplicates rows.', 'sync.ts');
  expectAll(
    ['ça recommence', 'ça le fait encore sur la prod', 'повторяется', 'it does it again on prod'],
    'loss',
    fixed,
  );
});

test('"I was referring to X", "tu m\'as mal compris", "речь шла о X" say what was meant; "j\'ai mal compris" is the user\'s own slip; "топ" is praise', () => {
  const done = editedTurn('Done: the header now sticks to the top.', 'Header.tsx');
  for (const m of ['I was referring to the footer', "tu m'as mal compris, c'est le footer", 'речь шла о футере']) {
    const r = judge(m, done);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
  expectAll(["j'ai mal compris ta question, pardon"], 'neutral', done);
  expectAll(['топ, спасибо'], 'win', done);
});

test('"все тесты прошли", "деплой прошёл", "les tests sont passés" say it went through; "тесты не прошли" did not; "прошёл час" is time', () => {
  const done = editedTurn('Готово: поправил миграцию и запустил пайплайн.', 'migrations/0042.py');
  expectAll(['все тесты прошли', 'деплой прошёл', 'les tests sont passés'], 'win', done);
  expectAll(['тесты не прошли', 'деплой не прошёл'], 'loss', done);
  expectAll(['прошёл час, пайплайн ещё идёт'], 'neutral', done);
});

test('items dictated after a colon ("add to the backlog: …") are content to write down, not feedback on the work', () => {
  const done = {
    before: {
      text: 'Dev server is up on localhost:5173.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'npm run dev' }],
    },
  };
  expectAll(
    [
      "add to the backlog: the csv export doesn't work on safari",
      "mets à jour la todo list avec : le total s'affiche au lieu de la moyenne, le bouton ne marche pas",
      'запиши в заметки: на телефоне кнопка не работает',
    ],
    'neutral',
    done,
  );
  expectAll(["fix these: the csv export doesn't work on safari"], 'loss', done);
});

test('"doesn\'t remember / persist" after the work is a failure; "I can\'t remember if …" is the user\'s memory', () => {
  const done = editedTurn('Added the dark mode toggle and stored the choice.', 'Settings.tsx');
  expectAll(
    [
      "it doesn't remember the choice after reload",
      'le choix ne persiste pas après un rechargement',
      'не запоминает выбор после перезагрузки',
    ],
    'loss',
    done,
  );
  expectAll(["I can't remember if we use conventional commits", 'я не запоминаю такие вещи'], 'neutral', done);
});

test('praise, then a short "but" that names bad news, is a complaint; "but can you …" is a request', () => {
  const done = editedTurn('Rewrote the search to use the new index.', 'search.ts');
  assert.equal(kind("it works but it's really slow", done), 'loss');
  assert.equal(kind('perfect, but can you add a test', done), 'neutral');
});

test('a ban on what was just done, "you are overcomplicating this" and "I never asked for X" are complaints after the work', () => {
  const done = editedTurn('Refactored the middleware into three files and added a cache.', 'auth.ts');
  expectAll(
    [
      'never do that again',
      'ne refais jamais ça',
      'больше так не делай',
      "you're overcomplicating this",
      'tu compliques tout, fais simple',
      'why three files? one was enough',
      "je t'ai pas demandé de cache",
    ],
    'loss',
    done,
  );
  expectAll(['please don’t worry about that', 'ok now write the docs for it'], 'neutral', done);
});

test('a problem that is gone is a fix; "that is not how it works" judges an explanation', () => {
  const done = {
    before: {
      text: 'Regenerated the lockfile; the build should be clean now.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'npm install' }],
    },
  };
  expectAll(['the warning is gone', 'no more warnings in the build', 'предупреждений больше нет'], 'win', done);
  assert.equal(kind('the sidebar is gone', done), 'loss');
  assert.equal(kind('from now on i deploy by hand, no more ssh from the laptop', done), 'neutral');
  const explained = {
    before: { text: 'The child re-renders because the callback is a new function on every render.' },
  };
  expectAll(
    ["that's not how it works, the props object is new anyway", "ce n'est pas comme ça que ça marche"],
    'loss',
    explained,
  );
});

test('right after the work, a doubled question mark is exasperation: a complaint', () => {
  const done = editedTurn('Added analytics with autocapture enabled.', 'providers.tsx');
  expectAll(
    ['why autocapture?? we turned that off on purpose', 't’as ajouté deux dépendances pour ça ??', 'а где логи?!'],
    'loss',
    done,
  );
  const asked = { before: { text: 'Which analytics provider do you use?' } };
  assert.equal(kind('posthog?? no, plausible', asked), 'neutral');
});

test('"now it is clean" in French and Russian is good news after the work', () => {
  const done = editedTurn('Replaced ln -sf with ln -sfn and removed the nested link.', 'bootstrap.sh');
  expectAll(['да, теперь чисто', "maintenant c'est propre"], 'win', done);
});

test('"toujours" before a failure ("toujours OOM", "toujours 500") is still, not always', () => {
  const done = editedTurn('Set PYTORCH_CUDA_ALLOC_CONF and halved the batch.', 'train.py');
  expectAll(['toujours OOM, à 31 min cette fois', 'toujours 500 sur /api/login'], 'loss', done);
  expectAll(['toujours des tests avant de pousser'], 'neutral', done);
});

test('short reactions after the work: a near miss, a state that resets, "no X" for what was promised, a page that crashes', () => {
  const done = editedTurn('Done: the settings page saves the timezone and shows a toast on success.', 'Settings.tsx');
  expectAll(
    [
      'almost',
      'presque',
      'почти',
      'timezone resets to UTC',
      'le fuseau revient à UTC',
      'часовой пояс сбрасывается',
      'no toast',
      'pas de toast',
      'the page crashes on save',
      'console is full of errors',
    ],
    'loss',
    done,
  );
  expectAll(['no worries, next the profile page', 'add a page break before the table'], 'neutral', done);
});

test('"nothing in X" where the work should show, after the user\'s own check, is a loss', () => {
  const done = editedTurn(
    'Done: every signup now sends a `Signup` event to plausible, deployed to the preview.',
    'Signup.astro',
  );
  expectAll(
    [
      'two test signups on the preview: nothing in plausible',
      'deux inscriptions de test sur la preview, rien dans plausible',
      'сделал две регистрации, в plausible ничего',
      'nothing on the preview',
    ],
    'loss',
    done,
  );
  expectAll(['nothing in the changelog yet, add a line', 'rien dans le backlog pour demain'], 'neutral', done);
});

test('after the work, two things that should differ come out the same; "not what we wanted" is a miss', () => {
  const done = editedTurn('Added paging to the orders list, 20 per page.', 'Orders.vue');
  expectAll(
    [
      'the second page shows the same orders as the first',
      'la page 2 affiche les mêmes commandes que la page 1',
      'вторая страница показывает те же заказы, что и первая',
      "c'est pas ce qu'on voulait",
    ],
    'loss',
    done,
  );
  expectAll(['make it show the same colors as the header'], 'neutral', done);
  expectAll(['les tests passent, merci'], 'win', done);
});

test('"zero failures", "aucune erreur", "ни одной ошибки", "solid" and "то что нужно" are good news after the work', () => {
  const done = editedTurn('Fixed the race in the upload worker and ran the suite 20 times.', 'worker.go');
  expectAll(
    ['ran it 50 times here too, zero failures', 'aucune erreur', 'ни одной ошибки', 'solid, merging', 'то что нужно'],
    'win',
    done,
  );
  expectAll(['0 errors but the page is blank'], 'loss', done);
});

test('after the work, "rather / plutôt / лучше / instead of X, Y" says how it should have been done: a correction', async () => {
  const { analyzeMessage } = await import('../../../src/core/capture/analyzeMessage');
  const done = editedTurn('Added the retry with a fixed delay and a json config.', 'retry.ts');
  for (const said of [
    'rather use the existing backoff helper',
    'mets la config dans le .env plutôt',
    'лучше через переменные окружения',
    'instead of a json file, read it from env',
  ]) {
    const a = analyzeMessage(said, P, done);
    assert.equal(a.feedback, 'loss', said);
    assert.equal(a.correction, true, said);
  }
  assert.equal(analyzeMessage('is it better to use env or json here?', P, done).feedback, 'neutral');
});

test('"прикольно", "классно", "кайф" are praise', () => {
  const done = editedTurn('Добавил анимацию поклёвки.', 'bobber.gd');
  expectAll(['прикольно', 'классно, работает', 'кайф'], 'win', done);
});

test('terse reports after the work: "wallpaper gone", "font is tiny", "cursor invisible", "config error on line 42"', () => {
  const done = editedTurn('Updated hyprland.conf and reloaded.', 'hyprland.conf');
  expectAll(
    ['wallpaper gone', 'font is tiny', 'cursor invisible', 'screen tearing again', 'config error on line 42'],
    'loss',
    done,
  );
  expectAll(['not bad at all'], 'win', done);
});

test('"skip step 6" is an order, "I\'ll fix it today" a plan, "still runs" no problem, "Crashlytics" no crash', () => {
  const done = {
    before: {
      text: 'Tagged v2.14.0 and deployed to staging.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'pnpm deploy:staging' }],
    },
  };
  expectAll(
    [
      "Skip step 6 this time, I'll post it myself.",
      "It's the README that's out of date, I'll fix it today.",
      'the app still runs on it',
      'the archived reports still load, all 12',
      'if Crashlytics stays clean we go to everyone',
    ],
    'neutral',
    done,
  );
  expectAll(['you skipped the tests', 'it crashes on start'], 'loss', done);
});

test('a breakage denied after the work is a fix ("it doesn\'t freeze anymore", "ça ne plante plus", "не виснет"); a wish, an order or the past is not', () => {
  const done = editedTurn(
    'Moved the acquisition to a worker thread; the UI only draws the frames it gets.',
    'src/acq.cpp',
  );
  expectAll(
    [
      "it doesn't freeze anymore, the window moves during the long run",
      'it stopped crashing on the big files',
      'ça ne plante plus, la fenêtre répond',
      'ça plante plus du tout',
      'интерфейс не зависает, кнопки нажимаются',
      'перестало вылетать при сохранении',
      'ok, no crashes after an hour, thanks',
    ],
    'win',
    done,
  );
  expectAll(
    [
      "don't break the build",
      'ne casse pas le build',
      "I hope it doesn't crash on the demo",
      "so it doesn't crash anymore?",
    ],
    'neutral',
    done,
  );
  expectAll(
    [
      "it shouldn't crash when I click save",
      "it didn't crash before your change",
      'il arrête pas de planter',
      'it does not crash, it just hangs',
      "there's no crash log at all",
    ],
    'loss',
    done,
  );
});

test('"it shouldn\'t crash" after the work is a loss that names nothing right instead; "it should only show X" does', () => {
  const done = editedTurn('Done: the export now runs in a background task.', 'src/export.ts');
  for (const t of [
    "it shouldn't freeze when I export",
    "ça ne devrait pas planter à l'export",
    'не должно падать при экспорте',
  ]) {
    assert.equal(judge(t, done).feedback, 'loss', t);
    assert.equal(judge(t, done).correction, false, t);
  }
  assert.equal(judge('it should only show the paid orders', done).correction, true);
});

test('a thanks that stops the session ("enough for today", "call it a day", "assez pour ce soir", "на сегодня хватит") is no verdict; a result before it still is', () => {
  const done = editedTurn('Packaged the build and uploaded it to the release page.', 'scripts/release.sh', 'Bash');
  expectAll(
    [
      'k thx. enough for today',
      "thanks, let's call it a day",
      'merci, assez pour ce soir',
      'спасибо, на сегодня хватит',
    ],
    'neutral',
    done,
  );
  expectAll(['thanks, it works now. done for the day', 'merci, ça marche ! fini pour ce soir'], 'win', done);
});

test('after the work, a dead screen, a greyed-out control or garbled text is a symptom; "grey out the button" is an order', () => {
  const done = editedTurn('Rebuilt the login page with the new auth hook.', 'src/Login.tsx');
  expectAll(
    [
      'the screen stays black after login',
      "l'écran reste noir après la connexion",
      'после входа чёрный экран',
      'the submit button is greyed out',
      'le bouton valider est grisé',
      'the accents come out garbled',
      'кириллица в письме кракозябрами',
    ],
    'loss',
    done,
  );
  expectAll(
    ['grey out the button when the form is invalid', 'grise le bouton si le formulaire est invalide'],
    'neutral',
    done,
  );
});

test('after the work, a problem that returned is a regression ("the error is back", "le bug est de retour", "ошибка вернулась"), even an old one; a feature back is not', () => {
  const done = editedTurn(
    'Fixed the race in the upload queue; uploads now wait for the previous chunk.',
    'src/upload.ts',
  );
  expectAll(
    [
      'the error is back',
      'the old bug is back',
      "l'erreur est revenue",
      'le bug est de retour',
      'ошибка вернулась',
      'вернулась ошибка 500',
    ],
    'loss',
    done,
  );
  for (const t of [
    'the button is back',
    'le menu est revenu',
    'if the error comes back, tell me',
    'the tests are back to green',
  ])
    assert.notEqual(kind(t, done), 'loss', t);
});

test('a problem the user calls old and not the assistant\'s ("an old bug, not yours", "un vieux bug, pas de toi", "это старый баг") counts against nothing', () => {
  const done = editedTurn('Added the CSV export to the reports page.', 'src/reports.ts');
  expectAll(
    [
      "the search crashes on long queries but that's an old bug, not yours",
      "la recherche plante sur les accents, c'est un vieux bug, pas de toi",
      'поиск падает на длинных запросах, это старый баг',
    ],
    'neutral',
    done,
  );
});

test('a fault the user lays at someone else\'s door ("that\'s his to sort out", "c\'est son problème", "это его косяк") counts against nothing', () => {
  const done = editedTurn('Pulled the three commits from the design branch and rebuilt the site.', 'site/build.sh');
  expectAll(
    [
      "Maya's new theme broke the footer, but that's hers to sort out",
      "le pied de page est cassé, mais c'est le problème de Maya, elle va corriger",
      'футер сломан, но это её косяк, сама поправит',
    ],
    'neutral',
    done,
  );
  expectAll(
    [
      "the export runs twice since march, it's not you, Tom added a second cron",
      "l'export part en double depuis mars, c'est pas toi, Tom a ajouté un cron",
      'экспорт уходит дважды с марта, это не ты, Том добавил второй крон',
    ],
    'neutral',
    done,
  );
  expectAll(['the footer is broken, same as before you touched it'], 'loss', done);
});

test('after the work, "nope, same" and a terse status ("теперь 404", "maintenant j\'ai une 404") are losses; a size in lines is no status', () => {
  const done = editedTurn('Fixed the session check in the login route, can you try again?', 'src/routes/login.ts');
  expectAll(
    ['nope, same', 'non, pareil', 'нет, то же самое', 'теперь 404', 'now 500', "maintenant j'ai une 404"],
    'loss',
    done,
  );
  expectAll(["right now it's a 500 line file", 'теперь 200'], 'neutral', done);
});

test('a turn that only says it fixed something ("Поправил …, попробуешь ещё раз?", "… tu peux réessayer ?") is work: "не работает" and "non" after it are losses', () => {
  const ru = { before: { text: 'Поправил таймаут прокси, попробуешь ещё раз?' } };
  const fr = { before: { text: "J'ai corrigé le timeout du proxy, tu peux réessayer ?" } };
  expectAll(['не работает', 'нет', 'неа, то же самое', 'теперь 502'], 'loss', ru);
  expectAll(['non', 'toujours pareil'], 'loss', fr);
});

test('praise words whose stems meet common words: "Excel", "I wonder", "outstanding issues", "sick of" are no praise; "excellent", "I\'m impressed" are', () => {
  const done = editedTurn('Added the monthly totals to the export.', 'src/export.ts');
  expectAll(
    [
      'export it to Excel too',
      'the Excel file has 3 sheets',
      'I wonder why it is slow',
      'the outstanding issues are on the board',
      "I'm sick of this bug",
    ],
    'neutral',
    done,
  );
  expectAll(['excellent', 'excellente idée', "I'm impressed", 'wonderful, thanks', 'sick, works'], 'win', done);
});

test('satisfaction with the result is praise ("the client is delighted", "elle est ravie", "заказчик доволен"); a wish or a negation is not', () => {
  const done = editedTurn(
    'Regenerated the invoices with the new template and sent them to the client.',
    'templates/invoice.html',
  );
  expectAll(
    ['the client is delighted', 'elle est ravie, et moi aussi', 'заказчик доволен', "I'm happy with it"],
    'win',
    done,
  );
  expectAll(
    [
      "I'd be delighted if you could add dark mode",
      'je serais ravi si tu ajoutais un export',
      'the new tests cover both paths',
    ],
    'neutral',
    done,
  );
  for (const t of ['not happy with it', 'заказчик недоволен']) assert.notEqual(kind(t, done), 'win', t);
});

test('words whose stems meet common ones keep their meaning only in their own forms: "exceptions" is no "except", "time series" no "serait", "James" no "jamais"', () => {
  const done = editedTurn('Added the chart and the logging.', 'src/chart.ts');
  expectAll(['great, the time series chart works', 'James checked it too, thanks'], 'win', done);
  expectAll(['je serais ravi si tu ajoutais un export'], 'neutral', done);
  // "serait mieux" is a better way than the one taken, said courteously: a correction of the work.
  assert.ok(judge('ça serait mieux en bleu', done).correction);
});

test('a problem the user says is not from the assistant\'s work ("not about your work", "ça vient pas de ton code") counts against nothing; "merci de relancer" is please, not thanks', () => {
  const done = editedTurn('Added the QA check for numbers.', 'src/NumberChecker.java');
  expectAll(
    [
      'Only for information, this is not about your work. I found this error in the server log from March, the disk was full.',
      'Pour info, ça vient pas de ton code : Claire a eu un crash hier en ouvrant le projet.',
      'Just so you know, not caused by your change: the importer throws on the old files too.',
      'merci de relancer les tests',
    ],
    'neutral',
    done,
  );
  expectAll(['merci de ton aide'], 'win', done);
});

test('long messages: notes handed over for context ("nothing to build yet", "для общего понимания") and what a person does now are no verdict; "хорошо сделано", "this was a success" are praise', () => {
  const done = editedTurn(
    'Fixed the holiday calendar: removal rows now use the weekday service id.',
    'exporter/calendar.py',
  );
  expectAll(
    [
      'Found it, thanks. Ines is rerunning her check now.',
      'Some notes from the meeting so you have the picture, nothing to build yet: the display at the stops shows wrong times now and then.',
      'Теперь для общего понимания: бот сейчас отвечает медленно, это на стороне хостинга.',
    ],
    'neutral',
    done,
  );
  expectAll(
    [
      'Слушайте, вот это очень хорошо сделано.',
      'So thank you, this was a success.',
      'Ines says both holidays show only the Sunday timetable now, and she checked three more dates. Great work.',
      'And the table is now better than it ever was before',
    ],
    'win',
    done,
  );
  expectAll(['it was faster before'], 'loss', done);
});

test('"fix it", "solve it differently" are orders, not "fixed it" / "solved": no praise', () => {
  const done = editedTurn('Wrote the changelog entry for 1.4.0.', 'CHANGELOG.md');
  for (const t of [
    'fix it',
    'fix it please',
    'solve it differently',
    'you put the date as 11/27/2026, we use 2026-11-27, fix it',
  ])
    assert.notEqual(kind(t, done), 'win', t);
  expectAll(['that fixed it', 'solved, thanks', 'resolved'], 'win', done);
});

test('"make it work on safari", "get it working", "fais marcher le bouton", "work on the footer next" are orders, not "it works"', () => {
  const done = editedTurn('Added the export button to the toolbar.', 'src/Toolbar.tsx');
  expectAll(
    [
      'make it work on safari',
      'get it working on windows',
      'fais marcher le bouton sur safari',
      'work on the footer next',
    ],
    'neutral',
    done,
  );
  expectAll(['works', 'it works on safari now', 'ça marche'], 'win', done);
});

test('breakage verbs given as orders ("break it into two functions", "freeze the versions", "fige la version", "casse la fonction en deux") are no breakage; terse reports still are', () => {
  const done = editedTurn('Refactored the importer into a single module.', 'src/importer.py');
  expectAll(
    [
      'break it into two functions',
      'freeze the dependency versions',
      'fige la version de node',
      'bloque les requêtes sans token',
      'casse la fonction en deux',
      'ajoute une fonction de tri',
      'ajoute le prix du marché',
    ],
    'neutral',
    done,
  );
  expectAll(
    ['broke the build', 'crashes on start', 'plante au démarrage', 'crash à 23 min', 'it breaks the layout'],
    'loss',
    done,
  );
  expectAll(['ça fonctionne', 'tout marche'], 'win', done);
});

test('"зависимости обновлены" (dependencies updated) is no hang; "всё зависло" and "зависает" are', () => {
  const done = editedTurn('Обновил зависимости и пересобрал проект.', 'package.json');
  expectAll(['зависимости обновлены'], 'neutral', done);
  expectAll(['всё зависло', 'приложение зависает при экспорте'], 'loss', done);
});

test('a result checked against a reference: "the count matches the old report", "exactly the number of sales", "совпадает с выгрузкой" are wins; "doesn\'t match", "ne correspond pas" are losses', () => {
  const done = editedTurn('Applied the migration on remote and recounted the tickets.', 'migrations/0006.sql');
  expectAll(
    [
      'the count matches the old report',
      '48 rows updated, which is exactly the number of sales since Tuesday',
      'ça correspond au tableau de la compta',
      'совпадает с выгрузкой из 1С',
      'the totals match the Excel now',
      'The tablet shows B7 as taken now. Thanks.',
      '312 is exactly what the old dashboard said for March',
      "57, pile ce qu'on avait compté à la main",
    ],
    'win',
    done,
  );
  expectAll(
    ["it doesn't match the old report", 'ça ne correspond pas au tableau', 'не совпадает с выгрузкой'],
    'loss',
    done,
  );
  expectAll(['find the match in the list', 'make sure it matches the schema', 'does it match?'], 'neutral', done);
});

test('a short thanks that ends a report of the result is a win ("… I checked 3 rows. Thank you very much!", "…, thx", "Grazie mille!"); a thanks before the next order is not', () => {
  const done = editedTurn('Rotated the map frame and restarted the localisation node.', 'config/ekf.yaml');
  expectAll(
    [
      'Yes now the rows are aligned with the satellite image, I checked 3 rows. Thank you very much!',
      'normals smooth again and the fences are see-through where they should be, thx',
      'Both nozzles are correct now on the second rover, I did one row with water. Grazie mille!',
    ],
    'win',
    done,
  );
  expectAll(['thanks, now add a dark mode', 'Thanks for the explanation. Can you also add logging?'], 'neutral', done);
});

test('terse checks after the work: "5 мин мало", "not enough", "trop peu" are losses; "сходится с журналом" a win; "sorted by pontoon" no praise', () => {
  const done = editedTurn('Set the alarm debounce to 5 minutes and redeployed the relay.', 'relay/config.yaml');
  expectAll(
    ['5 мин мало, там цикл по 7 минут бывает. ставь 15', '5 min is not enough, use 15', "c'est trop peu, mets 15"],
    'loss',
    done,
  );
  expectAll(['9 и 2, сходится с журналом дежурного'], 'win', done);
  assert.notEqual(kind('yes in pdf, sorted by pontoon', done), 'win');
});

test('after the work, the assistant\'s number set against the user\'s reference ("лимит 70, у тебя 74", "the limit is 70, you have 74", "t\'as mis 74") is a loss', () => {
  const done = editedTurn('Wrote the SMS text for the reminders.', 'templates/sms.txt');
  expectAll(
    ['лимит 70 символов на кириллице, у тебя 74', 'the limit is 70, you have 74', "t'as mis 74, la limite c'est 70"],
    'loss',
    done,
  );
  expectAll(['you have 3 options: a, b or c', 'у тебя 2 варианта'], 'neutral', done);
});

test('unasked changes: "nobody asked for a changelog", "никто не просил менять тему", "why is requirements.txt in the diff", "а чё в диффе конфиг поменялся" are losses', () => {
  const done = editedTurn('Added the export and tidied the repo.', 'src/export.ts');
  expectAll(
    [
      'nobody asked for a changelog',
      'никто не просил менять тему',
      "personne t'a demandé de changer le thème",
      'why is requirements.txt in the diff',
      'а чё в диффе конфиг поменялся',
      'а restored зачем, просили только lost. убери',
    ],
    'loss',
    done,
  );
  expectAll(['nobody asked me about it yet'], 'neutral', done);
});

test('"chez moi tout est ok" answering "tout est OK ?" after a deploy is a win; a bare "oui" stays an answer', () => {
  const asked = {
    before: {
      text: 'La version 3.2 est en ligne. Tu confirmes que tout est OK ?',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'npm run deploy' }],
    },
  };
  expectAll(['oui, chez moi tout est ok', 'oui tout est correct'], 'win', asked);
  expectAll(['oui'], 'neutral', asked);
});

test('fitting and being correct, checked after the work: "it fits now", "влезает", "E-11 is correct", "всё верно" are wins; "it doesn\'t fit on mobile", "не влезает" are losses', () => {
  const done = editedTurn('Shortened the SMS template and recomputed the berth sizes.', 'templates/sms.txt');
  expectAll(
    ['it fits now', 'влезает, 62 макс', 'ça rentre', 'E-11 is correct, I checked this morning', 'всё верно'],
    'win',
    done,
  );
  expectAll(["it doesn't fit on mobile", 'ça rentre pas dans la case', 'не влезает в экран'], 'loss', done);
  expectAll(['is that correct?', 'je ne rentre pas avant 19h'], 'neutral', done);
});

test('after the work, "it arrives, but without the link", "mais sans le lien", "но без ссылки", "mais impossible de le refermer" are losses; "do it but without touching the css" is an order', () => {
  const done = editedTurn('The Slack notification is wired to the new ticket event.', 'src/notify.ts');
  expectAll(
    [
      'the message arrives in slack but without the link',
      'le message arrive dans slack mais sans le lien vers la fiche',
      'сообщение приходит, но без ссылки',
      "ça s'ouvre, mais impossible de le refermer",
    ],
    'loss',
    done,
  );
  assert.equal(judge('the message arrives in slack but without the link', done).correction, true);
  expectAll(['do it but without touching the css', 'fais-le mais sans toucher au css'], 'neutral', done);
});

test('after the work, the state then what it should be ("it shows 0, should count from yesterday", "снимает все 3, а должно одно", "il affiche 12, devrait afficher 14") is a loss with a correction; a plan with "should be fine" is not', () => {
  const done = editedTurn('Added the streak counter to the habit card.', 'src/HabitCard.swift');
  for (const t of [
    'if i havent checked in today it shows 0, should count from yesterday',
    'одно касание снимает все 3 хп, а должно одно',
    'il affiche 12, devrait afficher 14',
    'the total shows 12, should be 14',
  ]) {
    assert.equal(judge(t, done).feedback, 'loss', t);
    assert.equal(judge(t, done).correction, true, t);
  }
  for (const t of ["I'll deploy tomorrow, should be fine", 'you should add tests', 'looks good, should I merge it?'])
    assert.notEqual(judge(t, done).feedback, 'loss', t);
});

test('"должен" (masculine) is a "should" like "должно": "а должен показывать …" corrects, "не должен падать" names no fix', () => {
  const done = editedTurn('Добавил значок уведомлений на иконку.', 'src/Badge.kt');
  assert.equal(judge('значок показывает 0, а должен показывать непрочитанные', done).correction, true);
  assert.equal(judge('экспорт не должен падать', done).correction, false);
});

test('a judgement of a text\'s tone after the work ("too formal", "c\'est trop froid", "слишком сухо") is a loss', () => {
  const done = editedTurn('Wrote the reminder email to the members.', 'templates/reminder.html');
  expectAll(
    ["c'est trop froid, on dirait la perception", 'too formal, our users are kids', 'слишком сухо, добавь тепла'],
    'loss',
    done,
  );
  expectAll(['keep it formal'], 'neutral', done);
});

test('what the user did is no result, "uses" is not "useful", and "no idea" refuses nothing', () => {
  expectAll(
    [
      'I opened the settings page now to look at the message',
      'we then loaded the old export now to compare',
      'no idea which one the job really uses',
      'no clue which branch you mean',
    ],
    'neutral',
    changed,
  );
  expectAll(['the settings page opens now', 'really useful, thanks'], 'win', changed);
});

test('a count that stayed, a go-ahead, what may break and a pasted terminal session are no complaints', () => {
  expectAll(
    [
      'ça peut casser en prod ?',
      'это может сломать выгрузку?',
      'it might crash on the old tablets, can you check?',
      '$ ./sync.sh\nrsync: connection unexpectedly closed\nrsync error: error in rsync protocol',
    ],
    'neutral',
    changed,
  );
  const asked = { before: { text: 'Je corrige les warnings ou les deprecated en premier ?' } };
  expectAll(['vas-y pour les warnings', 'allez-y pour les erreurs'], 'neutral', asked);
  expectAll(
    ['same 3 failures', 'ça casse en prod maintenant', 'still failing:\n$ make test\nerror: x'],
    'loss',
    changed,
  );
  expectAll(['validator says 0 issues, same 4,210 rows. nice'], 'win', changed);
});

test('the user understanding better, a resigned "ok fine" and a question typed without "?" judge nothing', () => {
  expectAll(
    ['je comprends mieux maintenant', 'ah ok I understand better now', 'ok fine', 'fine then'],
    'neutral',
    changed,
  );
  expectAll(['much better now', 'looks fine', "c'est mieux comme ça"], 'win', changed);
  const guessed = {
    before: { text: 'Your tablet probably runs an old iOS, so I added a JPEG fallback in a picture tag.' },
  };
  expectAll(
    ['c quoi la diff entre picture et img', 'what is the difference between picture and img'],
    'neutral',
    guessed,
  );
  expectAll(["c'est un android, pas un ipad"], 'loss', guessed);
});

test('following what the turn said, and a fault laid elsewhere to "vous", judge nothing', () => {
  const told = { before: { text: 'Paste the webhook URL into Settings, then send a test order.' } };
  expectAll(
    ['I pasted the link where you said', 'вставила как ты написала, что теперь?', 'did it like you said, now what?'],
    'neutral',
    told,
  );
  expectAll(['you said it was green', 'ты перезапустил?'], 'loss', changed);
  expectAll(
    [
      "il y a une erreur dans le vieux tableur, ce n'est pas de votre fait",
      'в старой таблице ошибка, это не ваша ошибка',
      'the old page has a typo, you did not make it',
    ],
    'neutral',
    changed,
  );
});

test('deep in a long message, "X now" tells the user’s own story; up front it reports the work', () => {
  const story =
    'The folders are printed and on the shelf. I spent the weekend rescanning our own copy of the quartet. ' +
    'It is at 400 dpi now and sits in the scans folder. There is no hurry for it.';
  expectAll([story], 'neutral', changed);
  expectAll(['the header is huge now', 'ok. the list is empty now. weird'], 'loss', changed);
});

test('"I only want you to know", "just wanted to let you know" tell; "I only wanted X" takes back', () => {
  expectAll(
    ['I only want you to know the decree exists', 'i just wanted to let you know', 'I only want to tell you that'],
    'neutral',
    changed,
  );
  expectAll(['I only wanted the button moved', 'I only want the date, not the time'], 'loss', changed);
});

test('a measure asked for, a relative clause, a decision to keep and a right order found are no complaint; the plain forms still are', () => {
  const done = editedTurn('Added the loyalty points: each order now gives 10 points.', 'src/points.ts');
  expectAll(
    [
      'Lovely. Next, could referrals give points too? Not too much, maybe half of an order.',
      'Super. Et les parrainages, ça pourrait donner des points ? Pas trop, la moitié peut-être.',
    ],
    'win',
    done,
  );
  expectAll(
    [
      'Please note in the project file that a fallback which silently works is worse than an error.',
      'so no change there, the rounding stays as it is',
      'le reçu est arrivé avec les lignes dans le bon ordre, le comptable était content',
    ],
    'neutral',
    done,
  );
  expectAll(['way too many points now', 'no change, still 10 points', 'la bonne valeur est 5 points'], 'loss', done);
  expectAll(['ok that works', 'great, that works'], 'win', done);
});

test('a thanks that closes until another day, whom a text is for, and "we will decide" are no verdict on the work', () => {
  const closed = { before: { text: 'Thanks! I noted the rule. Have a good weekend.', actions: [] } };
  expectAll(['Merci, à lundi.', 'Спасибо, до пятницы.', 'thanks, talk tomorrow'], 'neutral', closed);
  const done = editedTurn('Added the index on orders(created_at).', 'db/migrations/0042_index.sql');
  expectAll(
    [
      'These are not rules for you but the city’s, the form has to follow them.',
      'Ce ne sont pas des consignes pour toi mais celles du partenaire.',
      'Потом решим, что делать с остальными индексами.',
    ],
    'neutral',
    done,
  );
  expectAll(['вопрос решён, спасибо', 'всё, проблема решена'], 'win', done);
  expectAll(['not the created_at column but updated_at'], 'loss', done);
});

test('before a long pasted document, the first sentences of a long opening paragraph are the reaction to the last turn', () => {
  const doc = [
    '# Design: export service',
    '## Goals',
    '- Export every invoice of a month as one CSV file.',
    '- Keep the file under 20 MB.',
    '## Non-goals',
    '- PDF exports.',
    '## Architecture',
    '- A worker reads the invoices in pages of 500 and streams the rows.',
    '- The API only enqueues the job and returns its id.',
  ].join('\n');
  const opening = (first: string) =>
    `${first} Marta and I wrote the design below last night; it is the reference for the next three pull requests, and it mostly agrees with what you proposed, with one change about paging. Read the constraints section carefully, because two of its items are about how we want the work done and not about the feature itself, and the last one changed after the review with the platform team.\n\n${doc}\n\n${'Please read it all. '.repeat(40)}`;
  const planned = { before: { text: 'Here is the plan as three pull requests: worker, API, UI.', actions: [] } };
  assert.equal(
    kind(opening('Good plan, splitting the worker from the API is what I would have done.'), planned),
    'win',
  );
  assert.equal(
    kind(opening('No, that is not what I asked: the export must not run in the API process.'), planned),
    'loss',
  );
  assert.equal(kind(opening('Next is the export service.'), planned), 'neutral');
});

test('a rule that reproaches the last turn is a correction when the user says it, not when it sits in a long document they adopt', () => {
  const pushed = {
    before: {
      text: 'Pushed the fix to main.',
      actions: [{ kind: 'command' as const, tool: 'Bash', target: 'git push origin main' }],
    },
  };
  const said = analyzeMessage('never push to main, open a pull request', P, pushed, null);
  assert.equal(said.feedback, 'loss');
  const doc = [
    'Here is the CONTRIBUTING.md we adopt today, please follow it:',
    '',
    '## Conventions',
    '- Never push to main, open a pull request.',
    '- Run the linter before each commit.',
    '## Services',
    ...Array.from(
      { length: 30 },
      (_, i) => `- Service ${i} runs on the shared cluster and reads the billing database.`,
    ),
  ].join('\n');
  const adopted = analyzeMessage(doc, P, pushed, null);
  assert.equal(adopted.feedback, 'neutral');
  assert.equal(adopted.rules.length, 2);
});

test('a rule after the turn undid the thing, an excess in a bug declared unrelated, and "не очень понял" are no reproach', () => {
  const reverted = {
    before: {
      text: 'Reverted the payment-gateway mock; the integration test calls the sandbox again and is skipped without a key.',
      actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'test/payments.test.ts' }],
    },
  };
  assert.equal(
    analyzeMessage(
      'ok. and in general: never mock the payment gateway in tests, skip the test without a key',
      P,
      reverted,
      null,
    ).feedback,
    'neutral',
  );
  const mocked = {
    before: {
      text: 'Done: I mocked the payment gateway in the tests, all green.',
      actions: [{ kind: 'edit' as const, tool: 'Edit', target: 'test/payments.test.ts' }],
    },
  };
  assert.equal(
    analyzeMessage('never mock the payment gateway in tests, skip the test without a key', P, mocked, null).feedback,
    'loss',
  );
  const done = editedTurn('Added the smoke test for the scanner screen.', 'e2e/scanner.test.ts');
  expectAll(
    [
      'different thing: the weekly report shows the distance 3x too much since March, nothing to do with the scanner, can you look',
      'не очень понял про кэш. почему он сбрасывается? распиши подробнее',
    ],
    'neutral',
    done,
  );
  expectAll(['the timeout is way too much now', 'не очень, переделай'], 'loss', done);
});

test('"les contrôles concordent" checks against a reference; "pas de problème" acknowledges, whatever the model weighs', () => {
  const done = editedTurn(
    'Fixed the monthly totals: the join now keeps one analysis per sample.',
    'models/monthly.sql',
  );
  expectAll(['elle a vérifié, ses dix contrôles concordent'], 'win', done);
  expectAll(['les chiffres ne concordent pas avec le relevé'], 'loss', done);
  for (const ack of ['pas de problème', 'no problem', 'нет проблем'])
    assert.equal(analyzeMessage(ack, P, done).feedback, 'neutral', ack);
});

test('"pas de souci, on verra demain" reassures; "pas le bleu, le rouge" still corrects', () => {
  const done = editedTurn('Changed the button colour to blue.', 'src/Button.css');
  expectAll(
    ['Pas de souci, on verra demain.', 'pas de problème, on garde comme ça', 'not a problem, keep it'],
    'neutral',
    done,
  );
  expectAll(['pas le bleu, le rouge', 'not the header, the footer'], 'loss', done);
});

test('"не на проде, на стейдже" names the right place; "не, на сегодня всё" and "не сейчас, …" do not', () => {
  const done = editedTurn('Ran the migration on the production database; 3 tables changed.', 'db/migrate.sql');
  for (const t of ['не на проде, на стейдже', 'не в utils, в модуле проверок']) {
    const r = judge(t, done);
    assert.equal(r.feedback, 'loss', t);
    assert.ok(r.correction, t);
  }
  for (const t of ['не, на сегодня всё', 'не сейчас, вечером посмотрю'])
    assert.equal(judge(t, done).correction, false, t);
});

test('a state "as expected", a step of the plan, a setting still set and a question without "?" are no complaint', () => {
  const done = editedTurn('Moved the import to DuckDB; the inbox folder is processed on each run.', 'etl/import.py');
  expectAll(
    [
      'the inbox folder is empty now, everything went into duckdb, as expected',
      'в старой папке теперь пусто, всё в базе. так и должно быть',
      'the volume is still set after I kill the app, lovely',
    ],
    'win',
    done,
  );
  expectAll(
    [
      'I put the March file in data/, start again from step 3',
      'does that work with the old exports or do we lose them',
    ],
    'neutral',
    done,
  );
  expectAll(['the inbox folder is empty now and nothing reached duckdb', 'start over, this is wrong'], 'loss', done);
});

test('the time of day "now", a failure laid elsewhere ("its github not us", "c\'est pas un bug") are no complaint', () => {
  const done = editedTurn(
    'Pushed the branch; the CI job failed while downloading a plugin.',
    '.github/workflows/ci.yml',
  );
  expectAll(
    [
      "it's past 1am now, last thing: can you look at the backup script",
      'that job times out on downloads once a week, its github not us. just rerun it',
      "normal, la ferme 0077 a arrêté en avril, il manque ses livraisons dans nos données, c'est pas un bug",
    ],
    'neutral',
    done,
  );
  expectAll(['the page is empty now', 'the job still times out, same error'], 'loss', done);
});

test('"you should have …", "tu aurais dû …", "ты должен был …" say what was not done; "you could have a look" and "ты мог бы …" ask', () => {
  const done = editedTurn('Raised the memory limit of the job to 1Gi.', 'k8s/job.yaml');
  expectAll(
    [
      'you should have checked the quota first',
      "tu aurais dû vérifier le quota d'abord",
      'ты должен был сначала проверить квоту',
    ],
    'loss',
    done,
  );
  expectAll(
    ['you could have a look at the dashboards tomorrow', 'ты мог бы посмотреть дашборды завтра'],
    'neutral',
    done,
  );
});

test('a number checked against a reference is a result; a verb that now happens is no bad state', () => {
  const done = editedTurn('Fixed the unit conversion in the exporter, the totals are recomputed.', 'src/export.ts');
  expectAll(
    ['1 204, same as the bank statement', '7.5, identique au relevé du fournisseur', '318, как в бухгалтерии'],
    'win',
    done,
  );
  // The same as it was before is no agreement; "page 2 shows the same rows as page 1" is a fault.
  expectAll(['it shows 0, same as before', 'page 2 shows the same rows as page 1'], 'loss', done);
  // "the export runs now": not the bad state a "now" statement usually is.
  expectAll(['the nightly export runs now', "l'export se lance maintenant"], 'neutral', done);
});

test('two values side by side with "not" correct the one the work used; the user’s own typo does not', () => {
  const done = editedTurn('Pointed the client at the metrics endpoint.', 'config/client.yaml');
  for (const t of ['the metrics port is 9464 not 9463', 'it reads unit_price, not price_unit', 'таймаут 30, а не 60'])
    assert.deepEqual([judge(t, done).feedback, judge(t, done).correction], ['loss', true], t);
  assert.equal(kind('my typo, the metrics port is 9464 not 9463', done), 'neutral');
});

test('"toujours rouge", "toujours vide" say the failure stays; praise then a "but …" sentence is a complaint', () => {
  const done = editedTurn('Relaunched the dbt job with the new macro.', 'macros/stops.sql');
  expectAll(['toujours rouge dans la CI', 'toujours vide côté tableau de bord'], 'loss', done);
  const mailed = editedTurn('Added the weekly digest mail, it goes out on Mondays at 7.', 'src/digest.ts');
  expectAll(
    [
      'nice, got the digest. but it lists the archived projects too',
      "Great, thank you. I'm afraid the totals at the bottom are in cents.",
      'super, reçu le mail. mais les dates sont en anglais',
      'the filter works. the owner column is empty though',
    ],
    'loss',
    mailed,
  );
  expectAll(['nice, got the digest. but can you also add the weekly chart?'], 'win', mailed);
});

test('"use the existing one instead of a new …", "why not <the other way>?" and "si, …" against a denial say what is right', () => {
  const added = editedTurn(
    'I added a new `formatMoney()` helper in `src/utils/money.ts` and used it in the cart.',
    'src/utils/money.ts',
  );
  for (const t of [
    'we already have Intl formatting in core, use that instead of a new helper',
    'passe par le formateur du core au lieu d’un nouveau helper',
    'используй форматтер из core, а не новый хелпер',
    'why not the formatter from core? it is already there',
    'а почему не форматтер из core? он уже есть',
  ])
    assert.deepEqual([judge(t, added).feedback, judge(t, added).correction], ['loss', true], t);
  assert.equal(kind('why not?', added), 'neutral');
  const denied = editedTurn(
    "J'ai ajouté l'export. À noter : la banque ne fournit pas de relevé au format CSV.",
    'src/export.ts',
  );
  const si = judge('si, la banque fournit un CSV dans son espace pro, je le télécharge chaque mois', denied);
  assert.deepEqual([si.feedback, si.correction], ['loss', true]);
  assert.notEqual(kind('si, c’est bon pour moi', denied), 'loss');
});

test('a change of plan before the work began is no reaction to the work', () => {
  const announced = editedTurn(
    "For the footer I'll add the logo next. Starting on the template now.",
    'templates/base.html',
  );
  expectAll(
    [
      'wait, change of plan before you start: no logo, put the address there instead',
      'attends, avant que tu commences : pas de logo finalement, mets l’adresse à la place',
    ],
    'neutral',
    announced,
  );
});

test('after "ok", "still" about a thing the turn never named is the reason for the next order', () => {
  const done = editedTurn(
    'Removed the theme toggle and its import from Header.tsx; the build passes.',
    'components/Header.tsx',
  );
  expectAll(
    [
      'ok. the footer links still point at the old shop urls, they need to go to our own pages',
      'ок. теперь добавь в ответ поле reserved — резервы всё ещё лежат в отдельной таблице',
    ],
    'neutral',
    done,
  );
  // About what the turn worked on, "still" is the work's failure, "ok" or not.
  expectAll(
    ['ok. the theme toggle still shows in the header', 'the footer links still point at the old urls'],
    'loss',
    done,
  );
});

test("answers to the turn's questions, point by point, are no verdict on the work", () => {
  const asked = {
    before: {
      text: 'Before I start: 1) should the export use ; or , as separator? 2) should expired memberships be left out? 3) one file per club, or one for all?',
    },
  };
  expectAll(
    [
      '1) semicolon, their tool is French. 2) no, keep them, the treasurer wants the history. 3) one per club, not one for all.',
      'a) ; b) non, on les garde. c) un par club',
      '1 и 2 — да. 3 — нет, не надо одного файла на всех, по файлу на клуб.',
    ],
    'neutral',
    asked,
  );
  // The same words after the work, with no question asked, judge it.
  const done = editedTurn('Done: the export writes one file for all clubs, expired memberships left out.', 'export.py');
  assert.equal(kind('1) no, keep the expired ones. 2) not one for all, one per club.', done), 'loss');
});

test('the check the user did and what they saw, with nothing against it, is a result', () => {
  const asked = editedTurn(
    'Moved the badge update into the tab listener. Reload the extension to check the badge.',
    'src/background.js',
  );
  expectAll(
    [
      'reloaded. the small window shows 4, the big one 12',
      "j'ai relancé : le récapitulatif indique 4 onglets",
      'прогнал: 31 passed, выкатываю',
    ],
    'win',
    asked,
  );
  // Still the same, a problem, a question, or the order "relance" (folded like "relancé") is not one.
  expectAll(['reloaded, it crashes on open'], 'loss', asked);
  assert.notEqual(kind('reloaded. still shows 0', asked), 'win');
  expectAll(['reloaded. should it show the pinned tabs too?', 'relance les tests stp'], 'neutral', asked);
});

test('"отменил" and "откатил" tell what the user did; "отмени", "откатывай" ask to undo', () => {
  const done = editedTurn('Добавил кнопку «Отменить запись», она вызывает API отмены.', 'bot/handlers.py');
  assert.ok(!judge('отменил тестовую запись, всё как надо', done).families?.includes('undo'));
  expectAll(['отмени это изменение', 'откатывай на прошлую версию'], 'loss', done);
});

test('a test report with a failed item is a loss; "j’ai dit oui" answered someone; "the invoices now" is what comes next', () => {
  const done = editedTurn(
    'Signup flow done on `feat/signup`: magic link, glossary step and rates step.',
    'src/signup.ts',
  );
  expectAll(
    ['tried it all on my phone: ✅ magic link ok ✅ glossary ok ❌ the rates step rounds to 2 decimals'],
    'loss',
    done,
  );
  expectAll(
    ["le bot m'a relu la commande, j'ai dit oui, et elle est bien dans la feuille du jour. merci"],
    'win',
    done,
  );
  expectAll(['👍 les factures maintenant. le comptable veut un PDF par client'], 'neutral', done);
});

test('a review of the work passed on in quotes is read as the verdict; "No, that’s all" closes; "he did not change a word" is no failure', () => {
  const done = editedTurn(
    'Rate limit added to the search endpoint in `deploy/nginx/api.conf`.',
    'deploy/nginx/api.conf',
  );
  // Read whole, as capture reads a message (a quote is not the user's own words for the families).
  const whole = (t: string) => analyzeMessage(t, P, done).feedback;
  assert.equal(
    whole(
      'marta reviewed it on the PR:\n\n> Load-tested at 200 rps from one IP: 429 after the burst, as expected, other IPs unaffected.\n> Approving.',
    ),
    'win',
  );
  assert.equal(
    whole(
      'notre testeur m’écrit ceci :\n\n« J’ai relancé la recherche vingt fois de suite depuis la même adresse et elle ne répond plus du tout, même après dix minutes. »',
    ),
    'loss',
  );
  const offered = editedTurn('Updated the onboarding prompt. Anything else?', 'prompts/onboarding.md');
  expectAll(['No, that’s all. Have a good evening!'], 'neutral', offered);
  expectAll(['I sent the text to the editor and she did not change one word. Thank you!'], 'win', done);
});

test('facts set side by side, a wish, an older problem and a model number corrected', () => {
  const done = editedTurn('Upgraded the desktop to 24.11 and committed it.', 'hosts/desk/configuration.nix');
  // "pas X mais il a Y": two facts, each with its subject; "j'aimerais le passer sous …": a wish.
  expectAll(
    [
      "ok. maintenant le portable, même version. pas d'overlay dessus mais il a le module tlp",
      "merci. j'aimerais le passer sous nixos aussi",
    ],
    'neutral',
    done,
  );
  // A failing paste the user dates before the work is not a reaction to it.
  assert.equal(
    analyzeMessage('```\nunit dunst.service: failed\n```\nthat one has been there forever', P, done).feedback,
    'neutral',
  );
  const matched = editedTurn('Your profile now matches output "Dell U2719D".', 'kanshi/config');
  assert.deepEqual(
    [
      judge('its a U2722D not a U2719D, fix the match', matched).feedback,
      judge('its a U2722D not a U2719D, fix the match', matched).correction,
    ],
    ['loss', true],
  );
});

test('"since that fix" blames the change; "forget what I told you" takes back one’s own words; facts to remember are no bad state', () => {
  const done = editedTurn('Set the thumbnails to skip the image optimizer.', 'next.config.js');
  expectAll(
    ['the cart takes 6 seconds to load since that fix', 'le panier ne charge plus depuis ce changement'],
    'loss',
    done,
  );
  assert.equal(
    analyzeMessage('forget what I told you about rotating the keys every month, ops does it now', P, done).feedback,
    'neutral',
  );
  assert.equal(
    analyzeMessage('update your memory: the shop moved to a new host, deploys are from main now', P, done).feedback,
    'neutral',
  );
});

test('changing or revoking one’s own rule, "même à …" (even) and closings are no reaction to the work', () => {
  const done = editedTurn('Added the migration notes to docs/db-changes.md as the rule says.', 'docs/db-changes.md');
  for (const t of [
    'update the db-notes rule: no separate file anymore, the notes go in the PR body. delete docs/db-changes.md',
    'you can forget the rule about asking before restarts, the service restarts in a second anyway',
    'vous pouvez oublier cette consigne sur les exports : elle date de l’ancien prestataire',
    "n'envoyez jamais de courriel depuis la recette, même à mon adresse",
  ])
    assert.equal(analyzeMessage(t, P, done).feedback, 'neutral', t);
  const offered = editedTurn('Done with the notes. Anything else for today?', 'docs/db-changes.md');
  for (const t of ['no thats it, ill merge it after lunch', 'Merci, ce sera tout. Bonne fin de journée.'])
    assert.equal(analyzeMessage(t, P, offered).feedback, 'neutral', t);
  // "you forgot the notes" is still an omission.
  assert.equal(analyzeMessage('you forgot the notes for the second migration', P, done).feedback, 'loss');
});

test('a short "why" about what the assistant did unasked; "крутится" spins; "не взлетело" and "ну такое"', () => {
  const extra = editedTurn('Tests pass. I also upgraded TypeScript from 5.2 to 5.5 in all packages.', 'package.json');
  expectAll(['ok but why', 'pourquoi ?', 'зачем?'], 'loss', extra);
  const plain = editedTurn('Tests pass, the config is in place.', 'package.json');
  expectAll(['ok but why'], 'neutral', plain);
  const deployed = editedTurn('Выкатил на стейдж, контейнеры подняты.', 'compose.stage.yml');
  expectAll(['не взлетело, бот молчит', 'ну такое, очень медленно'], 'loss', deployed);
  assert.notEqual(kind('неа. крутится спиннер и потом таймаут', deployed), 'win');
});

test('"yes, but not now", "not sure yet", "now the last thing: …" and "it goes now, very good work"', () => {
  const done = editedTurn(
    'The form posts now; the booking is saved and the page shows the confirmation.',
    'booking.html',
  );
  expectAll(
    [
      'eventually yes, but not now. first I want to see the whole flow',
      'we may need a second feed later, but this is not sure yet',
      'thanks. now the last thing for today: in the list the hour appears like 3:00 p.m., put it like 15:00',
    ],
    'neutral',
    done,
  );
  expectAll(['I checked route 12 by hand, so it goes now, very good work'], 'win', done);
});

test('an answer called too vague is a loss, in three languages', () => {
  const answered = editedTurn(
    'Plan: match each credit note to its invoice, then export both to the accountant.',
    'docs/plan.md',
  );
  expectAll(
    ['thats too vague to be any use', 'c’est trop vague, il me faut les étapes', 'это вода, ничего конкретного'],
    'loss',
    answered,
  );
});

test('the user’s own slip with a face-palm, giving up, "nuked my .env", and dropping an item of the plan', () => {
  const done = editedTurn('Fixed the 500: the relation is loaded now.', 'src/slot.ts');
  expectAll(
    ['im an idiot 🤦 docker wasnt even running. give me a sec', 'я дурак, не тот конфиг подложил 🤦'],
    'neutral',
    done,
  );
  expectAll(
    ['1000 rows exactly, we have 2300 members. i give up for tonight', 'git clean also nuked my .env.local'],
    'loss',
    done,
  );
  expectAll(['laisse tomber le mode sombre, passe aux factures'], 'neutral', done);
});

test('praise of the weather or of something in passing, the same count found by hand, and praise then a 5xx', () => {
  const asked = editedTurn(
    'Done. Want me to delete the stray lockfile so nobody runs npm by mistake?',
    'package-lock.json',
  );
  expectAll(
    [
      'nice weather finally, working from the garden today. yes delete it',
      'vitest c’est vraiment top au passage. oui supprime-le',
    ],
    'neutral',
    asked,
  );
  const counted = editedTurn(
    'The filter is `total >= 20` now: 36 orders tomorrow instead of 41.',
    'orders/reminders.py',
  );
  expectAll(['36, j’ai compté à la main dans l’admin, pareil'], 'win', counted);
  expectAll(['top, maintenant la page de commande met 40 secondes à répondre et finit en 502'], 'loss', counted);
});

test('"I don’t quite follow", "je ne saisis pas bien" ask for more (the guide’s hard call); "not quite right" judges', () => {
  const explained = editedTurn('The anchor is moved kinematically, so slewing adds no sway.', 'docs/crane.md');
  expectAll(
    [
      'I don’t quite follow why that kills the sway, could you go deeper?',
      'je ne saisis pas bien la partie sur les fermetures, pouvez-vous détailler ?',
    ],
    'neutral',
    explained,
  );
  expectAll(['that’s not quite right, the sway comes from the hook'], 'loss', explained);
});

test('a bare "stop" halts work under way; to a change only announced it declines the plan', () => {
  const looping = editedTurn(
    'The check still fails on June. I changed the expected total again and reran it: it fails on July now.',
    'fixtures/totals.journal',
  );
  expectAll(['stop', 'стоп!', 'arrête.'], 'loss', looping);
  const announced = editedTurn(
    'Forms are done, tests pass. Next I’ll run the formatter over the whole src/ tree.',
    'src/forms.ts',
  );
  expectAll(['stop', 'стоп'], 'neutral', announced);
  expectAll(['stop the dev server and rerun the tests'], 'neutral', looping);
});

test('"and?", "so?", "ну и?" ask for the outcome the turn left out: no challenge', () => {
  const ran = editedTurn('I ran the nightly import against the March dump to see whether it still holds.', 'import.py');
  expectAll(['and?', 'so?', 'ну и?', 'et alors ?'], 'neutral', ran);
  expectAll(['really?', 'vraiment ?', 'точно?'], 'loss', ran);
});

test('"use X instead of Y" after "please" or a scope is the next order; a subject makes it a finding', () => {
  const done = editedTurn('Reminders now use the branch display name; 12 tests pass.', 'reminders.py');
  expectAll(
    [
      'next: for repeat visits use the follow-up template instead of the plain text',
      'ok. now for the meeting rooms please use the hourly flow instead of the daily one',
    ],
    'neutral',
    done,
  );
  expectAll(['the reminder uses the plain text instead of the follow-up template'], 'loss', done);
});

test('"different thing:", "autre sujet :", "другая тема:" open a problem that is not the work', () => {
  const done = editedTurn('The filter reads from the URL now, so it can be bookmarked.', 'filters.ts');
  expectAll(
    [
      'thx. different thing: the weekly export crashed last night with a TypeError',
      'merci. autre sujet : le cron de sauvegarde a planté cette nuit',
      'спасибо. другая тема: ночной импорт упал с ошибкой',
    ],
    'neutral',
    done,
  );
});

test('a turn that proposes ("I’d suggest …", "je propose aussi de …") is answered by "forget it"', () => {
  const proposed = editedTurn(
    'The version constraint is back to 8.2; 212 tests pass. Je propose aussi de remplacer notre client HTTP maison.',
    'composer.json',
  );
  expectAll(['laisse tomber', 'non'], 'neutral', proposed);
});

test('reactions to an explanation or a plan: "you were right" agrees; a doubt of what it said, or "a bad idea", disagrees', () => {
  const explained: ConversationContext = {
    before: {
      text: 'The battery drain most likely comes from the player’s wake lock, held while the app is in the background. Plan: 1. drop the wake lock 2. rewrite the whole history table 3. add a test.',
    },
  };
  expectAll(
    [
      'you were right',
      'vous aviez raison, le verrou tombe bien',
      'в точку',
      'понял, убедил',
      'I ran it with the player paused: the wake lock is gone from the dump. You were right.',
    ],
    'win',
    explained,
  );
  expectAll(
    [
      'I don’t think it is the wake lock, the scan runs in low latency mode',
      'je ne pense pas que ce soit le wake lock : c’est le scan',
      '1 and 3 fine. 2 is a bad idea, that table is huge',
      '1 и 3 ок. 2 нет — таблица огромная',
      'le point 2 n’est pas une bonne idée',
    ],
    'loss',
    explained,
  );
  expectAll(
    [
      'my colleague thinks dropping it is a bad idea, what do you say?',
      'I reverted my own change from yesterday, it was a bad idea',
      'I don’t think so',
      'makes sense. go ahead',
    ],
    'neutral',
    explained,
  );
});

test('a failure the turn foretold ("red like you said" after "the test should fail first") is a win; a failing run pasted after a change is a loss', () => {
  const foretold = editedTurn(
    'As agreed I wrote the test first, `TestHolidayFlag` in `flags_test.go`; it should fail until the flag exists.',
    'flags_test.go',
  );
  const failing = '```\n--- FAIL: TestHolidayFlag (0.00s)\n    flags_test.go:12: got "", want "holiday"\n```';
  for (const m of [`red like you said\n${failing}\ngo on`, `ça plante, comme prévu\n${failing}`])
    assert.equal(analyzeMessage(m, P, foretold).feedback, 'win', m);
  const released = editedTurn('Added a `release` target to the Makefile and tagged v1.4.', 'Makefile');
  const makeFailed = '```\n$ make release\nmake: *** [Makefile:9: release] Error 2\n```';
  assert.equal(analyzeMessage(`hmm\n${makeFailed}`, P, released).feedback, 'loss');
  const served = '```\n$ curl -si https://example.test/api/items\nHTTP/2 500\n```';
  assert.equal(analyzeMessage(`see\n${served}`, P, released).feedback, 'loss');
  // "0 failed" is a clean run.
  assert.notEqual(analyzeMessage('```\n$ pytest -q\n31 passed, 0 failed\n```\nnice', P, released).feedback, 'loss');
});

test('review comments: a line number opens one, "intended?" and "так задумано?" reproach, a plain question about the code does not', () => {
  const pr = editedTurn('Opened PR #7 with the CSV export and the rate limiter.', 'src/export.ts');
  expectAll(
    [
      'L18 in src/export.ts: `let rows` is never reassigned, make it a const',
      'L30 looks like the header is written again for every chunk, intended?',
      'c’est voulu ?',
      'лимитеры никогда не чистятся? так задумано?',
      'nit, but fix it: export.ts L9 parses the id as int32, ids are int64',
    ],
    'loss',
    pr,
  );
  expectAll(['export.ts L21 - what does the dispatcher see when the key expires?'], 'neutral', pr);
});

test('praise held to the whole ("good overall, only …", "bon dans l’ensemble, juste …") then the part that is not is a loss', () => {
  const prs = editedTurn('Opened PR #12 with the report timestamps and #13 with the docs.', 'report.rs');
  expectAll(
    [
      '#13 is fine. #12 looks good overall, only the timestamp puts colons in the file name, use dashes',
      'c’est bon dans l’ensemble, juste le logo pointe encore vers la préprod',
    ],
    'loss',
    prs,
  );
  expectAll(['looks good overall, thanks'], 'win', prs);
});

test('a check the user reports is no win when what was seen disagrees ("as mismatch", "alors qu’on en a …")', () => {
  const done = editedTurn('Fixed the subscriber query; tests pass.', 'repo/subscribers.py');
  for (const m of [
    'I tested it with the big folder. Every file over 16 MB is in the report as mismatch.',
    'j’ai lancé la requête en préprod, elle sort 18 412 abonnés alors qu’on en a 17 950',
  ])
    assert.notEqual(kind(m, done), 'win', m);
  expectAll(['I tested it with the big folder. 212 files, all match.'], 'win', done);
});

test('"thank you, that was the last thing …" thanks for what was done in a long message; "not about our app" clears the work', () => {
  const done = editedTurn('Fixed the certificate export; it lands in Photos now.', 'Certificate.swift');
  expectAll(
    [
      'I tried it myself on two phones from a fresh install: the prompt appears and the picture lands in Photos. Thank you, that was the last thing on the list before Saturday. For the preview, could you add a feedback link at the bottom?',
    ],
    'win',
    done,
  );
  expectAll(
    [
      'Bad news, but not about our app: the office wifi has been down since this morning and the builds fail to install.',
    ],
    'neutral',
    done,
  );
});

test('denying the turn’s cause ("it’s not the cache", "le problème n’est pas là", "причина не в этом") is a loss without a correction', () => {
  const diagnosed: ConversationContext = {
    before: { text: 'The slow page most likely comes from the cache being cold after each deploy.' },
  };
  for (const m of [
    'nah it’s not the cache, the cache is the dummy backend in prod since march',
    'Non, le problème n’est pas là : le cache ne garde que les images.',
    'нет, причина не в этом, кэш у нас выключен',
  ]) {
    const r = judge(m, diagnosed);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, false, m);
  }
});

test('a scope narrowed after a wide change ("Only for the north site!", "только с января!", "pdf/ only") corrects; an answer does not', () => {
  const wide = editedTurn(
    'Added a blackout from 23.12 to 02.01: no reminder is sent for any clinic in that window.',
    'reminders.dart',
  );
  for (const m of [
    'Only for the north site! The other clinics are open then.',
    'только с января! декабрьские счета остаются как были',
    'that rule has no prefix, it will catch the csv exports too. pdf/ only',
  ]) {
    const r = judge(m, wide);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
  const asked = editedTurn('Should the rule cover the whole zone, or only the record?', 'dns.tf');
  expectAll(['only the record. the zone is not ours'], 'neutral', asked);
});

test('someone else changed the rule or their mind ("the client changed their mind", "юристы поменяли правило"): no reproach', () => {
  const done = editedTurn('Set the recalculation to run per day for every tariff.', 'tariffs.go');
  expectAll(
    [
      'ok. the client changed their mind: weekly, not daily',
      'ок. юристы поменяли правило: пересчёт теперь не по дням, а по часам',
      'ok. et finalement on passe par le transporteur B au lieu de A, c’est nous qui l’avons décidé hier',
    ],
    'neutral',
    done,
  );
  expectAll(['you changed the rule file and now lint fails everywhere'], 'loss', done);
});

test('a short statement of another value of a kind the work used ("4 utc" after "at 03:00") is a loss with its correction', () => {
  const done = editedTurn(
    'Registered the job with the cron `0 3 * * *`: it fires at 03:00 server time.',
    'scheduler.ts',
  );
  for (const m of ['4 utc', 'à 5 h 30, les commandes restent ouvertes jusque-là']) {
    const r = judge(m, done);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
  expectAll(['next: the weekly summary, mondays 7:30 berlin time'], 'neutral', done);
  expectAll(['checked it, ran at 3:00 sharp. nice'], 'win', done);
});

test('security and care: "thanks for X, but …" complains, "why 777?" challenges, "good call …" praises, "no, leave it" declines an offer', () => {
  const done = editedTurn(
    'Added a nightly dump job with a cron entry in render.yaml, and set the log folder to chmod 777.',
    'render.yaml',
  );
  expectAll(
    [
      'thx for the dump job, but the cron line has the password sitting right there in render.yaml',
      'Merci pour la sauvegarde, mais les dumps partent sans chiffrement.',
      'why 777?',
      'зачем 777?',
    ],
    'loss',
    done,
  );
  expectAll(['thanks, but can you also add a weekly one?', 'why?'], 'neutral', done);
  expectAll(['phew. all 1318 rows are back. good call checking it first'], 'win', done);
  const offered = editedTurn(
    'Job removed. I also found an old 12 GB backup folder nobody uses. Shall I delete it?',
    'site.yml',
  );
  expectAll(
    ['no leave it, the accountant still pulls from there', 'нет, не трогай, там конфиги для миграции'],
    'neutral',
    offered,
  );
});

test('another way liked better after the work ("I’d rather keep …", "je préfère …", "мне больше нравится …") is a loss with its correction', () => {
  const done = editedTurn('Moved the table printing into a Display impl on a new Row struct.', 'src/report.rs');
  for (const m of [
    'I’d rather keep the plain println! lines we had, a struct just for printing is too much',
    'Je préfère une simple fonction avec un if/else ici.',
    'мне больше нравится простая f-строка, без хелпера',
  ]) {
    const r = judge(m, done);
    assert.equal(r.feedback, 'loss', m);
    assert.equal(r.correction, true, m);
  }
  expectAll(
    ['I’d rather test it myself tomorrow', 'je préfère tester moi-même', 'I prefer not to merge yet'],
    'neutral',
    done,
  );
  expectAll(['why a generator there? not complaining, just never used them'], 'neutral', done);
});

test('a count against the one expected ("we should be at 60") and what was wanted ("je la voulais linéaire") are losses', () => {
  const trained = editedTurn('Trained with the 60 epochs from config.yaml; the run is finished.', 'train.py');
  expectAll(
    [
      'In the log the training stops at epoch 30. We configured 60, we should be at 60.',
      'Le tableau n’affiche les scores que jusqu’au 14. Nous devrions avoir tout le mois, jusqu’au 30.',
      'the x axis is log now, I wanted it linear',
      'La courbe est en échelle log ; je la voulais linéaire, entre 0 et 1.',
    ],
    'loss',
    trained,
  );
  expectAll(
    ['we should be at 1000 by tomorrow, looks on track', 'мне нужна ещё одна кривая для теста'],
    'neutral',
    trained,
  );
});

test('"it showed K M in a circle" is an avatar and "the site is back to how it was" a state; "going in a circle", "go back to how it was" are not', () => {
  const done = editedTurn(
    'Reverted the push on main and restored the photos; initials are the fallback.',
    'members.tsx',
  );
  expectAll(['scanned a fob of a kid with no photo and it showed K M in a circle, perfect thanks'], 'win', done);
  expectAll(['the production site is back to how it was yesterday, no sell button anywhere'], 'neutral', done);
  expectAll(['we are going in a circle here', 'go back to how it was yesterday'], 'loss', done);
});

test('"exactly what must never happen", "c’est exactement ce qu’il ne faut pas", "так нельзя" judge the work', () => {
  const done = editedTurn(
    'When the cold zone is full, a chilled item now falls back to the nearest ambient slot.',
    'engine.py',
  );
  expectAll(
    [
      'you made chilled items fall back to ambient slots. that is exactly what must never happen with cold stuff',
      'c’est exactement ce qu’il ne faut pas faire',
      'так нельзя, холодное в тёплую зону не кладём',
    ],
    'loss',
    done,
  );
});

test('"верни 88, я его трогать не просил", an exception named right after a change, "their docs say the opposite" are losses', () => {
  const done = editedTurn(
    'Set up the formatter hook and also set the line length to 100 in pyproject.toml.',
    'pyproject.toml',
  );
  expectAll(
    [
      'line-length верни 88, я его трогать не просил',
      'запускаю команду — ModuleNotFoundError: No module named app.cli',
      'their docs say the opposite',
      'leur documentation dit l’inverse : une appli arrêtée n’est pas facturée',
    ],
    'loss',
    done,
  );
  expectAll(['what does ValueError mean here?'], 'neutral', done);
});

test('"did it follow its prompt?", "ты их не добавил", "je ne vous ai pas demandé …" are losses; a thing gone, with praise, is the removal wanted', () => {
  const done = editedTurn(
    'Ran the analyzer on the next item, deleted the release branch and tagged v0.12.0.',
    'docs/plan.md',
  );
  expectAll(
    [
      'Did it follow its prompt?',
      'L’analyste a-t-il bien suivi son prompt ?',
      'а changelog для 0.12.1? ты его не добавил',
      'Je ne vous ai pas demandé d’approuver quoi que ce soit.',
    ],
    'loss',
    done,
  );
  expectAll(
    [
      'отлично, проверила на гитхабе — тег на месте, ветки нет',
      'nickel, tried it on the new laptop, no password prompt anymore',
    ],
    'win',
    done,
  );
  expectAll(['great, but the footer is gone'], 'loss', done);
});

test('a complaint that orders the right way is a correction; one that only asks for a fix, or asks a question, is not', () => {
  const done = editedTurn('Updated the export so dates come out in the new format.', 'src/export.ts');
  const read = (t: string) => analyzeMessage(t, P, done);
  for (const t of [
    'the dates are wrong now, use ISO 8601 like the rest of the API',
    'le tri est cassé, garde l’ordre alphabétique',
    'меню сломалось, убери этот отступ',
  ]) {
    const a = read(t);
    assert.equal(a.feedback, 'loss', t);
    assert.equal(a.correction, true, t);
  }
  for (const t of [
    'the dates are wrong now, fix it',
    'the dates are wrong again. did you manage to find why?',
    'меню сломалось. удалось понять почему?',
  ]) {
    const a = read(t);
    assert.equal(a.feedback, 'loss', t);
    assert.equal(a.correction, false, t);
  }
});

test('dissatisfaction without a word of failure after the work is a loss; hopes met, thanks and sincere questions are not', () => {
  const done = editedTurn(
    'Added the export: a plugin registry, a YAML schema for the columns and a worker pool for big files.',
    'src/export/registry.ts',
  );
  expectAll(
    [
      'I was really hoping for a plain CSV writer here',
      'j’espérais un simple bouton, honnêtement',
      'я надеялась на что-то короче',
      'that is a lot of machinery for one download button',
      'tout un registre de plugins pour un seul export',
      'целый пул воркеров ради одного файла',
      'nice, a whole worker pool for one 2 kB file, love it',
      'interesting choice, a registry for three columns',
      "don't we already have a csv helper in utils?",
    ],
    'loss',
    done,
  );
  expectAll(['exactly what I was hoping for, thanks'], 'win', done);
  assert.notEqual(kind('thanks a lot for a quick turnaround', done), 'loss');
  expectAll(
    ['do we already have a csv helper somewhere?', 'the power was out in the whole street for two hours'],
    'neutral',
    done,
  );
});

test('"not bad at all, …" is praise, not "not X but Y"', () => {
  const done = editedTurn('Rewrote the onboarding text in four short sentences.', 'docs/onboarding.md');
  expectAll(
    ['Not bad at all, the intern read it and got everything.', 'pas mal du tout, ma collègue a tout compris'],
    'win',
    done,
  );
  expectAll(['not the header, the footer'], 'loss', done);
});

test('the requirement said again after the work is a loss with its correction; the next ticket, questions and confirmations are not', () => {
  const done = editedTurn(
    'Added the reminder e-mail, sent 7 days before the due date, to every member.',
    'app/reminders.py',
  );
  for (const t of [
    'the spec says 3 days before, not 7',
    'as in my first message: only members with a loan get it',
    'LIB-204 also has the SMS reminder, it is not there',
    'le ticket prévoit uniquement les adhérents actifs',
    'в тикете ещё ссылка на продление, её нет',
    'the reminder is supposed to go out at 9 in the morning',
  ]) {
    const a = analyzeMessage(t, P, done);
    assert.equal(a.feedback, 'loss', t);
    assert.equal(a.correction, true, t);
  }
  expectAll(
    [
      'ok. now LIB-205: the overdue list for the front desk, not only for admins',
      'does the spec say anything about members without an e-mail?',
    ],
    'neutral',
    done,
  );
  assert.equal(kind('checked it, only active members got it, that is LIB-204 as written, thanks', done), 'win');
  assert.ok(
    !judge('it is not supposed to include staff, and it does not', done).families.includes('requirement-restated'),
  );
});

test('a report of the state after the work that closes on a bare approval is a win; with "still", "but" or a question it is not', () => {
  const done = editedTurn('Moved the scroll to the body and fixed the header height.', 'src/styles/layout.css');
  expectAll(
    [
      'the header stays put now, before it was jumping around. very good',
      'nouvelle version : plus rien ne déborde sur mobile. Nickel, merci.',
      'проверил на планшете, таблица больше не обрезается. спасибо',
    ],
    'win',
    done,
  );
  expectAll(
    [
      'the header still jumps on the iPad. great',
      'the header stays put now but the footer is cut off. thanks',
      'now the header covers the menu. perfect.',
      // A verdict on something else closes it: "fine on the tablet" is not approval of this state.
      'на телефоне шапка прыгает. на планшете норм',
    ],
    'loss',
    done,
  );
  // An opening thanks, then the next task: no approval of a state.
  assert.notEqual(kind('Thanks. Next, the settings page: it should show the plan and the invoices.', done), 'win');
});

test('a known fault of a tool, or one older than the work, is not laid at the work’s door', () => {
  const done = editedTurn('Updated the lint config to the new rule set.', '.eslintrc.json');
  expectAll(
    [
      "the editor plugin crashes on save, it's a known issue upstream",
      'le plugin plante au démarrage, c’est un bug connu de leur côté',
      'the nightly job has failed like this since last week',
    ],
    'neutral',
    done,
  );
  expectAll(['the editor plugin crashes on save now'], 'loss', done);
});

test('about how the assistant answered: "not my question", "why the recap", "I don’t need all these variants" are losses; "exactly what I asked for" is praise', () => {
  const done = editedTurn(
    'Updated the invoice template. Here is my reasoning, three variants of the footer, and a recap of the session.',
    'templates/invoice.html',
  );
  expectAll(
    [
      'that is not my question, I asked whether the VAT line is on purpose',
      'ce n’est pas ma question',
      'я не про шаблон спрашивал',
      'why the recap, I was here the whole time',
      'à quoi sert ce récapitulatif ?',
      'I do not need all the variants, only the final footer',
      'je n’ai pas besoin de toutes ces variantes',
    ],
    'loss',
    done,
  );
  expectAll(
    ['thanks, this is exactly what I asked for', 'merci, c’est exactement ce que j’avais demandé'],
    'win',
    done,
  );
  // A why about something the turn did not name is a question, not a reproach.
  expectAll(['why does the printer add a blank page at the end?'], 'neutral', done);
  const a = analyzeMessage('je n’ai pas besoin de toutes ces variantes. Donnez-moi seulement le texte final.', P, done);
  assert.equal(a.correction, true);
});

test('a go-ahead to a plan ("sounds good, go ahead", "ça me va, vas-y", "ок, давай") is an answer, not praise', () => {
  const plan: ConversationContext = {
    before: { text: 'Plan: 1. add the column, 2. backfill it, 3. switch the reads. Shall I start?', actions: [] },
  };
  expectAll(
    ['sounds good, go ahead', 'ça me va, vas-y', 'ок, нормально, давай', 'fine, option 2, go'],
    'neutral',
    plan,
  );
  const done = editedTurn('Added the column and backfilled it; the reads use it now.', 'db/migrate/0042.sql');
  expectAll(['works great, thanks'], 'win', done);
});

test('a better way said courteously ("perhaps it would be better …") corrects; "more than we need" is an excess', () => {
  const done = editedTurn('Sent the reminders from no-reply@ and started the chart axis at 0.', 'app/mail.py');
  for (const t of [
    'Thanks. Perhaps it would be better to start the axis just below the lowest value.',
    'Merci. Il vaudrait mieux les envoyer depuis l’adresse du secrétariat.',
    'Спасибо. Может быть, всё-таки стоит оставить старый адрес?',
  ]) {
    const r = judge(t, done);
    assert.equal(r.feedback, 'loss', t);
    assert.ok(r.correction, t);
  }
  expectAll(['this is rather more elaborate than we need', 'c’est plus lourd que nécessaire'], 'loss', done);
});

test('a part that works, then "but" and a state of the work told plainly, is a loss; "ok, but …" and a condition are not', () => {
  const done = editedTurn('Added the export: one CSV per month, amounts in euros, sorted by date.', 'app/export.py');
  expectAll(
    [
      'amounts look right, but the dates are one day behind the bank statement',
      'Les montants sont justes. Par contre le fichier de mars contient aussi les lignes de février.',
      'суммы сходятся, но в мартовском файле есть февральские строки',
      'the totals match. the file name has no month in it though',
    ],
    'loss',
    done,
  );
  expectAll(
    ['ok, but first the import of last year', 'les montants sont justes, mais je vais vérifier mars moi-même'],
    'neutral',
    done,
  );
});

test('"almost." and "better, one test left" judge progress short of done; "better." alone and "almost five times more?" do not', () => {
  const done = editedTurn('Fixed the race in the queue worker; 2 of the 3 flaky tests pass now.', 'worker/queue.go');
  expectAll(
    ['almost. the last one still times out', 'presque, il reste le test du lundi', 'лучше, один тест остался'],
    'loss',
    done,
  );
  assert.notEqual(judge('better.', done).feedback, 'loss');
  assert.notEqual(judge('Almost five times more than last year? where does that come from', done).feedback, 'loss');
  // Nearer the goal is not at it: "closer", "getting there", "pas loin", "уже ближе".
  expectAll(['closer', 'getting there', 'pas loin', 'уже ближе'], 'loss', done);
  expectAll(['move it closer to the header please'], 'neutral', done);
});

test('after the work, "the other one" or "no, 3" picks another of what the turn named: a loss with its correction', () => {
  const done = editedTurn(
    'There are two config files, settings.dev.toml and settings.prod.toml, and three log levels to choose from. I put the new key in settings.dev.toml and set the level to the first one.',
    'settings.dev.toml',
  );
  for (const m of ['the other one', "non, dans l'autre", 'в другой', 'no, 3', 'нет, второй'])
    assert.deepEqual([judge(m, done).feedback, judge(m, done).correction], ['loss', true], m);
  // A number alone, or a longer sentence with "other", is no pick of another.
  expectAll(['3', 'the other one is fine too'], 'neutral', done);
  // Answering the turn's question, the pick is an answer.
  const asked = { before: { text: 'Which file should get the new key, settings.dev.toml or settings.prod.toml?' } };
  expectAll(['the other one', 'no, 2'], 'neutral', asked);
});

test('news told aside is no praise of the work; a release reported is no wrong version', () => {
  const done = editedTurn('Added the weekly report and bumped the package to 2.3.0.', 'report/weekly.py');
  expectAll(
    [
      'btw the board approved our budget for next year 🎉 anyway, next the monthly report',
      'au fait, on a gagné l’appel à projets de la région 🎉',
      'кстати, нам дали новый сервер 🎉 дальше отчёт за месяц',
    ],
    'neutral',
    done,
  );
  assert.notEqual(judge('Mira approved the PR, I merged it and 2.3.1 is on PyPI now', done).feedback, 'loss');
});

test('after the work, an HTTP failure status told as what it gives now is a loss; wanted, asked about or fine is not', () => {
  const done = editedTurn('Deployed the new checkout to staging; the payment step is live.', 'web/checkout.ts');
  expectAll(['the pay button goes to a 404', 'erreur 500 au paiement', 'после оплаты получил 502'], 'loss', done);
  expectAll(
    [
      'it should return 404 when the cart is empty',
      'si le prestataire répond 500 on fait quoi',
      'глянь почему /api отдаёт 502',
    ],
    'neutral',
    done,
  );
});

test('the user checked the work, tells what they saw and thanks or praises it: a win, whatever "still" or "same" it says', () => {
  const done = editedTurn('Fixed the export: totals per shop, one file per month.', 'app/export.py');
  expectAll(
    [
      'checked it against the bank statement, same totals. thanks',
      'tested with the March file, the refunds still show as their own line. great, thank you!',
      'Проверил: суммы те же, что в банке. Спасибо',
      'J’ai vérifié mars : toujours les mêmes totaux que la banque. Merci.',
    ],
    'win',
    done,
  );
  // With "but", a question or a cross in a checklist, the check found something.
  for (const t of [
    'checked it against the bank, same totals, but the refunds are missing. thanks',
    'tested it: ✅ totals ✅ names ❌ dates still off by one. thanks',
  ])
    assert.notEqual(judge(t, done).feedback, 'win', t);
});

test('a count of none is good news: "21 passed, 0 failed", "zero failed", "zéro plantage"', () => {
  const done = editedTurn('Added tests for the tank sensor; pytest: 21 passed, 0 failed.', 'tests/test_tank.py');
  expectAll(
    ['ran it here too, 21 passed 0 failed, nice', 'twenty one passed zero failed', 'deux heures, zéro plantage'],
    'win',
    done,
  );
  expectAll(['3 failed', 'ran it here: 20 passed, one failed'], 'loss', done);
});

test('an error the user met in their check is the one wanted when it is told "as it should" or praised', () => {
  const done = editedTurn('A coupon past its end date is now refused with a 410; 12 new tests pass.', 'api/coupons.py');
  expectAll(
    [
      "tried it with last month's coupon, got the 410 like it should, and the fresh one still applies",
      'I was testing with an expired code and I get the error message, the valid one goes through. Very nice work.',
      "Testé avec un vieux code : j'ai bien l'erreur, et le nouveau passe. Impeccable.",
    ],
    'win',
    done,
  );
  // Thanks alone may close a report of a failure politely; no check and no praise is still a loss.
  for (const t of ['tried it with the new coupon, I get an error. thanks', 'with the fresh coupon I get an error now'])
    assert.equal(judge(t, done).feedback, 'loss', t);
});

test('slang and plain approval after the work: "gg", "красава", "всё летает", "tout roule", "this is it"', () => {
  const done = editedTurn('Moved the thumbnails to a CDN and deployed.', 'web/gallery.ts');
  expectAll(
    ['gg', 'красава', 'на проде всё летает', 'tout roule', 'всё чётко', 'yes this is it', 'правильно, так и продолжай'],
    'win',
    done,
  );
});

test('"not blaming you but …", "c’est pas ta faute mais …" clear the work: no "not X but Y" correction', () => {
  const done = editedTurn('Added the nightly job for the log archive.', 'jobs/archive.py');
  for (const t of [
    'not blaming you but its the third time the cron box runs out of disk',
    'c’est pas ta faute mais le serveur de logs est plein',
  ])
    assert.equal(judge(t, done).correction, false, t);
});

test('praise, then a part of the same work taken back after "but" / "а вот" is a loss with its correction', () => {
  const done = editedTurn('Rewrote the reminder e-mail and added the child’s name to the SMS.', 'mail/reminder.txt');
  for (const t of [
    'the e-mail is great, thanks. but remove the name from the SMS please',
    'письмо супер, спасибо. а вот имя в смс не надо',
    'le mail est nickel. par contre enlève le prénom du SMS',
  ]) {
    const r = judge(t, done);
    assert.equal(r.feedback, 'loss', t);
    assert.ok(r.correction, t);
  }
});

test('after the work, a state told and then thanks is a win; a closing, "ok, …", a plan or "merci de …" is not', () => {
  const done = editedTurn('Fixed the cache: the farm list now reloads after each new farm.', 'api/farms.php');
  expectAll(
    [
      'The new farm shows up in the list right away. Thanks, have a good evening!',
      'La ferme de test apparaît tout de suite dans la liste. Merci !',
      'Новая ферма сразу появилась в списке. Спасибо!',
    ],
    'win',
    done,
  );
  for (const t of [
    'ok, they can take it from there. thanks',
    'I will look at it tomorrow on the old laptop. Thanks for today',
    'La liste des fermes est triée par nom maintenant. Merci de vérifier les accents.',
    'La nouvelle liste part chez les producteurs ce soir. Merci pour tout, et bonne soirée à toi !',
    "Karim relit la liste aujourd'hui avec les producteurs. Merci pour tout, et bonne soirée à toi !",
  ])
    assert.ok(!judge(t, done).reasons.some((r) => r.includes('state, then thanks')), t);
});
