// Constants that rollup's replace writes into the shipped bundle (rollup.config.mjs); absent elsewhere.
declare const __TERREAL_VERSION__: string | undefined;
