import './dom';
import test from 'node:test';
import assert from 'node:assert/strict';
import { renderMarkdown, sanitizeHtml, isWorkspaceLink } from '../../../webview/src/model/markdown';

test('raw HTML in Markdown is shown as text, never as elements', () => {
  const html = renderMarkdown(
    'Hello <script>alert(1)</script> <img src=x onerror="alert(2)"> <b onclick="x()">bold</b>',
  );
  const div = document.createElement('div');
  div.innerHTML = html;
  assert.equal(div.querySelector('script, img, b'), null);
  assert.match(div.textContent ?? '', /<script>alert\(1\)<\/script>/);
  assert.doesNotMatch(html, /<(script|img|b)\b/i);
  assert.equal(div.querySelector('[onerror], [onclick]'), null);
});

test('javascript: and data: links lose their href; http links keep it; relative links open in the workspace', () => {
  const html = renderMarkdown(
    '[a](javascript:alert(1)) [b](data:text/html,x) [c](https://example.com/x "t") [d](src/api.ts)',
  );
  const div = document.createElement('div');
  div.innerHTML = html;
  const links = [...div.querySelectorAll('a')];
  assert.deepEqual(
    links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('data-source')]),
    [
      ['c', 'https://example.com/x', null],
      ['d', '#', 'src/api.ts'],
    ],
  );
  assert.doesNotMatch(html, /javascript:|data:text/);
  assert.equal(isWorkspaceLink('../x.md'), true);
  assert.equal(isWorkspaceLink('vscode:extension/x'), false);
});

test('images are not loaded: their alt text and address are shown instead', () => {
  const html = renderMarkdown('![logo](https://evil.example/track.png)');
  assert.doesNotMatch(html, /<img/);
  assert.match(html, /\[logo: https:\/\/evil\.example\/track\.png\]/);
});

test('the sanitiser drops unknown elements and attributes even if marked let them through', () => {
  const out = sanitizeHtml(
    '<p style="color:red" onmouseover="x()">a<custom-el>kept text</custom-el><a href="javascript:x()">l</a><input type="text" value="v"><input type="checkbox" checked></p>',
  );
  assert.equal(out, '<p>akept text<a>l</a><input type="checkbox" checked="" disabled=""></p>');
  assert.doesNotMatch(sanitizeHtml('<div>x<svg><script>alert(1)</script></svg>y</div>'), /svg|script|alert/);
  assert.equal(sanitizeHtml('<iframe src="https://x"></iframe>z'), 'z');
  assert.equal(sanitizeHtml('<style>body{display:none}</style><form action="x"><button>b</button></form>t'), 't');
});

test('each element keeps only its own attributes, and what follows a dropped element is cleaned too', () => {
  assert.equal(
    sanitizeHtml(
      '<span class="md-image" data-source="x">i</span><code class="language-ts evil">c</code><ol start="3" class="md-image"><li>l</li></ol><td-x>t</td-x><a href="#" data-source="src/a.ts" onclick="x()">w</a>',
    ),
    '<span class="md-image">i</span><code>c</code><ol start="3"><li>l</li></ol>t<a href="#" data-source="src/a.ts">w</a>',
  );
  assert.equal(
    sanitizeHtml('<custom-el>x</custom-el><a href="javascript:x()" onclick="y()">l</a><input type="text">'),
    'x<a>l</a>',
  );
  const mxss = sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><p>ok</p>');
  assert.doesNotMatch(mxss, /<img|onerror/);
  assert.match(mxss, /<p>ok<\/p>$/);
});

test('code blocks keep their language class only', () => {
  const html = renderMarkdown('```ts\nconst a = 1 < 2;\n```');
  assert.match(html, /<pre><code class="language-ts">const a = 1 &lt; 2;\n<\/code><\/pre>/);
});

test('HTML comments (the markers of generated regions) are not shown; other raw HTML still is, as text', () => {
  const html = renderMarkdown(
    '<!-- act:summary:start -->\n> Probable · 0.65\n<!-- act:summary:end -->\n\nKept <!-- a note\nover two lines --> text <b>bold</b>\n\n<!-- never closed',
  );
  const div = document.createElement('div');
  div.innerHTML = html;
  const text = div.textContent ?? '';
  assert.doesNotMatch(text, /act:summary|a note|over two lines/);
  assert.ok(div.querySelector('blockquote'), 'the region between the markers is rendered');
  assert.match(text, /Kept\s+text <b>bold<\/b>/);
  assert.match(text, /<!-- never closed/, 'an unterminated comment is not a comment: nothing after it is hidden');
});
