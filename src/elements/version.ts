// The bundle's version (package.json's), written in by the build (rollup's replace); 'dev' when the
// source runs unbuilt (tests). Support reads it as customElements.get(tag).version or TerrealWidgets.version.
export const VERSION: string = typeof __TERREAL_VERSION__ === 'string' ? __TERREAL_VERSION__ : 'dev';
