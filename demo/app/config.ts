// What the server hands the app (demo/server/pages/hostViews.ts appConfig): each screen's tag, title and
// the signed-in user's attributes, in <script type="application/json" id="terreal-app-config">.
import type { Screen } from './routes';

export interface ScreenConfig { tag: string; title: string; label: string; attrs: Record<string, string> }
export interface AppConfig { screens: Record<Screen, ScreenConfig> }

export function readConfig(doc: Document): AppConfig {
  return JSON.parse(doc.getElementById('terreal-app-config')?.textContent ?? '{}') as AppConfig;
}
