// A portal-like host page (DESIGN.md §2, "Page sizes the product is tried at"): the sizes at which the dense
// grid is judged. Laptop and wide: a 56 px top bar that stays at the top, a 220 px side menu and the element
// in a padded card (its top at y 94, about 1,070 px wide on a 1366 px window). Phone and tablet: the 56 px
// header and a ~190 px project summary above the element (its top at about y 250). The host tells the
// widget how much of the top its own bar covers (`--terreal-sticky-top`), so the table header sticks below it.

export type PortalKind = 'laptop' | 'wide' | 'phone' | 'tablet';

export const PORTAL_VIEWPORTS: Record<PortalKind, { width: number; height: number }> = {
  laptop: { width: 1366, height: 768 },
  wide: { width: 1920, height: 1080 },
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
};

/** The portal's top bar height: the element's sticky header stops below it. */
export const PORTAL_BAR_PX = 56;

/** The body of a portal page around `element` (the element's markup, attributes included). */
export function portalBody(kind: PortalKind, element: string): string {
  const bar = `<header style="position:sticky;top:0;z-index:10;height:${PORTAL_BAR_PX}px;box-sizing:border-box;display:flex;align-items:center;padding:0 16px;background:#20303f;color:#fff;font:600 16px system-ui">Portail Leopard</header>`;
  const styled = element.replace(/^<([a-z-]+)/, `<$1 style="--terreal-sticky-top:${PORTAL_BAR_PX}px"`);
  if (kind === 'laptop' || kind === 'wide') {
    return `${bar}<div style="display:flex">
<nav style="width:220px;flex:none;box-sizing:border-box;padding:16px;background:#2b3d4f;color:#fff;font:14px system-ui;min-height:calc(100vh - ${PORTAL_BAR_PX}px)">Projets<br><br>Offres<br><br>Contacts</nav>
<main style="flex:1;min-width:0;padding:16px;background:#eef1f4"><div style="background:#fff;border-radius:6px;padding:22px;box-shadow:0 1px 2px rgba(0,0,0,.12)">${styled}</div></main></div>`;
  }
  const summary = `<section style="height:190px;box-sizing:border-box;padding:12px 16px;background:#f4f6f8;border-bottom:1px solid #d9dee3;font:14px system-ui"><h1 style="margin:0 0 8px;font-size:18px">Projet Les Terrasses</h1><p style="margin:0">Montpellier · 2026-T3</p><p style="margin:8px 0 0">Maître d’ouvrage : SCI Les Terrasses</p><p style="margin:8px 0 0">Référence Leopard : LEO-12345</p></section>`;
  return `${bar}${summary}<main style="padding:4px">${styled}</main>`;
}
