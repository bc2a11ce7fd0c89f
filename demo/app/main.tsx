// Entry of the standalone app (demo/dist/app.js, built by rollup with React 19, apart from the widget
// bundle that the page loads first). Mounts <App> on <main>, and a status line after it.
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readConfig } from './config';

const main = document.getElementById('main')!;
const home = document.getElementById('terreal-app-home') as HTMLTemplateElement;
const statusRoot = document.createElement('div');
statusRoot.className = 'app-status-root';
main.after(statusRoot);
createRoot(main).render(<App config={readConfig(document)} homeHtml={home.innerHTML} statusRoot={statusRoot} />);
