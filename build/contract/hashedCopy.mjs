// Rollup output plugin: beside dist/terreal-widgets.js, a content-hashed copy (dist/terreal-widgets.{hash}.js,
// for caching forever) and dist/terreal-widgets.sri.json with its Subresource Integrity value, for
// <script src integrity crossorigin>. Stale hashed copies of earlier builds are removed.
import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const HASHED_NAME = /^terreal-widgets\.[0-9a-f]{12}\.js$/;

export function integrityOf(code) {
  return `sha384-${createHash('sha384').update(code).digest('base64')}`;
}

export function hashedCopy({ fileName, version }) {
  let hashed = '';
  return {
    name: 'terreal-hashed-copy',
    generateBundle(_options, bundle) {
      const chunk = bundle[fileName];
      if (!chunk || chunk.type !== 'chunk') this.error(`hashed copy: ${fileName} was not produced`);
      hashed = `terreal-widgets.${createHash('sha256').update(chunk.code).digest('hex').slice(0, 12)}.js`;
      const integrity = integrityOf(chunk.code);
      this.emitFile({ type: 'asset', fileName: hashed, source: chunk.code });
      this.emitFile({
        type: 'asset',
        fileName: 'terreal-widgets.sri.json',
        source: `${JSON.stringify({ version, file: hashed, integrity, files: { [fileName]: integrity, [hashed]: integrity } }, null, 2)}\n`,
      });
    },
    writeBundle(options) {
      const dir = options.dir ?? dirname(options.file);
      for (const name of readdirSync(dir)) if (HASHED_NAME.test(name) && name !== hashed) rmSync(join(dir, name));
    },
  };
}
