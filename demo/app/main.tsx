// Entry of the standalone app (demo/dist/app.js, built by rollup with React 19, apart from the widget
// bundle that the page loads first). React's root is a node of its own: <main> keeps the screen the
// server rendered until the first navigation, and then receives the screens through a portal.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readConfig } from './config';

const main = document.getElementById('main')!;
const home = document.getElementById('terreal-app-home') as HTMLTemplateElement;
const statusRoot = document.createElement('div');
statusRoot.className = 'app-status-root';
main.after(statusRoot);
const root = document.createElement('div');
root.hidden = true;
statusRoot.after(root);
createRoot(root).render(<App config={readConfig(document)} main={main} homeHtml={home.innerHTML} statusRoot={statusRoot} />);
