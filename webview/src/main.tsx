// Webview entry: wires the VS Code API and window messages to the channel, mounts the app.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { HostChannel, type VsCodeApi } from './state/channel';
import './styles.css';

declare function acquireVsCodeApi(): VsCodeApi;

const channel = new HostChannel(acquireVsCodeApi());
window.addEventListener('message', (e: MessageEvent) => channel.handle(e.data));
const root = document.getElementById('root');
if (root) createRoot(root).render(<App channel={channel} />);
