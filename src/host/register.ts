// Every area's VS Code adapters, registered in one place. One line per area.
import type * as vscode from 'vscode';
import type { HostServices } from './services';
import { registerFoundation } from './foundation/register';
import { registerPipeline } from './pipeline/register';
import { registerCapture } from './capture/register';
import { registerMemory } from './memory/register';
import { registerSidebar } from './webview/register';

export const REGISTRARS: Array<{ area: string; register: (s: HostServices) => vscode.Disposable[] }> = [
  { area: 'foundation', register: registerFoundation },
  { area: 'pipeline', register: registerPipeline },
  { area: 'capture', register: registerCapture },
  { area: 'memory', register: registerMemory },
  { area: 'sidebar', register: registerSidebar },
];
