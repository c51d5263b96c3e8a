import { test } from 'node:test';
import assert from 'node:assert/strict';
import { feedbackNote, requestText } from '../../../src/core/memory/chat/turns';

test('a command-only @act request reads as its command, never as an empty message', () => {
  assert.equal(requestText('rules', ''), '/rules');
  assert.equal(requestText('search', '  camelCase naming '), '/search camelCase naming');
  assert.equal(requestText(undefined, 'how should I name helpers?'), 'how should I name helpers?');
  assert.equal(requestText(undefined, '   '), '');
});

test('the feedback note names the request the answer was for (seen in a real VS Code: "/rules" gave an empty note)', () => {
  assert.equal(feedbackNote({ query: '', command: 'rules' }), 'answer to "@act /rules"');
  assert.equal(feedbackNote({ query: 'camelCase', command: 'search' }), 'answer to "@act /search camelCase"');
  assert.equal(feedbackNote({ query: 'why?', command: '' }), 'answer to "@act why?"');
  assert.equal(feedbackNote({ query: '', command: '' }), undefined);
  assert.equal(feedbackNote(undefined), undefined);
  assert.equal(feedbackNote({ query: 42, command: ['x'] }), undefined, 'hostile metadata');
});
