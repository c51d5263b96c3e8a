// `npm run train:feedback`: retrains the feedback model on the project's own written sets and
// writes src/core/capture/feedback/model.json (see test/eval/model/train.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { trainFeedbackModel, trainingExamples } from '../test/eval/model/train';

const examples = trainingExamples();
const model = trainFeedbackModel(examples);
const file = join(__dirname, '..', 'src/core/capture/feedback/model.json');
writeFileSync(file, `${JSON.stringify(model)}\n`);
console.log(`${examples.length} examples, ${Object.keys(model.weights).length} features -> ${file}`);
