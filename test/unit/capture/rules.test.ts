// Standing-rule families on sentences written for these tests, in English, French and Russian.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { followedDocuments } from '../../../src/core/capture/rules/pasted';
import { detectRules } from '../../../src/core/capture/rules/detect';

const rules = (t: string) => detectRules(t).rules.map((r) => r.text);

test('explicit markers give the rule text without the marker', () => {
  assert.deepEqual(rules('remember: always use pnpm, never npm'), ['Always use pnpm, never npm']);
  assert.deepEqual(rules('rappelle-toi : on utilise des tabulations'), ['On utilise des tabulations']);
  assert.deepEqual(rules("n'oublie pas de lancer les tests"), ['Lancer les tests']);
  assert.deepEqual(rules("don't forget to update the changelog"), ['Update the changelog']);
  assert.deepEqual(rules('запомни: всегда пиши тесты'), ['Всегда пиши тесты']);
});

test('time markers are cut; scope markers are kept, since they say when the rule holds', () => {
  assert.deepEqual(rules('from now on, write commit messages in English'), ['Write commit messages in English']);
  assert.deepEqual(rules('la prochaine fois, demande avant de supprimer une branche'), [
    'Demande avant de supprimer une branche',
  ]);
  assert.deepEqual(rules('впредь называй ветки по задаче'), ['Называй ветки по задаче']);
  assert.deepEqual(rules('at the start of each session, pull the latest main'), [
    'At the start of each session, pull the latest main',
  ]);
  assert.deepEqual(rules('à chaque début de session, vérifie la branche courante'), [
    'À chaque début de session, vérifie la branche courante',
  ]);
  assert.deepEqual(rules('for any UI work, attach a screenshot of the result'), [
    'For any UI work, attach a screenshot of the result',
  ]);
  assert.deepEqual(rules('rename the variable, and from now on never touch the generated folder'), [
    'Never touch the generated folder',
  ]);
});

test('a routine of the working day ("every morning, …", "tous les matins, …", "каждое утро …") is a rule when an order follows; told, it is not', () => {
  assert.deepEqual(rules('every morning, fetch the latest main before you start'), [
    'Every morning, fetch the latest main before you start',
  ]);
  assert.deepEqual(rules('tous les soirs, exporte la base avant de partir'), [
    'Tous les soirs, exporte la base avant de partir',
  ]);
  assert.deepEqual(rules('каждое утро сначала проверяй логи на сервере'), [
    'Каждое утро сначала проверяй логи на сервере',
  ]);
  for (const told of [
    'the sync crashes every morning',
    'every evening the backup job fails',
    'ça plante tous les jours vers midi',
    'каждое утро бэкап падает',
  ])
    assert.deepEqual(rules(told), [], told);
});

test('"let\'s agree: …", "rappel pour toute la suite : …", "давай договоримся: …" introduce a standing rule', () => {
  assert.deepEqual(rules("let's agree: no deploys on fridays"), ['No deploys on fridays']);
  assert.deepEqual(rules('rappel pour toute la suite : on ne pousse jamais directement sur main'), [
    'On ne pousse jamais directement sur main',
  ]);
  assert.deepEqual(rules('давайте договоримся: миграции только через CI'), ['Миграции только через CI']);
  assert.deepEqual(rules('reminder: the demo is at 3'), []);
  assert.deepEqual(rules("let's agree on the API first"), []);
});

test('"every time" with the order before the comma is a rule; "every time, when X, Y happens" is told', () => {
  assert.deepEqual(rules('каждый раз в начале сессии проверяй логи, Игорь иногда правит их руками'), [
    'Каждый раз в начале сессии проверяй логи, Игорь иногда правит их руками',
  ]);
  assert.deepEqual(rules('каждый раз, когда ночной билд падает, диск забивается'), []);
  assert.deepEqual(rules('every time, when the build fails, the disk fills up'), []);
  assert.deepEqual(rules('каждый раз, когда меняешь схему, перегенерируй типы'), [
    'Каждый раз, когда меняешь схему, перегенерируй типы',
  ]);
});

test('the house\'s practice told of the code ("this repo never uses default exports") and "(one) convention: …" are conventions; a fault of the code is not', () => {
  assert.deepEqual(rules('fyi this repo never uses default exports, named exports only'), [
    'This repo never uses default exports, named exports only',
  ]);
  assert.deepEqual(rules('our code always goes through the api client'), [
    'Our code always goes through the api client',
  ]);
  assert.deepEqual(rules('also one convention: in this solution every async method ends with Async'), [
    'In this solution every async method ends with Async',
  ]);
  assert.deepEqual(rules('une convention : pas de default export'), ['Pas de default export']);
  for (const told of [
    'the app never loads on safari',
    'this project always had flaky tests',
    'our code never crashes on linux',
  ])
    assert.deepEqual(rules(told), [], told);
});

test('writes into the assistant memory keep only what is to be written, and the named prompt', () => {
  assert.deepEqual(rules('add to CLAUDE.md that we deploy with make, never by hand'), [
    'Deploy with make, never by hand',
  ]);
  assert.deepEqual(rules('update the deploy prompt so that next time you also bump the version'), [
    'Deploy prompt: Bump the version',
  ]);
  assert.deepEqual(rules("modifie le prompt de test pour qu'il lance aussi le linter"), [
    'Prompt de test: Lance aussi le linter',
  ]);
});

test('a request to change the instructions becomes an order: the verb of "so that it …" / "pour que tu …" is made imperative', () => {
  assert.deepEqual(rules('update the changelog prompt so that it always lists the breaking changes first'), [
    'Changelog prompt: Always list the breaking changes first',
  ]);
  assert.deepEqual(rules('add to AGENTS.md that it never pushes tags by itself'), ['Never push tags by itself']);
  assert.deepEqual(rules('modifie le prompt de revue pour que les remarques soient triées par gravité'), [
    'Prompt de revue: Les remarques doivent être triées par gravité',
  ]);
  assert.deepEqual(
    rules(
      'modifie le prompt de déploiement pour que la prochaine fois que tu fais la migration tu la prennes en deux étapes',
    ),
    ['Prompt de déploiement: Quand tu fais la migration, prends-la en deux étapes'],
  );
  assert.deepEqual(rules('ajoute dans CLAUDE.md que tu relances toujours les tests avant de committer'), [
    'Relance toujours les tests avant de committer',
  ]);
});

test('always/never instructions are rules; descriptions, questions, one-off orders and scraps are not', () => {
  assert.deepEqual(rules('Always run the tests before committing.'), ['Always run the tests before committing']);
  assert.deepEqual(rules('never force-push to main'), ['Never force-push to main']);
  assert.deepEqual(rules('You should always document public functions'), ['Always document public functions']);
  assert.deepEqual(rules('tu dois toujours écrire les dates au format ISO'), [
    'Toujours écrire les dates au format ISO',
  ]);
  for (const t of [
    'it always crashes when I open it',
    'is it always like this?',
    'ça ne marche jamais',
    'ça ne marche toujours pas',
    'Toujours le même problème',
    'commit and push',
    'run the linter',
    'и так далее, оставь как есть',
  ])
    assert.deepEqual(rules(t), [], t);
});

test('a stated convention is a rule', () => {
  assert.deepEqual(rules('we use tabs, not spaces'), ['We use tabs, not spaces']);
  assert.deepEqual(rules('on utilise Vitest plutôt que Jest'), ['On utilise Vitest plutôt que Jest']);
});

test('constraints of a pasted ticket are rules; the ticket features and a pasted system prompt are not', () => {
  const ticket = [
    '## Ticket: CSV export',
    '',
    'Add an export button to the invoices page.',
    '',
    '### Constraints',
    '- You MUST keep the public API unchanged.',
    '- NEVER commit generated files.',
    '- The button is green and sits on the right.',
    '- The import of a 5 MB file must end within 3 s.',
    ...Array(6).fill('- Some more background about the invoices page and its users.'),
  ].join('\n');
  assert.deepEqual(rules(ticket), ['Keep the public API unchanged', 'Never commit generated files']);
  const fr = [
    '### Contraintes',
    "- Chaque page doit s'afficher en moins de 800 ms.",
    '- Ne jamais pousser sur main.',
  ].join('\n');
  assert.deepEqual(rules(fr), ['Ne jamais pousser sur main']);
  const prompt = [
    'You are a friendly support bot for a bakery.',
    ...Array(12).fill('- You ALWAYS greet the customer and NEVER talk about prices.'),
  ].join('\n');
  assert.deepEqual(rules(prompt), []);
});

test('each rule says its language', () => {
  assert.deepEqual(
    detectRules('from now on, answer in French').rules.map((r) => r.lang),
    ['en'],
  );
  assert.deepEqual(
    detectRules('désormais, réponds toujours en français').rules.map((r) => r.lang),
    ['fr'],
  );
  assert.deepEqual(
    detectRules('впредь отвечай по-русски').rules.map((r) => r.lang),
    ['ru'],
  );
});

test('a capitalised MUST of the product is a requirement; one of the work or the worker is a rule', () => {
  const spec = [
    'Ticket for the export service.',
    'The endpoint MUST answer 404 for an unknown id.',
    'Each archived order NEVER comes back in the list.',
    'Tests MUST pass before you open the PR.',
    'NEVER commit the generated client.',
    'You MUST ask before adding a dependency.',
  ].join('\n');
  assert.deepEqual(rules(spec), [
    'Tests must pass before you open the PR',
    'Never commit the generated client',
    'Ask before adding a dependency',
  ]);
});

test('a constraints section of a brief makes its constraint bullets rules, in any shape; criteria and wishes are not', () => {
  const brief = [
    'Next task: the audit log page.',
    '',
    'Acceptance criteria:',
    '- admins can filter by user',
    '- export is not needed',
    '',
    'Working constraints:',
    '- do not add a new chart library',
    '- keep every query in the existing repository layer',
    'Nice to have:',
    '- a dark mode toggle',
  ].join('\n');
  assert.deepEqual(rules(brief), [
    'Do not add a new chart library',
    'Keep every query in the existing repository layer',
  ]);
  const fr = [
    'Tâche : page de journal.',
    'Contraintes :',
    '- OBLIGATOIRE : passer par le service existant',
    '- ne pas toucher au schéma',
  ].join('\n');
  assert.deepEqual(rules(fr), ['Passer par le service existant', 'Ne pas toucher au schéma']);
  const ru = [
    'Задача: страница журнала.',
    'Ограничения:',
    '- не добавлять новых зависимостей',
    '- все запросы только через репозиторий',
  ].join('\n');
  assert.deepEqual(rules(ru), ['Не добавлять новых зависимостей', 'Все запросы только через репозиторий']);
});

test('text quoted or fenced for another system, and a role prompt for another bot, hold no rules for this one', () => {
  assert.deepEqual(
    rules(
      'here is what our bot says: « Tu dois TOUJOURS répondre en moins de 50 mots et ne JAMAIS citer de prix. » tu peux le raccourcir ?',
    ),
    [],
  );
  assert.deepEqual(
    rules('```\n- ALWAYS reply in JSON\n- NEVER mention the competition\n```\nwhy does it still mention them?'),
    [],
  );
  assert.deepEqual(
    rules(
      'here is the current one: You are Max, the booking assistant. You must always confirm the date. Never take payments.',
    ),
    [],
  );
  assert.equal(
    rules('follow the prompt below. You are a careful reviewer. You must always run the tests before saying it works.')
      .length > 0,
    true,
  );
});

test('descriptions with always/never and the user’s own plans are not rules', () => {
  for (const t of [
    'it always crashes when the cache is cold, never on a warm start',
    'never mind, I found the typo',
    'ça plante jamais sur Linux, toujours sur Windows',
    'I will run the migration myself next time I am at the office',
    'je lancerai les tests la prochaine fois que je suis au bureau',
  ])
    assert.deepEqual(rules(t), [], t);
});

test('conventions stated as facts of the project, restated rules, and rule lists are rules', () => {
  assert.equal(rules('ici on est sur yarn, pas npm').length, 1);
  assert.equal(rules('у нас миграции только через alembic').length, 1);
  assert.equal(rules('I told you not to touch the generated client').length, 1);
  assert.deepEqual(rules("je t'avais dit de ne pas modifier les fichiers générés"), [
    'Ne pas modifier les fichiers générés',
  ]);
  assert.deepEqual(
    rules('two things for the future: always squash before merging. and ask before adding a dependency.'),
    ['Always squash before merging', 'Ask before adding a dependency'],
  );
  assert.deepEqual(
    rules('add to AGENTS.md: every endpoint needs an integration test, and handlers stay under forty lines'),
    ['Every endpoint needs an integration test', 'Handlers stay under forty lines'],
  );
  assert.equal(rules('after each change, run the linter before you tell me it is done').length, 1);
});

test('what happens every time is a description, not a rule; what to do every time is one', () => {
  for (const t of [
    'the sidebar collapses every time I resize the window',
    'it logs me out each time the token refreshes',
    'la page se recharge chaque fois que je valide',
    'он падает каждый раз при запуске',
  ])
    assert.deepEqual(rules(t), [], t);
  assert.deepEqual(rules('every time you add a route, add its test'), ['Every time you add a route, add its test']);
});

test('rules kept in notes, for anything the assistant creates, before any commit, and house conventions', () => {
  assert.deepEqual(rules('write this in the team notes for future sessions: the demo server restarts at noon'), [
    'The demo server restarts at noon',
  ]);
  assert.deepEqual(rules('btw queue names start with jobs_, keep that for anything you add'), [
    'Queue names start with jobs_, keep that for anything you add',
  ]);
  assert.deepEqual(rules('Run the formatter before any push.'), ['Run the formatter before any push']);
  assert.deepEqual(rules("ok add the endpoint. we don't mock the database in tests here"), [
    "We don't mock the database in tests here",
  ]);
  assert.deepEqual(rules('add to AGENTS.md that we release only from main, never from a fork'), [
    'Release only from main, never from a fork',
  ]);
});

test('"keep that in mind" after what to remember makes it a rule', () => {
  assert.deepEqual(rules('the staging box has no internet access, keep that in mind for the deploy scripts'), [
    'The staging box has no internet access',
  ]);
  assert.deepEqual(rules('on ne touche jamais au dossier legacy, retiens-le'), [
    'On ne touche jamais au dossier legacy',
  ]);
  assert.deepEqual(rules('ok, remember that'), []);
});

test('guidelines announced as such, labelled instructions and French bans in a list are rules', () => {
  assert.deepEqual(
    rules(
      [
        'Coding guidelines for this repo:',
        '- Prefer composition over inheritance',
        '- No global state',
        '- Fixtures live in tests/data',
      ].join('\n'),
    ),
    ['Prefer composition over inheritance', 'No global state', 'Fixtures live in tests/data'],
  );
  assert.deepEqual(rules('Important: never edit the generated client by hand.'), [
    'Never edit the generated client by hand',
  ]);
  assert.deepEqual(rules('Heads up: the build takes five minutes.'), []);
  assert.deepEqual(rules('désormais, toujours lancer les tests, ne jamais pousser sur main'), [
    'Toujours lancer les tests',
    'Ne jamais pousser sur main',
  ]);
});

test('a rule shouted in capitals is kept as a plain sentence', () => {
  assert.deepEqual(
    rules(
      [
        '## Constraints',
        '- YOU MUST NOT change the database schema.',
        '- STEP 2 (Review): ALWAYS link the ticket in the PR.',
        '- Every endpoint MUST return JSON errors.',
      ].join('\n'),
    ),
    ['Do not change the database schema', 'Always link the ticket in the PR', 'Every endpoint must return JSON errors'],
  );
});

test('scoped intros with a colon, polite standing requests and "rule for you:" are rules', () => {
  assert.deepEqual(rules('for every cron job you add: log its start and end'), [
    'For every cron job you add: log its start and end',
  ]);
  assert.deepEqual(rules('could you answer in French from now on?'), ['Answer in French']);
  assert.deepEqual(rules('could you open the PR?'), []);
  assert.deepEqual(rules('rule for you: ask before installing a package'), ['Ask before installing a package']);
  assert.deepEqual(rules('retiens ça : la base de test est remise à zéro chaque nuit'), [
    'La base de test est remise à zéro chaque nuit',
  ]);
});

test('every bullet under a conventions heading is a rule, however it is worded', () => {
  const text = [
    'our team conventions, please follow them:',
    '## Conventions',
    '- Kotlin, coroutines over RxJava',
    '- one ViewModel per screen',
    '- is the linter strict enough?',
    'now build the login screen',
  ].join('\n');
  const r = detectRules(text).rules;
  assert.deepEqual(
    r.map((x) => x.text),
    ['Kotlin, coroutines over RxJava', 'One ViewModel per screen'],
  );
  assert.ok(r.every((x) => x.kind === 'convention'));
});

test('a scope that closes the rule keeps the rule whole; "before deleting any"; "note for CLAUDE.md, section …:"', () => {
  assert.deepEqual(rules('run the formatter before you push, every time'), [
    'Run the formatter before you push, every time',
  ]);
  assert.deepEqual(rules('ask me before renaming any public function'), ['Ask me before renaming any public function']);
  assert.deepEqual(rules('note for AGENTS.md, section Deploy: releases go out on Tuesdays only'), [
    'Releases go out on Tuesdays only',
  ]);
});

test("a rule quoted in single quotes from someone else's text is not the user's; one handed to the memory is", () => {
  assert.deepEqual(
    rules("our style guide says 'never use abbreviations in public names', is that enforced anywhere?"),
    [],
  );
  assert.deepEqual(rules("add to CLAUDE.md: 'never use abbreviations in public names'"), [
    'Never use abbreviations in public names',
  ]);
  assert.deepEqual(rules("l'appli doit toujours afficher les montants en euros"), []);
});

test('house facts with always/never, "in general …", "notes on this repo:" and the memory file', () => {
  assert.deepEqual(rules('chez nous les dates sont toujours en UTC, mais tu les as mises en heure locale'), [
    'Chez nous les dates sont toujours en UTC',
  ]);
  assert.deepEqual(rules('skip the docs this time. but in general always update the changelog'), [
    'Always update the changelog',
  ]);
  assert.deepEqual(rules('notes on this repo: builds run with make, not with the IDE'), [
    'Builds run with make, not with the IDE',
  ]);
  assert.deepEqual(rules('add to the memory file: the sandbox resets nightly'), ['The sandbox resets nightly']);
});

test('"note for future sessions:" keeps the note as a rule', () => {
  assert.deepEqual(rules('note for future sessions: the CI runners have no GPU'), ['The CI runners have no GPU']);
});

test('team habits with "we always", a "fyi" lead and "règle du projet :" labels are rules; habits of the past are not', () => {
  assert.deepEqual(rules('fyi we never commit generated clients'), ['We never commit generated clients']);
  assert.deepEqual(rules('we always rebase feature branches before review'), [
    'We always rebase feature branches before review',
  ]);
  assert.deepEqual(rules('on déploie toujours le vendredi matin'), ['On déploie toujours le vendredi matin']);
  assert.deepEqual(rules('règle du projet : pas de dépendance sans mon accord'), ['Pas de dépendance sans mon accord']);
  assert.deepEqual(rules('правило проекта: никаких print в коде'), ['Никаких print в коде']);
  assert.deepEqual(rules('we always had flaky tests on that runner'), []);
  assert.deepEqual(rules('on est toujours bloqué sur la review'), []);
});

test('bullets after an intro that asks to follow them, and quoted Markdown conventions, are rules', () => {
  assert.deepEqual(
    rules('Team agreement, stick to it:\n- Reviews within one day\n- No merge on red CI\n\nNow the login bug'),
    ['Reviews within one day', 'No merge on red CI'],
  );
  assert.deepEqual(rules('voilà nos règles, respecte-les :\n- une PR par ticket\n- pas de push le vendredi'), [
    'Une PR par ticket',
    'Pas de push le vendredi',
  ]);
  assert.deepEqual(
    rules(
      'from our handbook, treat as law:\n> **Frontend conventions**\n> * Components in PascalCase\n> * No inline styles',
    ),
    ['Components in PascalCase', 'No inline styles'],
  );
  // A shell session quoted with "> " is output, not a list to follow.
  assert.deepEqual(rules('> npm run build\n> vite build\n> error: missing export\nwhat now'), []);
});

test('"every X needs Y" after "just so you know" is a rule; what every user of the product needs is not', () => {
  assert.deepEqual(rules('sure. just so you know, every migration needs a down script'), [
    'Every migration needs a down script',
  ]);
  assert.deepEqual(rules('every customer needs a receipt by email after checkout'), []);
});

test('the user’s own plan after "from now on", third-person descriptions and "все еще" are not rules; "nobody …" is', () => {
  assert.deepEqual(rules('from now on ill deploy from my laptop myself, no more waiting for CI'), []);
  assert.deepEqual(rules("à l'avenir je compte passer sur un VPS"), []);
  assert.deepEqual(rules('the import always stops at row 5000, never reaches the end'), []);
  assert.deepEqual(rules('мне все еще нужен экспорт в csv'), []);
  assert.deepEqual(rules('nobody deploys on fridays here'), ['Nobody deploys on fridays here']);
  assert.deepEqual(rules('nobody knows why the cache grows'), []);
  // What nobody is able to do is a state: "so nobody can sign in", "personne ne peut …", "никто не может …".
  assert.deepEqual(rules('since the change the login loops, so nobody can sign in at all'), []);
  assert.deepEqual(rules('после правки никто не может войти'), []);
  assert.deepEqual(rules('wait, remember this: the staging db is read-only'), ['The staging db is read-only']);
});

test('in a multi-agent prompt, a duty of another role is not a rule for this assistant', () => {
  assert.deepEqual(
    rules(
      'Follow these rules:\n- Never edit files outside src/\n- The planner must hand you a task id\n- @tester should run the suite',
    ),
    ['Never edit files outside src/'],
  );
});

test('a trailing "always" or "ever" makes the sentence a rule, also after other sentences', () => {
  assert.deepEqual(rules('you used yarn again. it is bun in this repo, always'), ['It is bun in this repo, always']);
  assert.deepEqual(rules('no `var` in new code, ever. fix the file'), ['No `var` in new code, ever']);
  assert.deepEqual(rules("pas d'alert() dans le code, jamais"), ["Pas d'alert() dans le code, jamais"]);
});

test('"same as always:", "this is the standard now:" and a "before anything:" lead introduce rules', () => {
  assert.deepEqual(rules('same as always: never force push to main, and every change gets a changelog line'), [
    'Never force push to main',
    'Every change gets a changelog line',
  ]);
  assert.deepEqual(rules('this is the standard now: every endpoint returns a request id'), [
    'Every endpoint returns a request id',
  ]);
  assert.deepEqual(rules('before anything: never touch the lockfile by hand'), ['Never touch the lockfile by hand']);
});

test('a scope, then always/never and the order, is a rule; a product requirement with "должно всегда быть" is not', () => {
  assert.deepEqual(rules('for throwaway scripts always use plain bash'), [
    'For throwaway scripts always use plain bash',
  ]);
  assert.deepEqual(rules('для мелких скриптов всегда бери python'), ['Для мелких скриптов всегда бери python']);
  assert.deepEqual(rules('в приложении должно всегда быть меню внизу'), []);
  assert.deepEqual(rules('for this client we always had delays'), []);
});

test('a rule followed by "I told you" / "je te l’ai déjà dit" is restated; a state is not', () => {
  assert.deepEqual(rules('we tag releases from main only, I told you'), ['We tag releases from main only']);
  assert.deepEqual(rules("les PR passent par la review, je te l'ai déjà dit"), ['Les PR passent par la review']);
  assert.deepEqual(rules('it works, I told you'), []);
});

test('"commit messages: …" and "branch names: …" state how an artefact is written', () => {
  assert.deepEqual(rules('and commit messages: lower case, no trailing period'), [
    'Commit messages: lower case, no trailing period',
  ]);
  assert.deepEqual(rules('logs: error in the pipeline again'), []);
});

test('"… put that in CLAUDE.md" keeps what the message said before it, once', () => {
  assert.deepEqual(
    rules('never rebase a shared branch, others build on it. fix it with a merge for now. put that in CLAUDE.md'),
    ['Never rebase a shared branch, others build on it'],
  );
  assert.deepEqual(rules('on ne logge jamais de données patient. enlève ce print. note ça dans ta mémoire'), [
    'On ne logge jamais de données patient',
  ]);
  assert.deepEqual(rules('ладно. но впредь релизы только по тегу. запиши это в память'), ['Релизы только по тегу']);
  assert.deepEqual(rules('update the deploy section of CLAUDE.md so that you always run the smoke tests first'), [
    'Always run the smoke tests first',
  ]);
});

test('a convention tagged as such is a rule; a business rule of the product is not', () => {
  assert.deepEqual(rules("les noms de branches en kebab-case stp, c'est la convention de l'équipe"), [
    'Les noms de branches en kebab-case',
  ]);
  assert.deepEqual(rules('один PR на задачу, так у нас принято'), ['Один PR на задачу']);
  assert.deepEqual(rules("un devis ne peut jamais être modifié après signature, c'est la règle métier"), []);
});

test('spoken French bans without "ne" are rules; "useful in the future" and what nobody ever did are not', () => {
  assert.deepEqual(rules('touche jamais au fichier de lock à la main'), ['Touche jamais au fichier de lock à la main']);
  assert.deepEqual(rules('добавь индекс по дате, на будущее пригодится'), []);
  assert.deepEqual(rules("personne n'a jamais su pourquoi le build casse le vendredi"), []);
});

test('MUST lines under acceptance criteria are requirements of the product; under constraints they are rules', () => {
  const ticket = [
    'next one',
    '',
    '**SHOP-77 Wishlist**',
    '',
    'Acceptance criteria',
    '- the heart icon MUST toggle without a page reload',
    '- the list MUST NOT show items that are out of stock',
    '',
    'Constraints',
    '- do NOT add a state library, use the existing store',
  ].join('\n');
  assert.deepEqual(rules(ticket), ['Do not add a state library, use the existing store']);
});

test('a scope over a kind of work, then the order, is a rule; "no thanks, I will …" is the user\'s plan', () => {
  assert.deepEqual(rules('pour tous les scripts de migration, ajoute un rollback'), [
    'Pour tous les scripts de migration, ajoute un rollback',
  ]);
  assert.deepEqual(rules('для всех сервисов, пиши логи в json'), ['Для всех сервисов, пиши логи в json']);
  assert.deepEqual(rules("no thanks, i'll tag the releases myself from now on"), []);
  assert.deepEqual(rules('modifie le prompt de /deploy pour qu’il vérifie toujours la branche'), [
    'Prompt de /deploy: Vérifie toujours la branche',
  ]);
});

test('"c\'est la convention ici" or "это для всех тестов" alone tags the sentence before it', () => {
  assert.deepEqual(
    rules("les migrations se lancent via make migrate. c'est la convention pour tous les services ici"),
    ['Les migrations se lancent via make migrate'],
  );
  assert.deepEqual(rules('логи только в json. это для всех сервисов в проекте'), ['Логи только в json']);
});

test('the language of an artefact, emphatic Russian bans and bans for every case are rules', () => {
  assert.deepEqual(rules('commit messages in English please, the repo is public'), [
    'Commit messages in English please, the repo is public',
  ]);
  assert.deepEqual(rules('никаких моков базы в интеграционных тестах'), ['Никаких моков базы в интеграционных тестах']);
  assert.deepEqual(rules("don't rebase a branch once someone has reviewed it"), [
    "Don't rebase a branch once someone has reviewed it",
  ]);
  assert.deepEqual(rules("don't rebase this one, I'm still reviewing"), []);
});

test("a compound keeps its parts whole when one points back, and drops this time's order beside an always/never", () => {
  assert.deepEqual(rules('each schema change comes with its migration in the same commit, never leave them apart'), [
    'Each schema change comes with its migration in the same commit, never leave them apart',
  ]);
  assert.deepEqual(rules('move the paths into a settings file, and never hard-code a path again in this code'), [
    'Never hard-code a path again in this code',
  ]);
});

test("rules written into another agent's prompt are that agent's", () => {
  assert.deepEqual(
    rules(
      "now the reviewer's rules section, paste this in as is:\n- NEVER approve without tests\n- ALWAYS check the diff size",
    ),
    [],
  );
  assert.deepEqual(rules("add these to its rules: 'Never reformat untouched code. Never rename symbols.'"), []);
});

test('"always like this:" introduces the rule; a short reason may stand before the colon of "ground rules"', () => {
  assert.deepEqual(rules('и всегда так: новый сервис — тесты на него в том же MR'), [
    'Новый сервис — тесты на него в том же MR',
  ]);
  assert.deepEqual(rules('ground rules because of GDPR: never log emails'), ['Never log emails']);
});

test('"no X. ever." makes the ban standing; "you never touched it" is a reproach, not a rule; "u ask" is an order', () => {
  assert.deepEqual(rules('no force flags. ever. they hid a real diff from us'), ['No force flags']);
  assert.deepEqual(rules('the problem is the CI file, you never touched it'), []);
  assert.deepEqual(rules('next time u ask before dropping a table'), ['Ask before dropping a table']);
});

test('a bold "Engineering constraints" or "Требования ИБ к разработке" section gives rules after the acceptance criteria', () => {
  const en = [
    'here is the ticket, plan first',
    '',
    '**Acceptance criteria**',
    '- offers MUST expire after 30 minutes',
    '',
    '**Engineering constraints**',
    '- MUST NOT add new npm dependencies without asking first',
  ].join('\n');
  assert.deepEqual(rules(en), ['Do not add new npm dependencies without asking first']);
  const ru = [
    'вот задача',
    '',
    '**Критерии приёмки**',
    '- имя получателя показываем сокращённо',
    '',
    '**Требования ИБ к разработке**',
    '- НЕЛЬЗЯ отключать проверку сертификатов, даже в debug-сборке',
  ].join('\n');
  assert.deepEqual(rules(ru), ['Нельзя отключать проверку сертификатов, даже в debug-сборке']);
});

test('what the software does by default, or still does, and what a change does to "all" of them are descriptions', () => {
  assert.deepEqual(rules("sur cette version c'est wayland par défaut"), []);
  assert.deepEqual(rules('mets 256 par défaut'), []);
  assert.deepEqual(rules('par défaut, utilise pnpm'), ['Utilise pnpm']);
  assert.deepEqual(rules('redémarre le service et vérifie que ça répond toujours'), []);
  assert.deepEqual(rules('non ça change toutes les routes, certaines doivent rester publiques'), []);
  assert.deepEqual(rules('почему имя поменялось? чтобы в следующий раз не было'), []);
});

test('"никогда … не <order>" and "everything is X in this project" are rules', () => {
  assert.deepEqual(rules('в релизную ветку никогда сам не мержи'), ['В релизную ветку никогда сам не мержи']);
  assert.deepEqual(rules('everything is plain sql in this project'), ['Everything is plain sql in this project']);
});

test('"X here, not Y" is a convention; "if u have to" ends a rule; "so i dont have to remember it" is the user\'s memory', () => {
  assert.deepEqual(rules('new tests are vitest here, not jest'), ['New tests are vitest here, not jest']);
  assert.deepEqual(rules('fyi we never use any in this repo, unknown if u have to'), [
    'We never use any in this repo, unknown if u have to',
  ]);
  assert.deepEqual(rules('thanks, can you turn that into a script so i dont have to remember it'), []);
});

test('from devset14/15.a: "X always before Y", "не мержи никогда", "toujours OOM", "put the X thing in CLAUDE.md so …:", "pour l\'avenir :", "ça vaut pour tous les X :"', () => {
  assert.deepEqual(rules('да. линтер всегда перед коммитом'), ['Линтер всегда перед коммитом']);
  assert.deepEqual(rules('в релиз сам не мержи никогда'), ['В релиз сам не мержи никогда']);
  assert.deepEqual(rules('toujours OOM, à 40 min cette fois'), []);
  assert.deepEqual(rules('put the tag thing in CLAUDE.md so the next session knows: tags are pushed by me only'), [
    'Tags are pushed by me only',
  ]);
  assert.deepEqual(rules("pour l'avenir : ne supprime jamais de migration, et pareil pour les seeds"), [
    'Ne supprime jamais de migration, et pareil pour les seeds',
  ]);
  assert.deepEqual(rules("d'ailleurs ça vaut pour tous les tests : jamais d'appel réseau réel"), [
    "Jamais d'appel réseau réel",
  ]);
});

test('how the house does a thing, with its scope ("chez nous X", "у нас X", "X in this team") is a convention', () => {
  assert.deepEqual(rules('chez nous les dates sont en UTC'), ['Chez nous les dates sont en UTC']);
  assert.deepEqual(rules('у нас все ответы API в snake_case'), ['У нас все ответы API в snake_case']);
  assert.deepEqual(rules('les versions c’est semver chez nous'), ["Les versions c'est semver chez nous"]);
  assert.deepEqual(rules('in this team every PR gets two reviewers'), ['In this team every PR gets two reviewers']);
  assert.deepEqual(rules('у нас в команде ветки называются по номеру задачи'), [
    'У нас в команде ветки называются по номеру задачи',
  ]);
  assert.deepEqual(rules('ici c’est vitest partout'), ["Ici c'est vitest partout"]);
});

test('the same scope words before what happened, what exists or whose doing it is: no rule', () => {
  for (const said of [
    'chez nous ça plante depuis la mise à jour',
    'у нас упал деплой',
    'у нас есть staging и прод',
    'ici le bouton reste gris',
    'in this repo there are three failing tests',
    'у нас в команде пять человек',
    "chez nous j'ai mis la config dans le home",
    'у нас микросервис на spring boot 3',
    'chez nous le serveur est sous debian',
    'у нас сервис на go, после обновления иногда зависает на старте',
  ])
    assert.deepEqual(rules(said), [], said);
});

test('"do X … from now on" is an order; "do you …" and "do the X …?" are questions', () => {
  assert.deepEqual(rules('great. do empty states like this on every table from now on'), [
    'Do empty states like this on every table',
  ]);
  assert.deepEqual(rules('do you always squash before merging?'), []);
  assert.deepEqual(rules('do we run the linter from now on or not'), []);
});

test('"…, c\'est la norme" tags a convention like "c\'est la convention"', () => {
  assert.deepEqual(rules("les imports triés par ordre alphabétique, c'est la norme"), [
    'Les imports triés par ordre alphabétique',
  ]);
});

test('"from now on only like this" / "впредь только так" makes the sentence before it the rule, not a fragment', () => {
  assert.deepEqual(rules('конфиги клади в dotfiles и линкуй через stow. впредь только так'), [
    'Конфиги клади в dotfiles и линкуй через stow',
  ]);
  assert.deepEqual(rules('mets les migrations dans db/migrations. désormais toujours comme ça'), [
    'Mets les migrations dans db/migrations',
  ]);
});

test('in a brief: business rules are the product\'s, "how I work on this project" lists rules, one bullet is one rule', () => {
  const brief = [
    '## Règles métier',
    '- Une réservation annulée ne se supprime jamais, on la garde pour la compta.',
    '',
    '## Comment je bosse sur ce projet',
    '- Tests avec pytest uniquement, jamais unittest, et les fixtures dans conftest.py.',
    '',
    'On commence par l’import.',
  ].join('\n');
  assert.deepEqual(rules(brief), ['Tests avec pytest uniquement, jamais unittest, et les fixtures dans conftest.py']);
});

test('"add that to X under Section" keeps what was said before; "let\'s make it a rule:" leads to the rule', () => {
  assert.deepEqual(
    rules(
      "Good call. Let's make it a rule: migrations never drop a column in the same release. Add that to CONTRIBUTING.md under Database.",
    ),
    ['Migrations never drop a column in the same release'],
  );
});

test('quoted lines ("> …") forwarded from someone else lend the user no rule', () => {
  const forwarded = [
    'Voilà le mail de la cliente, collé tel quel :',
    '> Les factures doivent toujours partir avant le 5 du mois, jamais après.',
    '> Merci !',
    'Tu peux regarder le planificateur ?',
  ].join('\n');
  assert.deepEqual(rules(forwarded), []);
});

test('a lead that makes what follows its colon general: "a general thing I want everywhere:", "c\'est la règle ici :", "общее правило:"', () => {
  assert.deepEqual(rules('Also, one general thing I want everywhere: no print statements left in committed code.'), [
    'No print statements left in committed code',
  ]);
  assert.deepEqual(rules("c'est la règle ici de toute façon : une PR par sujet"), ['Une PR par sujet']);
  assert.deepEqual(rules('и это у нас общее правило: любой фикс вместе с тестом, который без него падает'), [
    'Любой фикс вместе с тестом, который без него падает',
  ]);
  // The scope of the lead belongs to the rule.
  assert.deepEqual(rules('pour toutes les migrations : jamais de suppression de colonne dans la même version'), [
    'Pour toutes les migrations : jamais de suppression de colonne dans la même version',
  ]);
});

test("a colon after other words, someone else's rules or a lead that is itself the rule gives no general lead", () => {
  assert.deepEqual(rules('found the app store rules: apps with a single purpose are preferred'), []);
  assert.deepEqual(rules('the general idea: a cache in front of the slow endpoint'), []);
  assert.deepEqual(rules('every PR that touches billing needs the risk section: what changes, who is affected'), [
    'Every PR that touches billing needs the risk section: what changes, who is affected',
  ]);
});

test("a heading that names the team's rules makes every bullet a rule, however it is worded", () => {
  const brief = [
    '**Правила команды**',
    '- Перед каждым пушем — `make lint`, CI падает на любом предупреждении.',
    '- Ветки от develop.',
    '',
    '**Задача**',
    'Экран настроек.',
  ].join('\n');
  assert.deepEqual(rules(brief), [
    'Перед каждым пушем — `make lint`, CI падает на любом предупреждении',
    'Ветки от develop',
  ]);
});

test('under "Notes" only a bullet worded to hold for good is a rule; "(apply to all tickets)" makes a section of rules', () => {
  const plan = [
    '1. Add the column.',
    '2. Backfill it.',
    '',
    'Notes:',
    '- The backfill takes about 10 minutes on staging.',
    '- You never run a migration on production yourself, I do it from the release pipeline.',
    '',
    '**Engineering notes (apply to all tickets)**',
    '- Config is read through `Settings`, not from os.environ.',
  ].join('\n');
  assert.deepEqual(rules(plan), [
    'Never run a migration on production yourself, I do it from the release pipeline',
    'Config is read through `Settings`, not from os.environ',
  ]);
});

test('"every X that … goes in Y" is a placement convention; "every time it …" describes what happens', () => {
  assert.deepEqual(rules('every script that runs on the server goes in ops/bin, the deploy copies that folder'), [
    'Every script that runs on the server goes in ops/bin, the deploy copies that folder',
  ]);
  assert.deepEqual(rules('every time it goes in a loop'), []);
  assert.deepEqual(rules('chaque fois ça plante au démarrage'), []);
  assert.deepEqual(rules('every time you add a dependency, ask me first'), [
    'Every time you add a dependency, ask me first',
  ]);
});

test('"write the commits in Russian" and "this project does not use npm" state conventions', () => {
  assert.deepEqual(rules('пиши коммиты на русском'), ['Пиши коммиты на русском']);
  assert.deepEqual(rules('use yarn, this project does not use npm'), ['Use yarn, this project does not use npm']);
  assert.deepEqual(rules("ce repo n'utilise pas Docker, lance tout en local"), [
    "Ce repo n'utilise pas Docker, lance tout en local",
  ]);
});

test("an always inside the product behaviour the order asks for, what will happen from now on, or the user's own plan is no rule", () => {
  for (const said of [
    'make the toast always appear at the bottom right',
    'add a test that checks the total is always positive',
    'from now on the page loads in 2s instead of 8, thanks',
    'next time it happens I will send you the logs',
  ])
    assert.deepEqual(rules(said), [], said);
  assert.deepEqual(rules('next time it fails, check the logs before changing anything'), [
    'It fails, check the logs before changing anything',
  ]);
});

test('"write it in X so the next person knows" and "remember that for anything in this repo" keep the sentence before; "that\'s the rule for this tool:" leads to the rule', () => {
  assert.deepEqual(
    rules('merges go through the queue, never by hand. write it in CONTRIBUTING.md so the next person knows too'),
    ['Merges go through the queue, never by hand'],
  );
  assert.deepEqual(rules('so thats the rule for this tool: every error goes to stderr with its line number'), [
    'Every error goes to stderr with its line number',
  ]);
});

test('a ban with a trailing "never / ever / никогда" is a rule for good', () => {
  assert.deepEqual(rules('руками в прод базу не лезь, никогда'), ['Руками в прод базу не лезь, никогда']);
  assert.deepEqual(rules("don't touch the prod db by hand, ever"), ["Don't touch the prod db by hand, ever"]);
  assert.deepEqual(rules("it doesn't work, never"), []);
});

test('what happens each time, "never was", and the user\'s plan after a short lead are no rules', () => {
  for (const said of [
    'page jumps to the top every time the modal opens',
    'NEXTAUTH_URL isnt set on staging, never was',
    'pas grave, je les lancerai quand je suis sur mon poste',
  ])
    assert.deepEqual(rules(said), [], said);
  assert.deepEqual(rules('run the tests every time you push'), ['Run the tests every time you push']);
});

test('a thing of the product and what it must do is no rule; a thing of the work stays one', () => {
  assert.deepEqual(rules('the select-all checkbox should only select the current page'), []);
  assert.deepEqual(rules('le mot de passe doit toujours faire 12 caractères'), []);
  assert.deepEqual(rules('commit messages must always start with the ticket number'), [
    'Commit messages must always start with the ticket number',
  ]);
});

test('"réponds-moi toujours en français" is an order with always', () => {
  assert.deepEqual(rules('réponds-moi toujours en français'), ['Réponds-moi toujours en français']);
});

test('a ban or a preference over a kind of the work is a rule; the same words for this time only are not', () => {
  assert.deepEqual(rules("don't use emojis in commit messages"), ["Don't use emojis in commit messages"]);
  assert.deepEqual(rules('pas de console.log dans le code commité'), ['Pas de console.log dans le code commité']);
  for (const said of ['no changes in the tests this time', 'avoid the slow path in the tests for now'])
    assert.deepEqual(rules(said), [], said);
});

test('"my CLAUDE.md" is the assistant\'s memory; "my notes" are the user\'s own, and what is dictated into them is no rule', () => {
  assert.deepEqual(rules('add to my CLAUDE.md: never run migrations on prod'), ['Never run migrations on prod']);
  assert.deepEqual(rules('ajoute dans mon AGENTS.md : jamais de migration en prod'), ['Jamais de migration en prod']);
  assert.deepEqual(rules('add to my notes: the export button is greyed out on safari'), []);
  assert.deepEqual(rules("ajoute dans mes notes : le bouton d'export est grisé sur safari"), []);
});

test('more ways to make a rule standing: "с этого момента", "any time you", "note for later:", "I want you to always", absolute bans, "the convention here is"', () => {
  assert.deepEqual(rules('с этого момента миграции только через alembic'), ['Миграции только через alembic']);
  assert.deepEqual(rules('any time you add an endpoint, add it to the postman collection'), [
    'Any time you add an endpoint, add it to the postman collection',
  ]);
  assert.deepEqual(rules('note for later: the staging database is shared with QA'), [
    'The staging database is shared with QA',
  ]);
  assert.deepEqual(rules('pour plus tard : la base de recette est partagée avec la QA'), [
    'La base de recette est partagée avec la QA',
  ]);
  assert.deepEqual(rules('I want you to always run the type checker before saying done'), [
    'Always run the type checker before saying done',
  ]);
  assert.deepEqual(rules('under no circumstances run migrations against prod'), [
    'Under no circumstances run migrations against prod',
  ]);
  assert.deepEqual(rules('ни в коем случае не запускай миграции на проде'), [
    'Ни в коем случае не запускай миграции на проде',
  ]);
  assert.deepEqual(rules('the convention here is snake_case for every column'), ['Snake_case for every column']);
  assert.deepEqual(rules('у нас принято называть ветки по номеру задачи'), ['Называть ветки по номеру задачи']);
  // Not rules: a one-off order with the same lead, a rule "is simple".
  assert.deepEqual(rules('I want you to fix the login form'), []);
  assert.deepEqual(rules('the rule is simple, it must compile'), []);
});

test('bans and preferences over the assistant\'s answers or the whole work: "no emojis in your answers", "avoid X at all costs", "prefer X over Y"', () => {
  assert.deepEqual(rules('no bullet points in your answers'), ['No bullet points in your answers']);
  assert.deepEqual(rules("pas d'anglicismes dans tes réponses"), ["Pas d'anglicismes dans tes réponses"]);
  assert.deepEqual(rules('без markdown-таблиц в ответах'), ['Без markdown-таблиц в ответах']);
  assert.deepEqual(rules('avoid singletons at all costs'), ['Avoid singletons at all costs']);
  assert.deepEqual(rules('prefer small pure functions over classes'), ['Prefer small pure functions over classes']);
  assert.deepEqual(rules('be sure to always tag the release'), ['Always tag the release']);
  // One-off choices are not standing preferences.
  assert.deepEqual(rules('prefer the second option'), []);
  assert.deepEqual(rules('I prefer the green one to the grey one'), []);
  assert.deepEqual(rules('avoid the cache for this test'), []);
});

test('what repeats, a reproach and a note for now are not rules: "every time I click it crashes", "always the same error", "you always do this", "note: … right now"', () => {
  for (const t of [
    'every time I open the modal it freezes',
    'chaque fois que je rafraîchis ça plante',
    'каждый раз вылетает',
    'always the same warning',
    'toujours la même erreur',
    'you always do that',
    'ты всегда так делаешь',
    'note: the build server is down right now',
  ])
    assert.deepEqual(rules(t), [], t);
  assert.deepEqual(rules('every time I open a PR, run the e2e suite'), ['Every time I open a PR, run the e2e suite']);
  assert.deepEqual(rules('note: we only deploy on tuesdays'), ['We only deploy on tuesdays']);
});

test('Russian memory orders keep the order: "обнови промпт, чтобы он проверял X" -> "Промпт: Проверять X"; "для любой работы с UI" is a scope', () => {
  assert.deepEqual(rules('обнови промпт релиза, чтобы он проверял теги'), ['Промпт релиза: Проверять теги']);
  assert.deepEqual(rules('дополни CLAUDE.md, чтобы ты всегда запускал тесты перед пушем'), [
    'Всегда запускать тесты перед пушем',
  ]);
  assert.deepEqual(rules('для любой работы с базой делай бэкап'), ['Для любой работы с базой делай бэкап']);
  assert.deepEqual(rules('pour tout travail sur la base, fais une sauvegarde'), [
    'Pour tout travail sur la base, fais une sauvegarde',
  ]);
});

test('a bullet of a constraints section worded for every case ("all amounts in cents", "every refund logged") is a rule', () => {
  const ticket = [
    'Ticket PAY-90: refunds in the admin',
    '',
    'Acceptance criteria:',
    '- refunds show in the order history',
    '',
    'Constraints:',
    '- all amounts in cents',
    '- every refund written to the audit table',
    '- toutes les dates en UTC',
  ].join('\n');
  assert.deepEqual(rules(ticket), [
    'All amounts in cents',
    'Every refund written to the audit table',
    'Toutes les dates en UTC',
  ]);
});

test('"Do\'s and don\'ts", "Non-negotiables", "À respecter" head constraint sections', () => {
  for (const heading of ["Do's and don'ts:", 'Non-negotiables:', 'À respecter :']) {
    const brief = [
      'Next task: CSV export on the reports page.',
      '',
      heading,
      '- no new dependency',
      '- keep the columns in the order of the table',
      // A detail of this task, not a constraint on how to work.
      '- use the existing streaming helper',
    ].join('\n');
    assert.deepEqual(rules(brief), ['No new dependency', 'Keep the columns in the order of the table'], heading);
  }
});

test('habits made rules: "make it a habit to …", "prends l\'habitude de …", "возьми за правило …", "let\'s always …", "from today on …"', () => {
  assert.deepEqual(rules('make it a habit to run the formatter before committing'), [
    'Run the formatter before committing',
  ]);
  assert.deepEqual(rules("prends l'habitude de relire le diff avant de pousser"), ['Relire le diff avant de pousser']);
  assert.deepEqual(rules('возьми за правило прогонять тесты перед пушем'), ['Прогонять тесты перед пушем']);
  assert.deepEqual(rules("let's always rebase before merging"), ["Let's always rebase before merging"]);
  assert.deepEqual(rules('from today on, tag every release'), ['Tag every release']);
  assert.deepEqual(rules("let's always keep it simple, ok?"), []);
});

test('"mémorise que …", "сохрани в памяти, что …", "write that down: …" keep what is to be remembered', () => {
  assert.deepEqual(rules('mémorise que la recette tourne sur le port 8443'), ['La recette tourne sur le port 8443']);
  assert.deepEqual(rules('сохрани в памяти, что стенд на порту 8443'), ['Стенд на порту 8443']);
  assert.deepEqual(rules('write that down: staging runs on port 8443'), ['Staging runs on port 8443']);
  assert.deepEqual(rules('по памяти не помню, где стенд'), []);
});

test('what the product must always or never do is no rule on how to work: "make sure the modal always closes on escape", "пользователи никогда не должны видеть админку"', () => {
  assert.deepEqual(rules('make sure the dropdown always closes on escape'), []);
  assert.deepEqual(rules('пользователи никогда не должны видеть админку'), []);
  assert.deepEqual(rules('make sure the commit message always has the ticket key'), [
    'Make sure the commit message always has the ticket key',
  ]);
});

test('"хватит на сегодня" ends the session; "хватит извиняться" drops a habit', () => {
  assert.deepEqual(rules('ок, хватит на сегодня'), []);
  assert.equal(rules('хватит извиняться в каждом ответе').length, 1);
});

test('a list introduced at the end of a paragraph ("… These hold for every task:") gives its bullets, and the intro is no rule', () => {
  const got = rules(
    "Thanks. Before we start, a few things about how I want you to work on this repo, since it'll take weeks. These hold for every task, not just this one:\n\n- Run the formatter before you say something is done.\n- Keep each PR under 400 lines.\n- Never force-push a shared branch.\n\nJust for today: open the PR as a draft.",
  );
  assert.equal(got.length, 3, got.join(' | '));
  assert.ok(got[0]!.startsWith('Run the formatter'));
  assert.ok(!got.some((r) => /hold for every task/.test(r)));
  assert.equal(
    rules(
      "A few things on how I'd like you to work here, for the whole project:\n- Ask before adding a dependency.\n- Keep answers short.",
    ).length,
    2,
  );
  assert.equal(
    rules(
      'Несколько правил на весь проект:\n- спрашивай, прежде чем добавлять зависимость\n- одна задача — один коммит',
    ).length,
    2,
  );
});

test('a paragraph that opens with "a few ground rules …" gives its constrained sentences, even in a long brief', () => {
  const brief = [
    'Some context first. We are a small shop selling spare parts online, and the site has run on one VPS since 2018. It is slow and we are moving it to Kubernetes over the next month, one service at a time, starting with the API.',
    "A few ground rules for everything we do on the cluster. We only deploy to the staging namespace: don't touch prod, not even to look. Every manifest gets the label team=parts, because that is how billing works. And you never run kubectl delete yourself: you show me the command and I run it.",
    'First step: the deployment for the API, and show me the manifest.',
  ].join('\n\n');
  const got = rules(brief);
  assert.equal(got.length, 3, got.join(' | '));
  assert.ok(got.some((r) => /staging namespace/.test(r)));
  assert.ok(got.some((r) => /team=parts/.test(r)));
  assert.deepEqual(
    rules(
      'Quelques règles de base pour la base. On ne supprime jamais une colonne en prod. Toute migration passe par une PR.',
    ).length,
    2,
  );
  // No intro: plain sentences of a brief stay facts of the task.
  assert.deepEqual(rules("We only deploy to the staging namespace: don't touch prod, not even to look."), []);
});

test('a fenced document the user asks to work by (a pasted CLAUDE.md, "merci de t\'y tenir", "работаем по нему") gives its constrained bullets, not those marked not for the assistant', () => {
  const claude = [
    "Here is our team's CLAUDE.md, please follow it in this repo:",
    '```',
    '## Working here',
    '- Use poetry for everything. Never call pip directly.',
    '- Never commit the generated reports in build/.',
    '- Releases are cut by Dana on Fridays.',
    '```',
    'Today: the CSV import.',
  ].join('\n');
  assert.deepEqual(rules(claude), [
    'Use poetry for everything. Never call pip directly',
    'Never commit the generated reports in build/',
  ]);
  const fr =
    "Je te colle notre guide, merci de t'y tenir :\n```\n## Branches\n- On ne pousse jamais sur main.\n- Une PR par sujet, toujours relue par quelqu'un.\n```";
  assert.equal(rules(fr).length, 2);
  const ru =
    'Вставляю правила, с сегодняшнего дня работаем по ним:\n```\n- В main напрямую никогда не пушим.\n- Ошибки смотрим в Sentry, только утром. (Это для людей.)\n```';
  assert.deepEqual(rules(ru), ['В main напрямую никогда не пушим']);
  // A fenced document nobody asked to follow stays someone else's text.
  assert.deepEqual(
    rules(
      'This is the README outline:\n```\n- Never share your token.\n- Always run the tests.\n```\nWhat do you think?',
    ),
    [],
  );
});

test('a document set apart by horizontal rules or pasted as Markdown is worked by only when the user asks it of the assistant', () => {
  const between = [
    'Below is the part of our handbook that matters for you. Please follow it in this repo.',
    '---',
    '## Tooling',
    '- Use pnpm for everything, never npm.',
    '- Never edit the generated files under gen/ by hand.',
    '## How the shop behaves',
    '- Carts always expire after two hours.',
    '## Support team (FYI, not for you)',
    '- The support team always answers within a day.',
    '---',
    'First task: the empty-cart page.',
  ].join('\n');
  assert.deepEqual(rules(between), [
    'Use pnpm for everything, never npm',
    'Never edit the generated files under gen/ by hand',
  ]);
  const markdown = [
    "Voici nos conventions d'équipe, merci de t'y tenir :",
    '## Code',
    '- Jamais de requête SQL écrite à la main dans les contrôleurs.',
    '- Toujours un test pour chaque correctif.',
    '- Les commits toujours en anglais.',
  ].join('\n');
  assert.equal(rules(markdown).length, 3, rules(markdown).join(' | '));
  // The product's display rules, which "the texts must follow": what to build, not how to work.
  const display = [
    'Marketing wrote rules for the kiosk texts:',
    '- Never show the word "error" to a customer.',
    '- Always show French first, then English.',
    '- At most two lines of 24 characters.',
    'These are the rules of our kiosk, the texts must follow them. Please add the closing-time message.',
  ].join('\n');
  assert.deepEqual(followedDocuments(display), []);
  // Naming the assistant's file is not handing it over; presenting it is.
  const spec = '# Spec\n- The export must never include drafts.\n- Always sort by date.\n- At most 500 rows.';
  assert.deepEqual(followedDocuments(`Read the spec and check it against the notes in CLAUDE.md.\n${spec}`), []);
  assert.equal(followedDocuments(`Here is our CLAUDE.md:\n${spec}`).length, 1);
  assert.equal(followedDocuments(markdown).length, 1);
});

test('a followed document whose author set its rules apart gives every item of those sections, wrapped lines joined, and nothing of the sections that describe', () => {
  const doc = [
    "Here is the AGENTS.md I'm adding today, please follow it:",
    '```',
    '# AGENTS.md',
    '## Stack',
    '- Python 3.12, FastAPI, never anything older than Postgres 14',
    '## How billing works (context, not instructions)',
    '- Invoices are never deleted, only voided.',
    '## Working rules (for you)',
    '1. Run `make check` before you say something is done, and paste',
    '   the last lines of its output.',
    '2. Ask me before adding a dependency.',
    '3. Commit subjects with the ticket id first.',
    '## Ops team only',
    '- Restart the workers at night, never during the day.',
    '```',
  ].join('\n');
  assert.deepEqual(rules(doc), [
    'Run `make check` before you say something is done, and paste the last lines of its output',
    'Ask me before adding a dependency',
    'Commit subjects with the ticket id first',
  ]);
});

test("a design document's constraints are the design's; the rules its author set apart for the work are the rules", () => {
  const design = [
    '# Design: offline sync',
    '## Goals',
    '- Riders can queue actions without a network.',
    '## Non-goals',
    '- Conflict resolution across devices.',
    '## Constraints',
    '- Memory: the worker must stay under 64 MiB.',
    '- No new third-party SDKs in the app.',
    '## Code rules (for you, for the whole project)',
    '- Never call fetch directly, always go through the api client.',
    '- Every new screen gets a smoke test.',
  ].join('\n');
  assert.deepEqual(rules(design), [
    'Never call fetch directly, always go through the api client',
    'Every new screen gets a smoke test',
  ]);
  // A ticket's constraints, with no such sections around them, stay rules.
  const ticket = [
    '## Context',
    'The export is slow.',
    '## Constraints',
    '- do not add a new dependency',
    '- keep the public API unchanged',
  ].join('\n');
  assert.deepEqual(rules(ticket), ['Do not add a new dependency', 'Keep the public API unchanged']);
});

test('a numbered spec section keeps its title ("### 6.2 Contraintes de travail"); a section addressed to the assistant holds rules', () => {
  const spec = [
    '# Cahier des charges',
    '## 6. Contraintes',
    '### 6.2 Contraintes de travail (pour toi)',
    '- Jamais de vraies données clients dans les tests.',
    '- Messages de commit en français.',
  ].join('\n');
  assert.equal(rules(spec).length, 2, rules(spec).join(' | '));
  const retro = [
    '## Итоги недели',
    '- Сделали импорт.',
    '## На будущее (это тебе, постоянно)',
    '- В каталог boot/ не лезь вообще.',
    '- Нестабильный тест не перезапускай до зелёного, сообщай мне с логом.',
    '## План на понедельник',
    '1. Тревоги вскрытия.',
  ].join('\n');
  assert.equal(rules(retro).length, 2, rules(retro).join(' | '));
});

test("a paragraph announcing how to work for the whole project gives its sentences as rules, whole, and not the reasons that are someone else's duty", () => {
  const brief = [
    'Hello, a short presentation before we start. The app serves forty clinics and runs on Django 5 with PostgreSQL.',
    '',
    "About the way we work, two things for the whole project. Always run the tests with `make test`, never `pytest` on your machine, or you hit the wrong database. Don't add a Python dependency without proposing it to me first; the security team must approve every package.",
    '',
    'First topic: the agenda page is slow for the Lille clinic.',
  ].join('\n');
  assert.deepEqual(rules(brief), [
    'Always run the tests with `make test`, never `pytest` on your machine, or you hit the wrong database',
    "Don't add a Python dependency without proposing it to me first",
  ]);
});

test('a constraints heading with a parenthesis ("Rules for external development (IT of the resort)") heads its list; items marked "not for you" are no rules', () => {
  const got = rules(
    'Our IT has rules for all external developers, also for you:\n\nRules for external development (IT of the resort)\n1. All changes go as merge requests to develop. Nobody merges their own.\n2. Updates on the controllers only on Tuesday evening, never during opening hours.\n3. Keys are in the vault, never in the repository. (Not relevant for you.)',
  );
  assert.equal(got.length, 2, got.join(' | '));
  assert.ok(!got.some((r) => /vault/i.test(r)));
});

test('a constraints heading in italics ("*Constraints*", "_Contraintes_") heads its list; acceptance criteria stay what to build', () => {
  const ticket = [
    'Next ticket:',
    '**SHOP-12: Fares**',
    '*Acceptance criteria*',
    '- Both zones are produced for every stop.',
    '*Constraints*',
    '- Prices come only from config/fares.toml; never hard-code an amount.',
    '- Use the v1 format only, never v2.',
    '',
    'Start with the zones.',
  ].join('\n');
  assert.deepEqual(rules(ticket), [
    'Prices come only from config/fares.toml; never hard-code an amount',
    'Use the v1 format only, never v2',
  ]);
  assert.equal(rules('Ticket :\n_Contraintes_\n- Aucune requête réseau depuis le plugin, jamais.\n').length, 1);
});

test('"every time" that tells what happens ("à chaque fois Claire retrouve le bug", "every time the job runs, the disk fills up") is no rule; "every time you X, do Y" is', () => {
  for (const t of [
    'à chaque fois Claire retrouve le même bug sur le fichier',
    'Chaque fois tu changes la regex, les tests passent',
    'every time the nightly job runs, the disk fills up',
    'каждый раз Марина находит ту же ошибку',
    'every time I click save it crashes',
  ])
    assert.deepEqual(rules(t), [], t);
  for (const t of [
    'à chaque fois que tu changes la regex, lance le vrai fichier',
    'Every time you change the validation logic, you update the table in the same change',
    'каждый раз перед коммитом прогоняй линтер',
    'each time you deploy, the version must be bumped',
  ])
    assert.equal(rules(t).length, 1, t);
});

test('"This is for all future changes" and "C\'est pour tous les repos" tag the rule before them; "Two things for all the work:" introduces a list', () => {
  assert.deepEqual(
    rules(
      'Every time you change the pricing logic, you update the table in the same change. This is for all future changes, not only now.',
    ),
    ['Every time you change the pricing logic, you update the table in the same change'],
  );
  assert.deepEqual(rules("Les commits en anglais. C'est pour tous les repos."), ['Les commits en anglais']);
  assert.deepEqual(
    rules('Two important things for all the work:\n- build with Go 1.19 only\n- never log the full card id'),
    ['Build with Go 1.19 only', 'Never log the full card id'],
  );
});

test('"remember for next time(s)" after a rule keeps the rule before it', () => {
  assert.deepEqual(rules('the commits must be small, one per change. remember for next times'), [
    'The commits must be small, one per change',
  ]);
  assert.deepEqual(rules('remember the crash last week?'), []);
});

test('"nobody asked for X" is a reproach, not a ban; "nobody pushes to main" is', () => {
  assert.deepEqual(rules('nobody asked for a changelog'), []);
  assert.deepEqual(rules('никто не просил менять тему'), []);
  assert.deepEqual(rules('nobody pushes to main'), ['Nobody pushes to main']);
});

test('"for the tests always like this" tags the way just stated as the rule, with its scope in front', () => {
  assert.deepEqual(rules('yes, with docker compose, not in the venv. for the tests always like this'), [
    'With docker compose, not in the venv',
  ]);
  assert.deepEqual(rules('pour les tests toujours comme ça'), []);
});

test('what nobody did, a reassurance and a modal with no verb describe; they are no rules', () => {
  for (const t of [
    'nobody else touched the config, the deploy went fine',
    'никто не трогал конфиг после релиза',
    "don't worry if the first build takes a while",
    "ne t'inquiète pas si le premier build est lent",
    'ne soyez pas surpris si le tableau est vide lundi',
    'не переживай, если первая сборка долгая',
    'each page loads as it should, the menu is fixed now',
  ])
    assert.deepEqual(rules(t), [], t);
  assert.deepEqual(rules('nobody merges to main without a review'), ['Nobody merges to main without a review']);
  assert.deepEqual(rules("don't deploy when the CI is red"), ["Don't deploy when the CI is red"]);
  assert.deepEqual(rules('every migration should be reversible'), ['Every migration should be reversible']);
});

test('an elliptical "never …" after a rule continues it: one rule, no fragment', () => {
  assert.deepEqual(rules('every label the customers see must be in Welsh and English. Never only one language.'), [
    'Every label the customers see must be in Welsh and English; never only one language',
  ]);
  assert.deepEqual(rules('Never on main.'), ['Never on main']);
});

test('a quoted term inside the user’s rule stays in it; a quoted sentence is someone else’s', () => {
  assert.deepEqual(rules('на сайте цены всегда пишите с НДС, например «1 200 ₽ с НДС»'), [
    'На сайте цены всегда пишите с НДС, например «1 200 ₽ с НДС»',
  ]);
  assert.deepEqual(
    rules(
      'the old bot prompt says “always answer in formal English whatever the customer writes”, can you shorten it?',
    ),
    [],
  );
});

test('a short rule that points back keeps the sentence it points at; a rule already said before it is not repeated', () => {
  assert.deepEqual(
    rules(
      'we keep a date helper in src/lib/dates.ts, it handles the time zones. everything goes through that, never raw Date maths',
    ),
    [
      'We keep a date helper in src/lib/dates.ts, it handles the time zones. Everything goes through that, never raw Date maths',
    ],
  );
  assert.deepEqual(rules('no, I merge the release branches. always me, never you'), [
    'I merge the release branches. Always me, never you',
  ]);
  assert.deepEqual(rules('deploy from a tag. never from main, even for hotfixes'), [
    'Deploy from a tag. Never from main, even for hotfixes',
  ]);
  // "never … at it": the pronoun ties the two halves into one rule.
  assert.deepEqual(rules('remember that the billing db is shared with finance, never run migrations against it'), [
    'The billing db is shared with finance, never run migrations against it',
  ]);
  // "never straight on …" has no verb of its own: it stays with the rule before it.
  assert.deepEqual(rules('always try the upgrade in a throwaway container first, never straight on the NAS'), [
    'Always try the upgrade in a throwaway container first, never straight on the NAS',
  ]);
  // A pronoun inside a rule that names its thing ("proposing it") points at nothing before it.
  assert.deepEqual(rules('Always lint before pushing. Never add a package without asking me about it first.'), [
    'Always lint before pushing',
    'Never add a package without asking me about it first',
  ]);
});

test('a ban of a thing after a comma is what the rule before it excludes: one rule', () => {
  assert.deepEqual(rules('remember for the whole repo: always store durations in seconds, no floats, no strings'), [
    'Always store durations in seconds, no floats, no strings',
  ]);
  assert.deepEqual(rules('у нас принято все SQL держать в queries/, никаких запросов в контроллерах'), [
    'Все SQL держать в queries/, никаких запросов в контроллерах',
  ]);
});

test('a client brief’s "Must haves" are the product’s; "our rules (for all the studio’s code)" and "Méthode de travail" hold rules', () => {
  const got = rules(
    [
      "Hi! I paste the client's brief first, then our own rules.",
      '',
      '*Must haves*',
      '- It must work offline for a whole weekend.',
      '- No ads, ever.',
      '',
      '**Our rules for this project (and for all the code of the studio)**',
      '- state: Redux Toolkit only, no context for app state',
      '- every PR passes `npm run lint` with no warning',
      '',
      'To start: the list screen with fixed data.',
    ].join('\n'),
  );
  assert.ok(!got.some((r) => /offline|ads/i.test(r)), got.join(' | '));
  assert.equal(got.length, 2, got.join(' | '));
  const spec = [
    '# Cadrage technique',
    '',
    '## 2. Exigences fonctionnelles',
    '- Une annonce ne doit jamais être vendue deux fois.',
    '',
    '## 5. Méthode de travail',
    '- Les messages de commit sont en anglais.',
    '- Avant chaque commit, les tests doivent passer.',
  ].join('\n');
  const inSpec = rules(`Voici notre cadrage, merci de vous y tenir :\n\n${spec}`);
  assert.ok(
    inSpec.some((r) => /commit sont en anglais/.test(r)),
    inSpec.join(' | '),
  );
  assert.ok(!inSpec.some((r) => /vendue deux fois/.test(r)), inSpec.join(' | '));
});

test('"Contraintes produit" are what to build; a bullet for this week only is no rule', () => {
  const got = rules(
    [
      'salut, le brief complet, lis tout stp.',
      '',
      '## Contraintes produit',
      '- les livreurs ne doivent jamais voir les prix',
      '',
      '## Comment je veux que tu bosses',
      '- une branche par feature, jamais de commit direct sur main',
      '- fais les points 2 et 3 cette semaine, dans cet ordre',
    ].join('\n'),
  );
  assert.deepEqual(got, ['Une branche par feature, jamais de commit direct sur main']);
});

test('a rule restated as such ("same deal as before:", "I said already,", "…, like we said") and a ban only the user lifts are rules', () => {
  assert.deepEqual(rules('no, same deal as before: every config change goes through a pull request'), [
    'Every config change goes through a pull request',
  ]);
  assert.deepEqual(rules('there is a print() again. I said already, in the worker code no print, never.'), [
    'In the worker code no print, never',
  ]);
  assert.deepEqual(rules('the changelog line comes with the feature itself, like we said.'), [
    'The changelog line comes with the feature itself',
  ]);
  assert.deepEqual(rules('no new services unless i say yes, the box has 2 GB of RAM'), [
    'No new services unless i say yes, the box has 2 GB of RAM',
  ]);
});

test('"every time", "à chaque fois", "каждый раз" make a rule only when something is ordered', () => {
  for (const told of [
    'tried it on the tablet, the save button crashes every time on the second tap',
    'ran the import four times with the same file: each time the same 1 204 rows, fine',
    'depuis ce déploiement, le comptable reçoit chaque relance en double, à chaque fois',
    'теперь каждый раз при входе выкидывает на логин',
  ])
    assert.deepEqual(rules(told), [], told);
  assert.equal(rules('every time you finish a change, run the linter before you tell me it is done').length, 1);
  assert.equal(rules('à chaque fois que tu touches au schéma, régénère les types').length, 1);
  assert.equal(rules('хватит каждый раз создавать новый конфиг под каждую папку').length, 1);
});

test('one rule, kept whole: a colon inside a quote, a ban in the lead, an exception "only if I ask"', () => {
  assert.deepEqual(
    rules('Et désormais, écris les messages de commit au format « type(zone) : résumé », comme le reste.'),
    ['Écris les messages de commit au format « type(zone) : résumé », comme le reste'],
  );
  assert.deepEqual(rules('from now on, never drop errors silently: either return them or log them'), [
    'Never drop errors silently: either return them or log them',
  ]);
  assert.deepEqual(rules('From now on keep answers to six lines, and give the details only if I ask.'), [
    'Keep answers to six lines, and give the details only if I ask',
  ]);
  assert.deepEqual(rules('nope. nobody on the night shift complained about the alerts'), []);
});

test('in a brief, the line under a capitalised heading that names one rule is that rule', () => {
  const brief = [
    'Context for the migration agent. Work by what follows.',
    '',
    'ROLLBACK RULE (always)',
    'Every migration ships with its down script, tested on a copy of staging before the PR.',
    'It exists because we lost a day in March.',
    '',
    'CONSTRAINTS:',
    '- Never run a migration on production yourself',
    '',
    'HISTORY',
    'The first schema was written in 2019.',
  ].join('\n');
  const found = rules(brief);
  assert.ok(
    found.some((r) => /down script/.test(r)),
    found.join(' | '),
  );
  assert.ok(!found.some((r) => /lost a day|2019/.test(r)), found.join(' | '));
});

test('a standing order keeps its rule with the user’s own side of it; "answer always …" is a rule', () => {
  assert.deepEqual(rules('from now on keep the summaries to five lines, i will ask for more'), [
    'Keep the summaries to five lines',
  ]);
  assert.deepEqual(rules('next time it breaks I will send you the logs'), []);
  assert.deepEqual(rules('reply always with the diff first'), ['Reply always with the diff first']);
  assert.deepEqual(rules('I will answer the client tomorrow'), []);
});

test('a rule after a short lead and a colon, "keep that: …" and "that is how it should be done: …"', () => {
  assert.deepEqual(rules('done. one more for the repo file: no force pushes, ever.'), ['No force pushes, ever']);
  assert.deepEqual(rules('Lena liked the checklist. keep that: every PR description gets a checklist from now on.'), [
    'Every PR description gets a checklist',
  ]);
  assert.deepEqual(rules('That is how it should be done: in apps/web, dates on screen always go through formatDate.'), [
    'In apps/web, dates on screen always go through formatDate',
  ]);
  assert.deepEqual(rules('вот так и делай: каждая новая миграция только от текущей головы'), [
    'Каждая новая миграция только от текущей головы',
  ]);
  // What someone wrote, another tool's rule, a text of the product, a named lint rule: no rule here.
  for (const t of [
    'the first day I wrote: never migrations on the shared database directly.',
    'yes I know about their store: their rule is that every upload must declare a licence.',
    'now the bot message: every morning at 7 the weekly average goes to the channel.',
    'here:\n- no-inline-styles: never use the style prop',
  ])
    assert.deepEqual(rules(t), [], t);
});

test('standing markers: "à partir de mtn", "de manière générale", "for everything we publish", "in all texts for users"', () => {
  assert.deepEqual(rules('nickel. et a partir de mtn tu lances toujours les tests avant de me dire que c fini'), [
    'Tu lances toujours les tests avant de me dire que c fini',
  ]);
  assert.deepEqual(rules('British. UK spelling for everything we publish, docs and the blog.'), [
    'UK spelling for everything we publish, docs and the blog',
  ]);
  assert.equal(rules('and please in all texts for users say workspace, project is only for admins').length, 1);
  assert.deepEqual(rules('ok et vas-y, on verra ça en général demain'), []);
});

// A long ticket, runbook or postmortem: its items are the document's, but the user's own prose
// around or between them may state a rule that lasts.
const RUNBOOK = [
  'Here is the deploy checklist the ops team keeps on the wiki, for context:',
  '',
  '## Deploying the billing service',
  '1. Announce the window in the ops channel.',
  '2. Drain the queue with `make drain` and wait for zero jobs.',
  '3. Run the migrations, then restart the workers one by one.',
  '4. Never restart all workers at once.',
  '5. Watch the error rate for ten minutes.',
  '',
  'Steps 2 and 3 need the production credentials, so I will run those myself on Friday.',
].join('\n');

test("in a pasted document, the user's own prose gives a rule only when it says the rule lasts", () => {
  assert.deepEqual(rules(RUNBOOK), []);
  const withRule = `${RUNBOOK}\n\nGoing forward, write a rollback note in every pull request that touches a migration.`;
  assert.deepEqual(rules(withRule), ['Write a rollback note in every pull request that touches a migration']);
  const general = `${RUNBOOK}\n\nUne remarque générale, pas seulement pour ce déploiement : ne lance jamais une migration sans sauvegarde récente.`;
  assert.equal(rules(general).length, 1);
  assert.match(rules(general)[0]!, /jamais une migration sans sauvegarde/);
  // A procedure's "for each …" in the document's prose is the procedure, not the user's rule.
  const procedure = `${RUNBOOK}\n\nFor each worker you restart, note its pid and the time in the release log.`;
  assert.deepEqual(rules(procedure), []);
});

test('a sentence that hands the document over or says it applies is no rule of its own', () => {
  const handed = `${RUNBOOK}\n\nThese steps apply to everything you deploy from now on, this ticket and every one after it.`;
  assert.deepEqual(rules(handed), []);
  const ru = `${RUNBOOK}\n\nВот чеклист, с этого дня работаем по нему.`;
  assert.deepEqual(rules(ru), []);
});

test('a sentence that is only a standing marker makes the sentence before it the rule', () => {
  assert.deepEqual(rules('Write the changelog entry in the past tense. For all future releases.'), [
    'Write the changelog entry in the past tense',
  ]);
  assert.deepEqual(rules('Mets le numéro du ticket dans le titre de la MR. Pour toutes les MR à venir.'), [
    'Mets le numéro du ticket dans le titre de la MR',
  ]);
  assert.deepEqual(rules('Ставь метку версии в описании. Для всех следующих релизов.'), [
    'Ставь метку версии в описании',
  ]);
  // "for all pages" is where this fix applies, not a marker of the future.
  assert.deepEqual(rules('Fix the footer. For all pages.'), []);
  // A question before the marker is not a rule.
  assert.deepEqual(rules('Can you shorten the summary? From now on.'), []);
});

test('what a rule says a thing is and what it never is stay one rule', () => {
  assert.deepEqual(rules('From now on: durations in the config are in seconds, never milliseconds.'), [
    'Durations in the config are in seconds, never milliseconds',
  ]);
  // Two orders stay two rules.
  assert.deepEqual(rules('Always run the formatter, never commit generated files.'), [
    'Always run the formatter',
    'Never commit generated files',
  ]);
});

test('"from now onwards" and "henceforth" mark a standing rule like "from now on"', () => {
  assert.deepEqual(rules('From now onwards never run a database script on the shared server yourself.'), [
    'Never run a database script on the shared server yourself',
  ]);
  assert.deepEqual(rules('Henceforth write the release notes in plain words.'), [
    'Write the release notes in plain words',
  ]);
  assert.deepEqual(rules('Two hours from now the deploy starts.'), []);
});

test('list items carrying a mark the user declares to be for people are not rules for the assistant', () => {
  const page = [
    'Here are our repo conventions. Items marked (people) are for humans only; the rest is for you too.',
    '- Store dates in UTC, never in local time.',
    '- Weekly demo on Thursdays at 11. (people)',
    '- Run the linter before every commit.',
    '- Two reviewers for anything under billing/. (people)',
  ].join('\n');
  const got = rules(page);
  assert.equal(got.length, 2, got.join(' | '));
  assert.ok(
    got.every((r) => !/demo|reviewers/i.test(r)),
    got.join(' | '),
  );
});

test('a complaint shouted or repeated is no rule: "TOUJOURS pas", "… still broken. always."', () => {
  assert.deepEqual(rules('le bouton se cache TOUJOURS pas. toujours. pas.'), []);
  assert.deepEqual(rules('the build is red again. always.'), []);
  // A ban or an order before a bare "ever." / "always." is still kept.
  assert.deepEqual(rules('no force pushes. ever.'), ['No force pushes']);
  assert.equal(rules('TOUJOURS passer par la file d’attente pour les mails').length, 1);
});
