// npm run eval:agrobot — AgroBot's answers to the evaluation questions (docs/agrobot.md):
// topic accuracy, language match and "I don't know" precision/recall, per part and language.
//   --mistakes tune   list the tuning part's mistakes (never tune on the held-out part)
//   --model           also run through the OpenAI-compatible adapter against a local fake model
//   --tuning          score the tuning questions (fixtures/advisory/tuning/) instead; all of them
//                     are tuning data, so `--mistakes all` may be read and tuned on. They are also
//                     searched with their topics (ADR 0017): the score on them is on seen questions
//   --cv              5-fold cross-validation on all tuning questions (the tuning folder and the
//                     `tune` part): each fold asked of an index that has not seen it
require('./check-node.cjs');
require('./ts-register.cjs');
const { join } = require('node:path');

const backend = join(__dirname, '..', 'backend');
const { ChatbotService } = require(join(backend, 'src/advisory/application/chatbot.service.ts'));
const { NoChatModel } = require(join(backend, 'src/advisory/application/ports/chat-model.ts'));
const { MiniSearchKnowledgeBase, loadAskedQuestions, loadPassages } = require(
  join(backend, 'src/advisory/infrastructure/minisearch-knowledge-base.ts'),
);
const { OpenAiChatModel } = require(
  join(backend, 'src/advisory/infrastructure/openai-chat.model.ts'),
);
const { MapUserLanguages } = require(join(backend, 'test/fakes/advisory.ts'));
const { startGroundedChatServer } = require(join(backend, 'test/fakes/grounded-chat-server.ts'));
const evaluation = require(join(backend, 'test/support/agrobot-eval.ts'));

const args = process.argv.slice(2);
const mistakesOf = args.includes('--mistakes') ? args[args.indexOf('--mistakes') + 1] : null;

async function crossValidated() {
  const passages = loadPassages();
  const asked = loadAskedQuestions();
  const outcomes = await evaluation.crossValidate(
    evaluation.loadTuningQuestions(),
    (unseen) =>
      new ChatbotService(
        new MiniSearchKnowledgeBase(passages, undefined, evaluation.askedWithout(asked, unseen)),
        new MapUserLanguages(),
        new NoChatModel(),
      ),
  );
  console.log('Tuning questions, 5-fold cross-validated (each fold unseen by its index):');
  console.log(evaluation.report(outcomes));
  if (mistakesOf) console.log(`\nMistakes:\n${evaluation.mistakes(outcomes).join('\n')}`);
}

async function main() {
  if (args.includes('--cv')) return crossValidated();
  const tuning = args.includes('--tuning');
  const questions = tuning
    ? evaluation.loadEvalQuestions(evaluation.TUNING_DIR).map((q) => ({ ...q, split: 'tune' }))
    : evaluation.loadEvalQuestions();
  const started = performance.now();
  const kb = new MiniSearchKnowledgeBase();
  await kb.warm();
  console.log(
    `AgroBot evaluation: ${questions.length} questions, ${kb.size} topics indexed in ${(performance.now() - started).toFixed(0)} ms\n`,
  );
  const bot = new ChatbotService(kb, new MapUserLanguages(), new NoChatModel());
  const outcomes = await evaluation.runEval(bot, questions);
  const heap = process.memoryUsage().heapUsed;
  console.log('Retrieval (no chat model):');
  console.log(evaluation.report(outcomes));
  console.log(`heap after the run: ${(heap / 1048576).toFixed(0)} MB`);
  let ok = true;
  for (const lang of tuning ? [] : ['en', 'hi', 'gu']) {
    const s = evaluation.score(
      outcomes.filter((o) => o.question.split === 'held-out' && o.question.lang === lang),
    );
    const met = evaluation.meetsTargets(s);
    ok &&= met;
    console.log(`held-out ${lang}: targets ${met ? 'met' : 'NOT met'}`);
  }
  if (mistakesOf) {
    const shown = outcomes.filter((o) => mistakesOf === 'all' || o.question.split === mistakesOf);
    console.log(`\nMistakes (${mistakesOf}):\n${evaluation.mistakes(shown).join('\n')}`);
  }
  if (args.includes('--model')) {
    const server = await startGroundedChatServer();
    try {
      const model = new OpenAiChatModel({
        baseUrl: `${server.url}/v1`,
        apiKey: 'eval',
        model: 'fake-grounded',
        timeoutMs: 5000,
      });
      const llmBot = new ChatbotService(kb, new MapUserLanguages(), model);
      const llm = await evaluation.runEval(llmBot, questions);
      console.log('\nWith a chat model (local fake, OpenAI-compatible adapter):');
      console.log(evaluation.report(llm));
      const names = { en: 'English', hi: 'Hindi', gu: 'Gujarati' };
      const answered = llm.filter((o) => !o.refused);
      const carried = server.requests.filter((r, i) => {
        const o = answered[i];
        const [system, ...rest] = r.body.messages;
        return (
          o &&
          system.content.includes(`Answer in ${names[o.answer.language]}`) &&
          rest.at(-1).content.includes(`[1] ${o.answer.sources[0].title}`)
        );
      }).length;
      console.log(
        `prompts carrying the passages and the question's language: ${carried} of ${server.requests.length}; model asked for ${server.requests.length} of ${llm.length} questions (never for a refusal)`,
      );
    } finally {
      await server.close();
    }
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(2);
});
