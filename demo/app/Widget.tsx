// One widget through the typed JSX declarations of dist/terreal-widgets.d.ts: attributes as props, events
// as on<event> props (React 19 adds them to the custom element with addEventListener).
import type { TerrealEventMap, TerrealNavigateEvent } from '../../dist/terreal-widgets';
import type { ScreenConfig } from './config';
import type { Screen } from './routes';

/** The other `terreal-*` events the app reports; React attaches one listener per prop. */
export type HostEvent = TerrealEventMap[Exclude<keyof TerrealEventMap, 'terreal-navigate'>];

export interface WidgetProps {
  screen: Screen;
  config: ScreenConfig;
  leopard: string | null;
  onNavigate(event: TerrealNavigateEvent): void;
  onEvent(event: HostEvent): void;
}

const bool = (value: string | undefined): 'true' | 'false' => (value === 'true' ? 'true' : 'false');

export function Widget({ screen, config: { attrs }, leopard, onNavigate, onEvent }: WidgetProps) {
  const common = { userid: Number(attrs.userid), 'is-backoffice': bool(attrs['is-backoffice']), 'onterreal-navigate': onNavigate } as const;
  if (screen === 'contacts') return <terreal-contacts {...common} onterreal-contact-delete={onEvent} />;
  const offres = {
    ...common,
    prescripteurs: attrs.prescripteurs,
    terca: bool(attrs.terca),
    'directeur-commercial': bool(attrs['directeur-commercial']),
    'app-version': Number(attrs['app-version'] ?? 2),
    ...(leopard ? { leopard } : {}),
    'onterreal-offre-status-change': onEvent,
    'onterreal-offre-clone': onEvent,
    'onterreal-offre-delivery-change': onEvent,
    'onterreal-offre-site-change': onEvent,
    'onterreal-offre-delete': onEvent,
    'onterreal-offre-hide': onEvent,
  };
  if (screen === 'bardages') return <terreal-offres-bardages {...offres} />;
  if (screen === 'parement') return <terreal-offres-parement {...offres} />;
  return <terreal-offres-veture {...offres} />;
}
