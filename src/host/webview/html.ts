// The sidebar's HTML: a strict Content-Security-Policy (no inline script or style, a nonce for
// our one script, resources only from the extension's dist/webview folder) and the mount point.
import { randomBytes } from 'node:crypto';

export interface HtmlParts {
  /** webview.cspSource */
  cspSource: string;
  scriptUri: string;
  styleUri: string;
  codiconUri: string;
  nonce?: string;
  /** VS Code's display language (vscode.env.language): the document's language for assistive tech. */
  lang?: string;
}

export function makeNonce(): string {
  return randomBytes(18)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '');
}

export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `img-src ${cspSource} data:`,
    `font-src ${cspSource}`,
    `style-src ${cspSource} 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "connect-src 'none'",
    "frame-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function sidebarHtml(p: HtmlParts): string {
  const nonce = p.nonce ?? makeNonce();
  return `<!DOCTYPE html>
<html lang="${attr(p.lang || 'en')}">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${attr(contentSecurityPolicy(p.cspSource, nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${attr(p.codiconUri)}" id="vscode-codicon-stylesheet">
<link rel="stylesheet" href="${attr(p.styleUri)}">
<title>ACT</title>
</head>
<body>
<div id="root"></div>
<script nonce="${nonce}" src="${attr(p.scriptUri)}"></script>
</body>
</html>`;
}
